import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoadMoreLink } from "~/components/community/LoadMoreLink";
import { PostCard } from "~/components/community/PostCard";
import { pageTitle } from "~/utils/brand";
import { savedPage } from "~/routes/community/parts/people.server";
import { requireUser } from "~/utils/session.server";

/**
 * /saved (spec community.md §2): 'Your saved posts', most recently saved first, 10 a page with a
 * 'Load More' link (`?cursor=`). Core shows only posts of communities the member can see now.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const cursor = new URL(request.url).searchParams.get("cursor");
  return { ...(await savedPage(user, cursor)), paged: Boolean(cursor) };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Your saved posts") }];

export default function Saved() {
  const { posts, nextCursor, paged } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your saved posts</h1>
      {posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
          {paged ? "No more saved posts." : "You haven't saved any post yet."}
        </p>
      ) : (
        <ul className="max-w-3xl space-y-4">
          {posts.map((post) => (
            <PostCard key={post._id} post={post} />
          ))}
        </ul>
      )}
      <LoadMoreLink cursor={nextCursor} />
    </div>
  );
}
