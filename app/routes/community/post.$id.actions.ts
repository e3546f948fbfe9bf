import type { ActionFunctionArgs } from "@remix-run/node";
import type { PostChange } from "~/components/community/post-data";
import { jsonRefusal, jsonReply, requireUserForJson } from "~/routes/community/parts/json-reply.server";
import { changePost, memberPost } from "~/routes/community/parts/post-page.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * The post page's JSON address (its island calls it with JavaScript on; decision 013): POST the
 * same form fields as the page (`intent` = like, unlike, save, unsave, delete) and get what
 * changed. Members only: a non-member gets 403 `{message}` before anything else is looked at.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUserForJson(request);
  const language = await pageLanguage(request);
  try {
    await memberPost(user, params.id);
    const change: PostChange = await changePost(user, params.id!, await request.formData(), language);
    return jsonReply(change);
  } catch (error) {
    return jsonRefusal(error, "post change failed", { userId: user.id, postId: params.id }, language);
  }
}
