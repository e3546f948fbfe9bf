import type { LoaderFunctionArgs } from "@remix-run/node";
import type { CommentsPage } from "~/components/community/post-data";
import { jsonRefusal, jsonReply, requireUserForJson } from "~/routes/community/parts/json-reply.server";
import { commentsFrom, memberPost } from "~/routes/community/parts/post-page.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * The post page's comments as JSON (its island's 'Load More'; decision 013): GET ?cursor= answers
 * the next ten. Members of the post's community only (403 `{message}` otherwise).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUserForJson(request);
  const language = await pageLanguage(request);
  try {
    const { post } = await memberPost(user, params.id);
    const cursor = new URL(request.url).searchParams.get("cursor");
    const page: CommentsPage = { ...(await commentsFrom(post.id, user.id, cursor, language)), error: null };
    return jsonReply(page);
  } catch (error) {
    return jsonRefusal(error, "comments failed", { userId: user.id, postId: params.id }, language);
  }
}
