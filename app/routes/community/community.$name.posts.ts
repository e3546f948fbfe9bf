import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { FeedPage } from "~/components/community/community-data";
import { feedPage, feedTab, memberCommunity, publishPost } from "~/routes/community/parts/community-page.server";
import { jsonRefusal, jsonReply, requireUserForJson } from "~/routes/community/parts/json-reply.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * The community page's JSON address (its island calls it with JavaScript on; decision 011):
 * GET ?tab=&cursor= answers the next page of a feed ('Load More Posts', the tabs), POST publishes a
 * post from the composer. Members only, as the page: a non-member gets 403 `{message}`.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUserForJson(request);
  const language = await pageLanguage(request);
  const url = new URL(request.url);
  try {
    const community = await memberCommunity(user, params.name);
    const page: FeedPage = await feedPage(user, community, feedTab(url), url.searchParams.get("cursor"), language);
    return jsonReply(page);
  } catch (error) {
    return jsonRefusal(error, "community feed failed", { userId: user.id, name: params.name }, language);
  }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireUserForJson(request);
  const language = await pageLanguage(request);
  try {
    const community = await memberCommunity(user, params.name);
    const published = await publishPost(user, community, await request.formData(), language);
    return "held" in published ? jsonReply({ held: published.held }, 202) : jsonReply({ post: published.card }, 201);
  } catch (error) {
    return jsonRefusal(error, "post failed", { userId: user.id, name: params.name }, language);
  }
}
