import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { confirmDraft, rejectDraft } from "@core/community/answer-draft";
import { draftState } from "@core/community/post-drafts";
import { DomainError } from "@core/errors";
import { services } from "@core/services";
import { communityHref, postCards } from "~/routes/community/parts/community-page.server";
import { jsonRefusal, jsonReply, requireUserForJson } from "~/routes/community/parts/json-reply.server";
import { requireUser } from "~/utils/session.server";
import { pageLanguage } from "~/i18n/language.server";
import { translateMessage } from "@core/i18n/messages";
import { COMMUNITY_PAGE } from "~/i18n/community/community-page.server";

/**
 * The author's answer to "we could not check this post's topic" (spec §4 failedDetection; issue 12):
 * POST `token` and `answer` = confirm (Post Anyway) or reject (Discard). Core decides: the author
 * only, the token once, within its hour. With JavaScript (Accept: application/json) it answers
 * `{post}`, `{held}` or `{discarded}`; without it, it sends the member back to the community with a
 * notice (`?posted`, `?held`, `?discarded`, or `?answer-failed` when the token was used or expired).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const wantsJson = (request.headers.get("Accept") ?? "").includes("application/json");
  const user = wantsJson ? await requireUserForJson(request) : (await requireUser(request)).user;
  const form = await request.formData();
  const token = String(form.get("token") ?? "").slice(0, 100);
  const back = communityHref(params.name ?? "");
  const language = await pageLanguage(request);
  try {
    if (form.get("answer") === "confirm") {
      const result = await confirmDraft(services(), user, token);
      if (result.state === "held")
        return wantsJson
          ? jsonReply({ held: translateMessage(result.message, language) }, 202)
          : redirect(`${back}?held=${draftState(result.draft) === "review" ? "review" : "1"}`);
      if (!wantsJson) return redirect(`${back}?posted=1`);
      const [post] = await postCards([result.post], result.community, user.id, language);
      return jsonReply({ post }, 201);
    }
    await rejectDraft(services(), user, token);
    return wantsJson ? jsonReply({ discarded: COMMUNITY_PAGE.pick(language).discarded }) : redirect(`${back}?discarded=1`);
  } catch (error) {
    if (wantsJson) return jsonRefusal(error, "post answer failed", { userId: user.id }, language);
    if (error instanceof DomainError) return redirect(`${back}?answer-failed=1`);
    throw error;
  }
}
