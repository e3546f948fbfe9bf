import type { ActionFunctionArgs } from "@remix-run/node";
import { memberCommunity, uploadForm } from "~/routes/community/parts/community-page.server";
import { jsonRefusal, jsonReply, requireUserForJson } from "~/routes/community/parts/json-reply.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * The composer's upload form (decision 012), asked for with JavaScript once a file is chosen:
 * POST kind=image|video&contentType=… answers `{url, fields, key, maxBytes, …}`; the island then
 * sends the file straight to the bucket and publishes with `upload=key`. Members only (403).
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUserForJson(request);
  try {
    const community = await memberCommunity(user, params.name);
    const form = await request.formData();
    const kind = form.get("kind");
    const contentType = form.get("contentType");
    const answer = await uploadForm(user, community, {
      kind: kind === "image" || kind === "video" ? kind : undefined,
      contentType: typeof contentType === "string" && contentType ? contentType.slice(0, 200) : undefined,
    });
    return jsonReply(answer, 201);
  } catch (error) {
    return jsonRefusal(error, "upload form failed", { userId: user.id, name: params.name }, await pageLanguage(request));
  }
}
