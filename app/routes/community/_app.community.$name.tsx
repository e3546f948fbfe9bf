import { errorResponseIn } from "@core/i18n/error-response";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { restartOnBadCursor } from "~/utils/page-cursor.server";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CommunityView, type CommunityPageData } from "~/components/community/CommunityView";
import { Island, type IslandHandle } from "~/islands/Island";
import { ISLANDS } from "~/islands/names";
import { pageTitle } from "~/utils/brand";
import {
  communityPanel,
  dismissRefusedPost,
  feedPage,
  feedTab,
  keepComposerText,
  keptComposerText,
  postedQuery,
  publishPost,
  requireCommunityMember,
  waitingPosts,
} from "~/routes/community/parts/community-page.server";
import {} from "@core/errors";
import { errorFields, log } from "@core/log";
import { CONTENT_MESSAGES } from "@core/content-check/content-messages";
import { DRAFT_MESSAGES } from "@core/community/post-drafts";
import { contentRefusalOf } from "~/components/community/content-refusal";
import { ADD_MEDIA_INTENT } from "~/components/community/PostComposer";
import type { User } from "@core/account/user";
import type { Community } from "@core/community/community";
import type { Language } from "@core/i18n/languages";
import { translateMessage } from "@core/i18n/messages";
import { pageLanguage } from "~/i18n/language.server";
import { communityPageTexts } from "~/i18n/community/community-page.server";

/**
 * /community/{name} (spec community.md §2): the community's feed with its tabs, the composer and
 * the side panel, for members only (others go to /access-denied). Served as an island (decision
 * 011): with JavaScript the page's content talks to /community/{name}/posts; without it every
 * control is a link or a form to this route.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, community } = await requireCommunityMember(request, params.name);
  const language = await pageLanguage(request);
  // Only this language's texts reach the browser, in the island's props (decision 058).
  const t = communityPageTexts(language);
  const url = new URL(request.url);
  const tab = feedTab(url);
  const cursor = url.searchParams.get("cursor");
  const [panel, waiting, draftContent, page] = await Promise.all([
    communityPanel(community, user, language),
    waitingPosts(user, community, language, { held: t.waitingHeld, checking: t.waitingChecking }),
    keptComposerText(user, community),
    // A cursor that is not this feed's (an old or edited link) starts the feed again from the newest.
    feedPage(user, community, tab, cursor, language).catch(
      restartOnBadCursor(cursor, url.pathname + (tab === "all" ? "" : "?tab=following")),
    ),
  ]);
  const pageData: CommunityPageData = {
    panel,
    tab,
    page,
    firstPage: !cursor,
    waiting,
    notice: url.searchParams.has("posted")
      ? t.published
      : url.searchParams.has("held")
        ? translateMessage(url.searchParams.get("held") === "review" ? CONTENT_MESSAGES.review : CONTENT_MESSAGES.held, language)
        : url.searchParams.has("deleted")
          ? t.deleted
          : url.searchParams.has("discarded")
            ? t.discarded
            : url.searchParams.has("answer-failed")
              ? translateMessage(DRAFT_MESSAGES.tokenUsed, language)
              : null,
    postError: null,
    refusal: null,
    refusedContent: "",
    draftContent,
    t,
  };
  return pageData;
}

/**
 * The composer without JavaScript: publish, then back to the feed; a refusal shows in the red box.
 * Also the waiting list's Dismiss (`intent=dismiss-refused`), with or without JavaScript, and
 * "Add a photo or video" without it (`intent=add-media`).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const { user, community } = await requireCommunityMember(request, params.name);
  const language = await pageLanguage(request);
  let published;
  const form = await request.formData();
  if (form.get("intent") === "dismiss-refused") {
    await dismissRefusedPost(user, form);
    return redirect(new URL(request.url).pathname);
  }
  if (form.get("intent") === ADD_MEDIA_INTENT) return addMedia(request, user, community, form, language);
  try {
    published = await publishPost(user, community, form, language);
  } catch (error) {
    const { status, body } = errorResponseIn(error, language);
    if (status === 500) log.error("post failed", { userId: user.id, communityId: community.id, ...errorFields(error) });
    // The content check's refusal opens its modal (spec §4); any other refusal is the red box's.
    // Either way the composer is shown again with the member's text: a storage hiccup must not cost
    // them what they wrote (decision 031).
    const refusal = contentRefusalOf(body);
    return data({ postError: refusal ? null : body.message, refusal, refusedContent: String(form.get("content") ?? "") }, { status });
  }
  return redirect(`${new URL(request.url).pathname}?${postedQuery(published)}`);
}

/** Keeps the text typed so far and opens the upload page, which shows it (decision 041); too long a text stays here, in the red box. */
async function addMedia(request: Request, user: User, community: Community, form: FormData, language: Language) {
  const content = String(form.get("content") ?? "");
  try {
    await keepComposerText(user, community, form);
  } catch (error) {
    const { status, body } = errorResponseIn(error, language);
    if (status === 500) log.error("composer text not kept", { userId: user.id, communityId: community.id, ...errorFields(error) });
    return data({ postError: body.message, refusal: null, refusedContent: content }, { status });
  }
  return redirect(`${new URL(request.url).pathname}/upload`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.panel.name ?? data?.t.title ?? "Community") }];

export const handle: IslandHandle = { island: ISLANDS.community.name };

export default function CommunityPage() {
  const loaded = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const d: CommunityPageData = {
    ...loaded,
    postError: reply?.postError ?? null,
    refusal: reply?.refusal ?? null,
    refusedContent: reply?.refusedContent ?? "",
  };
  return (
    <Island name={ISLANDS.community.name} props={d}>
      <CommunityView d={d} />
    </Island>
  );
}
