import { useEffect, useState, type MouseEvent } from "react";
import { CommunityBanner } from "~/components/community/CommunityCard";
import { fetchJson } from "~/islands/island-fetch";
import type { CommunityPanelData, FeedPage, FeedTab, PostCardData, WaitingPost } from "./community-data";
import { Avatar, PostCard } from "./PostCard";
import { PostComposer } from "./PostComposer";
import { ContentRefusalDialog } from "./ContentRefusalDialog";
import type { ContentRefusal } from "./content-refusal";
import { fill } from "@core/i18n/catalogue";
import { shownMessage } from "./island-message";
import type { CommunityPageMessages } from "~/i18n/community/texts";

/**
 * The community page's content (spec community.md §2), rendered by the server and hydrated as an
 * island (decision 011). Every control is a link or a form that works without JavaScript; with it,
 * the same controls fetch JSON from `{community}/posts` and update the page in place.
 */
export interface CommunityPageData {
  panel: CommunityPanelData;
  tab: FeedTab;
  page: FeedPage;
  /** False on a later page reached without JavaScript ("Load More Posts" as a link). */
  firstPage: boolean;
  /** The viewer's own posts waiting for their content check (issue 12). */
  waiting: WaitingPost[];
  notice: string | null;
  /** The post error of a composer submitted without JavaScript (spec §2: in a red box). */
  postError: string | null;
  /** The content check's refusal of a post sent without JavaScript: its modal, rendered open (spec §4). */
  refusal: ContentRefusal | null;
  refusedContent: string;
  /** The text the member kept by adding a file without JavaScript and has not posted yet (decision 041). */
  draftContent: string;
  /** The page's texts in its language (decision 005: they travel in the island's props). */
  t: CommunityPageMessages;
}

function tabHref(panel: CommunityPanelData, tab: FeedTab, cursor?: string | null): string {
  const query = new URLSearchParams();
  if (tab === "following") query.set("tab", "following");
  if (cursor) query.set("cursor", cursor);
  const search = query.toString();
  return search ? `${panel.href}?${search}` : panel.href;
}

/** Spec §4: later pages append without duplicates (a post published meanwhile shifts the pages). */
function appendNew(shown: PostCardData[], more: PostCardData[]): PostCardData[] {
  const seen = new Set(shown.map((p) => p._id));
  return [...shown, ...more.filter((p) => !seen.has(p._id))];
}

export function CommunityView({ d }: { d: CommunityPageData }) {
  const { panel, t } = d;
  const [tab, setTab] = useState(d.tab);
  const [posts, setPosts] = useState(d.page.posts);
  const [nextCursor, setNextCursor] = useState(d.page.nextCursor);
  const [firstPage, setFirstPage] = useState(d.firstPage);
  const [notice, setNotice] = useState(d.notice);
  const [feedError, setFeedError] = useState<string | null>(null);
  // True in the server's HTML, so the bar shows while the script loads; hydration turns it off.
  const [loading, setLoading] = useState(true);
  useEffect(() => setLoading(false), []);

  async function load(nextTab: FeedTab, cursor: string | null): Promise<FeedPage | null> {
    setLoading(true);
    setFeedError(null);
    const result = await fetchJson<FeedPage>(`${panel.href}/posts?${new URLSearchParams({ tab: nextTab, ...(cursor ? { cursor } : {}) })}`);
    setLoading(false);
    if (result.ok) return result.data;
    setFeedError(shownMessage(result.message, t));
    return null;
  }

  async function showTab(nextTab: FeedTab, push = true) {
    const page = await load(nextTab, null);
    if (!page) return;
    setTab(nextTab);
    setPosts(page.posts);
    setNextCursor(page.nextCursor);
    setFirstPage(true);
    setNotice(null);
    if (push) window.history.pushState(null, "", tabHref(panel, nextTab));
  }

  // Back and Forward between the tabs show the tab the address names.
  useEffect(() => {
    const onPop = () => void showTab(new URLSearchParams(window.location.search).get("tab") === "following" ? "following" : "all", false);
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  });

  function onTab(event: MouseEvent<HTMLAnchorElement>, nextTab: FeedTab) {
    event.preventDefault();
    if (nextTab !== tab || !firstPage) void showTab(nextTab);
  }

  async function onLoadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (loading || !nextCursor) return;
    const page = await load(tab, nextCursor);
    if (!page) return;
    setPosts((shown) => appendNew(shown, page.posts));
    setNextCursor(page.nextCursor);
  }

  function onPublished(post: PostCardData) {
    // Spec §4: an accepted post is prepended to the community's posts.
    setPosts((shown) => [post, ...shown.filter((p) => p._id !== post._id)]);
    setNotice(t.published);
  }

  return (
    <div className="space-y-6">
      {loading ? <div className="loading-bar" aria-hidden="true" /> : null}
      <header className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
        <CommunityBanner url={panel.banner} className="h-32 sm:h-40" eager />
        <div className="flex flex-wrap items-center justify-between gap-3 p-5">
          <div>
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{panel.name}</h1>
            <p className="text-sm font-medium text-slate-600">{panel.memberText}</p>
          </div>
          {panel.isModerator ? (
            <a
              href={`${panel.href}/moderator`}
              className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t.moderationPanel}
            </a>
          ) : (
            <form method="post" action="/my-communities">
              <input type="hidden" name="communityId" value={panel._id} />
              <button
                type="submit"
                className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                {t.leaveCommunity}
              </button>
            </form>
          )}
        </div>
      </header>

      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <div className="min-w-0 flex-1 space-y-4">
          <nav aria-label={t.feeds} className="flex gap-2 border-b border-slate-200">
            {(
              [
                ["all", t.allPosts],
                ["following", t.youreFollowing],
              ] as const
            ).map(([name, label]) => (
              <a
                key={name}
                href={tabHref(panel, name)}
                onClick={(event) => onTab(event, name)}
                aria-current={tab === name ? "page" : undefined}
                className={`-mb-px border-b-2 px-4 py-2 text-sm font-semibold ${
                  tab === name ? "border-brand-600 text-brand-700" : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {label}
              </a>
            ))}
          </nav>

          {notice ? (
            <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
              {notice}
            </p>
          ) : null}

          {tab === "all" ? (
            <PostComposer
              panel={panel}
              t={t}
              initialError={d.postError}
              initialContent={d.refusedContent || d.draftContent}
              onPublished={onPublished}
              onHeld={setNotice}
            />
          ) : null}
          {d.refusal ? <ContentRefusalDialog refusal={d.refusal} panel={panel} content={d.refusedContent} t={t} /> : null}

          {tab === "all" && d.waiting.length > 0 ? <WaitingPosts posts={d.waiting} action={panel.href} t={t} /> : null}

          {!firstPage ? (
            <a href={tabHref(panel, tab)} className="inline-block text-sm font-semibold text-brand-700 hover:underline">
              {t.backToNewest}
            </a>
          ) : null}

          <section aria-labelledby="feed-heading" aria-busy={loading}>
            {/* Named by a heading, not aria-label: the posts' own headings are h3s and need an h2 above them. */}
            <h2 id="feed-heading" className="sr-only">
              {tab === "all" ? t.allPosts : t.postsByFollowed}
            </h2>
            {posts.length === 0 ? (
              <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
                {tab === "following" ? t.followingEmpty : t.noPosts}
              </p>
            ) : (
              <ul className="space-y-4">
                {posts.map((post) => (
                  <PostCard key={post._id} post={post} t={t} showCommunity={false} />
                ))}
              </ul>
            )}
          </section>

          {feedError ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              {feedError}
            </p>
          ) : null}

          {nextCursor ? (
            <div className="text-center">
              <a
                href={tabHref(panel, tab, nextCursor)}
                onClick={onLoadMore}
                aria-disabled={loading || undefined}
                className="inline-block rounded-md border border-slate-300 bg-white px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-100"
              >
                {loading ? t.loading : t.loadMorePosts}
              </a>
            </div>
          ) : null}
        </div>

        <CommunityPanel panel={panel} t={t} />
      </div>
    </div>
  );
}

/**
 * The author's posts still being checked: shown to them alone, marked, until they are published; one
 * refused after they left the page stays with its outcome until dismissed (a plain form to the page).
 */
function WaitingPosts({ posts, action, t }: { posts: WaitingPost[]; action: string; t: CommunityPageMessages }) {
  return (
    <section aria-labelledby="waiting-heading" className="rounded-xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="waiting-heading" className="text-sm font-semibold text-amber-900">
        {t.waitingHeading}
      </h2>
      <ul className="mt-2 space-y-2">
        {posts.map((post) => (
          <li key={post.id} className="text-sm text-slate-800">
            <span className={post.refused ? "font-semibold text-red-800" : "font-semibold text-amber-900"}>{post.stateText}</span> ·{" "}
            {post.dateText}
            {post.content ? <p className="line-clamp-2 text-slate-700">{post.content}</p> : null}
            {post.refused ? (
              <form method="post" action={action} className="mt-1">
                <input type="hidden" name="intent" value="dismiss-refused" />
                <input type="hidden" name="postId" value={post.id} />
                <button type="submit" className="text-sm font-medium text-blue-700 underline">
                  {t.dismiss}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The side panel (spec §2): description, rules, member count and moderators. */
function CommunityPanel({ panel, t }: { panel: CommunityPanelData; t: CommunityPageMessages }) {
  return (
    <aside
      aria-labelledby="about-heading"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm lg:w-80 lg:shrink-0"
    >
      <div>
        <h2 id="about-heading" className="text-lg font-semibold text-slate-900">
          {fill(t.about, { name: panel.name })}
        </h2>
        <p className="mt-2 text-sm text-slate-700">{panel.description}</p>
        <p className="mt-2 text-sm font-medium text-slate-600">{panel.memberText}</p>
      </div>
      {panel.rules.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t.rules}</h3>
          <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
            {panel.rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </div>
      ) : null}
      <div>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">{t.moderators}</h3>
        <ul className="mt-2 space-y-2">
          {panel.moderators.map((moderator) => (
            <li key={moderator._id} className="flex items-center gap-2 text-sm">
              <Avatar person={moderator} size="h-8 w-8" />
              <a href={moderator.href} className="font-medium text-slate-900 hover:underline" data-user-content>
                {moderator.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
      {panel.toJoin.length > 0 ? (
        <section aria-labelledby="to-join-heading">
          <h3 id="to-join-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t.communitiesToJoin}
          </h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {panel.toJoin.map((c) => (
              <li key={c._id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <span className="min-w-0">
                  {/* A name is data, as an admin wrote it (data-user-content). */}
                  <span className="block truncate font-medium text-slate-900" data-user-content>
                    {c.name}
                  </span>
                  <span className="block text-xs text-slate-600">{c.memberText}</span>
                </span>
                {/* The join confirmation asks first, with or without JavaScript (spec §2). */}
                <a
                  href={c.joinHref}
                  className="shrink-0 rounded-md border border-brand-600 px-3 py-1 text-xs font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {t.join}
                  <span className="sr-only"> {c.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </aside>
  );
}
