import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { IslandHandle } from "~/islands/Island";
import { ISLANDS } from "~/islands/names";
import { PostPageIsland } from "~/islands/PostPageIsland";
import { pageTitle } from "~/utils/brand";
import { fill } from "~/i18n/catalogue";
import { loadPostPage, postPageAction } from "~/routes/community/parts/post-page.server";

/**
 * /post/{id} (spec community.md §2, single-post view), for members of the post's community only
 * (others go to /access-denied). An island (decision 013): without JavaScript every control posts
 * to this route's action; with it the island sends the same forms to /post/{id}/actions.
 */
export const loader = ({ request, params }: LoaderFunctionArgs) => loadPostPage(request, params.id);

export const action = ({ request, params }: ActionFunctionArgs) => postPageAction(request, params.id);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? fill(data.t.postHeading, { name: data.post.user.name }) : "Post") },
];

export const handle: IslandHandle = { island: ISLANDS.post.name };

export default function PostPage() {
  const loaded = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return <PostPageIsland loaded={loaded} refusal={refusal} />;
}
