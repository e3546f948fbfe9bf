import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import type { IslandHandle } from "~/islands/Island";
import { ISLANDS } from "~/islands/names";
import { PostPageIsland } from "~/islands/PostPageIsland";
import { pageTitle } from "~/utils/brand";
import { loadPostPage, postPageAction } from "~/routes/community/parts/post-page.server";

/**
 * /my/post/{id} (spec §2: the member's own post view): the same view and controls as /post/{id};
 * someone else's post is shown at its ordinary address instead.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const page = await loadPostPage(request, params.id);
  if (!page.isMine) throw redirect(page.post.href);
  return page;
}

export const action = ({ request, params }: ActionFunctionArgs) => postPageAction(request, params.id);

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.yourPost ?? "Your post") }];

export const handle: IslandHandle = { island: ISLANDS.post.name };

export default function MyPostPage() {
  const loaded = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  return <PostPageIsland loaded={loaded} refusal={refusal} />;
}
