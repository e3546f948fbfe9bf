import type { User } from "../account/user";
import { ForbiddenError } from "../errors";
import type { Table } from "../ports/table/table";
import { postsInCommunityBy, postsPerCommunity } from "./author-stats";
import type { Community } from "./community";
import { FOLLOW_MESSAGES } from "./follow";
import { followedIds, followingSince } from "./follows";
import { communitiesVisibleTo, requireMember } from "./membership";
import { mergeNewestFirst } from "./merged-feed";
import { POST_LIMITS, postKeys, type Post } from "./post";
import { getPosts } from "./post-store";
import { withViewerMarks, type PostView } from "./posts";

/**
 * The feeds beside a community's own (spec §2: the "You're following" tab, /saved, a profile's
 * posts), newest first, 10 a page by cursor, each read without a Scan and at a cost that does not
 * grow with the community: per-author lists merged (merged-feed.ts), or the member's saved list.
 */
type Person = Pick<User, "id">;

/**
 * How many followed members the following feed reads: the most recently followed 100. Each is one
 * key in a BatchGet (do they post here at all?) and, if they do, one Query per page, so a page
 * costs at most 100 small Queries however many people one follows. Decision 011.
 */
export const FOLLOWING_FEED_MAX_AUTHORS = 100;

/** Saves read per /saved page before answering a short page (saves of posts now out of sight are skipped). */
const SAVED_MAX_READS = 5;

export interface FeedPage {
  posts: PostView[];
  cursor?: string;
}

/**
 * "You're following" (spec §2): posts in this community by members the viewer follows, newest
 * first. Members only, asked first. `total` is those members' post count here (their tallies).
 */
export async function followingFeed(
  table: Table,
  person: Person,
  communityId: string,
  page: { cursor?: string | null } = {},
): Promise<FeedPage & { total: number; community: Community }> {
  const { community } = await requireMember(table, person, communityId);
  const followed = await followedIds(table, person.id, FOLLOWING_FEED_MAX_AUTHORS);
  const tallies = await postsInCommunityBy(table, followed, communityId);
  const authors = followed.filter((id) => (tallies.get(id) ?? 0) > 0);
  const total = authors.reduce((sum, id) => sum + (tallies.get(id) ?? 0), 0);
  const merged = await mergeNewestFirst(
    table,
    authors.map((id) => postKeys.byAuthorIn(id, communityId)),
    page,
  );
  return { posts: await withViewerMarks(table, person.id, merged.posts), cursor: merged.cursor, total, community };
}

/**
 * /saved: the viewer's saved posts, most recently saved first. Only posts of communities the viewer
 * can see now (members only): a save in a community they left stays stored and shows again if
 * they rejoin; a deleted post's save is gone with it. A page may come short when skipped saves
 * used up its reads; its cursor goes on from there.
 */
export async function savedPosts(
  table: Table,
  person: Person,
  page: { cursor?: string | null } = {},
): Promise<FeedPage & { communities: Map<string, Community> }> {
  const communities = await communitiesVisibleTo(table, person);
  const posts: Post[] = [];
  let cursor = page.cursor ?? undefined;
  for (let read = 0; read < SAVED_MAX_READS && posts.length < POST_LIMITS.pageSize; read++) {
    // Never more saves than the page still needs: every save read is then shown or skipped, and the cursor is exact.
    const saves = await table.query<{ pk: string; sk: string; postId: string }>({
      index: "gsi1",
      pk: postKeys.savedBy(person.id),
      newestFirst: true,
      limit: POST_LIMITS.pageSize - posts.length,
      cursor,
    });
    const found = await getPosts(
      table,
      saves.items.map((s) => s.postId),
    );
    for (const save of saves.items) {
      const post = found.get(save.postId);
      if (post && communities.has(post.communityId)) posts.push(post);
    }
    cursor = saves.cursor;
    if (!cursor) break;
  }
  return { posts: await withViewerMarks(table, person.id, posts), cursor, communities };
}

/**
 * A member's posts (spec §2: "Another user's posts are visible only if the viewer follows them"):
 * the viewer's own, or those of a member the viewer follows (403 otherwise), and only in
 * communities the viewer can see. `total` is the author's post count in those communities.
 */
export async function userPosts(
  table: Table,
  person: Person,
  userId: string,
  page: { cursor?: string | null } = {},
): Promise<FeedPage & { total: number; communities: Map<string, Community> }> {
  if (userId !== person.id && !(userId && userId.length <= 100 && (await followingSince(table, person.id, userId))))
    throw new ForbiddenError(FOLLOW_MESSAGES.postsHidden);
  const [communities, tallies] = await Promise.all([communitiesVisibleTo(table, person), postsPerCommunity(table, userId)]);
  const shared = [...tallies].filter(([id, count]) => count > 0 && communities.has(id));
  const merged = await mergeNewestFirst(
    table,
    shared.map(([id]) => postKeys.byAuthorIn(userId, id)),
    page,
  );
  return {
    posts: await withViewerMarks(table, person.id, merged.posts),
    cursor: merged.cursor,
    total: shared.reduce((sum, [, count]) => sum + count, 0),
    communities,
  };
}
