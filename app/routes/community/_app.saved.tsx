import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LoadMoreLink } from "~/components/community/LoadMoreLink";
import { PostCard } from "~/components/community/PostCard";
import { pageTitle } from "~/utils/brand";
import { savedPage } from "~/routes/community/parts/people.server";
import { requireUser } from "~/utils/session.server";
import { PEOPLE } from "~/i18n/community/people.server";
import { POST_CARD } from "~/i18n/community/posts.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /saved (spec community.md §2): 'Your saved posts', most recently saved first, 10 a page with a
 * 'Load More' link (`?cursor=`). Core shows only posts of communities the member can see now.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const cursor = new URL(request.url).searchParams.get("cursor");
  const language = await pageLanguage(request);
  const { savedTitle, noMoreSaved, noneSaved, loadMore } = PEOPLE.pick(language);
  return {
    ...(await savedPage(user, cursor, language)),
    paged: Boolean(cursor),
    t: { savedTitle, noMoreSaved, noneSaved, loadMore },
    cardT: POST_CARD.pick(language),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.savedTitle ?? "Your saved posts") }];

export default function Saved() {
  const { posts, nextCursor, paged, t, cardT } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.savedTitle}</h1>
      {posts.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
          {paged ? t.noMoreSaved : t.noneSaved}
        </p>
      ) : (
        <ul className="max-w-3xl space-y-4">
          {posts.map((post) => (
            <PostCard key={post._id} post={post} t={cardT} />
          ))}
        </ul>
      )}
      <LoadMoreLink cursor={nextCursor} label={t.loadMore} />
    </div>
  );
}
