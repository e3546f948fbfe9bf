import { authorStatsKeys } from "../community/author-stats";
import { commentKeys } from "../community/comment";
import { listCommunities, listMemberships } from "../community/community-store";
import { postKeys, type Post } from "../community/post";
import { toPost, type PostItem } from "../community/post-store";
import { banKeys } from "../moderation/ban-check";
import { reportKeys } from "../moderation/report";
import { extensionOf, type MemberDataFile, type MemberDataKind } from "./kind";
import type { MemberDataSource } from "./source";

type Stored = Record<string, unknown> & { pk: string; sk: string };

/** Another member's post, as the member met it: where, whose (by name) and what it said; no ids of people. */
async function aboutPosts(source: MemberDataSource, postIds: string[]) {
  const posts = await source.posts(postIds);
  const [communities, authors] = await Promise.all([
    source.communityNames([...posts.values()].map((p) => p.communityId)),
    source.displayNames([...posts.values()].map((p) => p.authorId)),
  ]);
  return (postId: string) => {
    const post = posts.get(postId);
    if (!post) return { postId, post: "(a post that has since been deleted)" };
    return {
      postId,
      community: communities.get(post.communityId),
      postBy: authors.get(post.authorId),
      postText: post.content.slice(0, 280),
    };
  };
}

/** Every index entry a member's activity left under one gsi1 partition, newest first. */
function listedUnder(source: MemberDataSource, pk: string): Promise<Stored[]> {
  return source.table.queryAll<Stored>({ index: "gsi1", pk, newestFirst: true });
}

const communities: MemberDataKind = {
  id: "communities",
  title: "Communities you joined",
  lives: "`COMMUNITY#<id>` / `MEMBER#<user id>` (gsi1 `USER#<id>#COMMUNITIES`)",
  async read(source) {
    const memberships = await listMemberships(source.table, source.user.id);
    const names = await source.communityNames(memberships.map((m) => m.communityId));
    return { records: memberships.map((m) => ({ community: names.get(m.communityId), role: m.role, joinedAt: m.joinedAt })) };
  },
};

const posts: MemberDataKind = {
  id: "posts",
  title: "Posts (with their pictures and videos)",
  lives:
    "`POST#<id>` / `POST` (gsi2 `USER#<id>#COMMUNITY#<community id>#POSTS`; the communities from `USER#<id>` / `POSTCOUNT#…`); " +
    "files under `media/` in the files bucket",
  async read(source) {
    const tallies = await source.table.queryAll<Stored>({
      pk: `USER#${source.user.id}`,
      sk: { beginsWith: authorStatsKeys.inCommunityPrefix },
    });
    const communityIds = tallies.map((t) => t.sk.slice(authorStatsKeys.inCommunityPrefix.length));
    const lists = await Promise.all(
      communityIds.map((id) =>
        source.table.queryAll<PostItem>({ index: "gsi2", pk: postKeys.byAuthorIn(source.user.id, id), newestFirst: true }),
      ),
    );
    const mine: Post[] = lists.flat().map(toPost);
    const names = await source.communityNames(mine.map((p) => p.communityId));
    const files: MemberDataFile[] = [];
    const records = mine.map((p) => {
      let file: string | undefined;
      if (p.file) {
        const key = p.file.key;
        file = `posts/${p.id}.${extensionOf(key, p.file.contentType)}`;
        files.push({ path: file, contentType: p.file.contentType, load: async () => (await source.ports.files.get(key))?.body });
      }
      return {
        postId: p.id,
        community: names.get(p.communityId),
        text: p.content,
        ...(file ? { file, fileType: p.file!.type } : {}),
        likes: p.likeCount,
        comments: p.commentCount,
        saves: p.saveCount,
        createdAt: p.createdAt,
      };
    });
    return { records, files };
  },
};

const comments: MemberDataKind = {
  id: "comments",
  title: "Comments",
  lives: "`POST#<post id>` / `COMMENT#<at>#<id>` (gsi1 `USER#<id>#COMMENTS`)",
  async read(source) {
    const items = await listedUnder(source, commentKeys.byAuthor(source.user.id));
    const about = await aboutPosts(
      source,
      items.map((c) => String(c.postId)),
    );
    return { records: items.map((c) => ({ text: c.content, createdAt: c.createdAt, on: about(String(c.postId)) })) };
  },
};

/** Likes, saves and reports: a relation to a post, listed under the member. */
function onPosts(
  id: string,
  title: string,
  lives: string,
  partition: (userId: string) => string,
  extra: (item: Stored) => object = () => ({}),
) {
  const kind: MemberDataKind = {
    id,
    title,
    lives,
    async read(source) {
      const items = await listedUnder(source, partition(source.user.id));
      const about = await aboutPosts(
        source,
        items.map((i) => String(i.postId)),
      );
      return { records: items.map((i) => ({ at: i.createdAt, ...extra(i), post: about(String(i.postId)) })) };
    },
  };
  return kind;
}

const likes = onPosts("likes", "Likes", "`POST#<post id>` / `LIKE#<user id>` (gsi1 `USER#<id>#LIKES`)", postKeys.likedBy);
const saves = onPosts("saves", "Saved posts", "`POST#<post id>` / `SAVE#<user id>` (gsi1 `USER#<id>#SAVED`)", postKeys.savedBy);
const reports = onPosts(
  "reports",
  "Reports you made",
  "`POST#<post id>` / `REPORT#<user id>` (gsi1 `USER#<id>#REPORTS`)",
  reportKeys.byReporter,
  (i) => ({ reason: i.reason, details: i.details }),
);

const follows: MemberDataKind = {
  id: "follows",
  title: "Follows",
  lives: "`USER#<id>` / `FOLLOWING#<their id>` (gsi1 `USER#<id>#FOLLOWING`) and `USER#<id>` / `FOLLOWER#<their id>`",
  async read(source) {
    const [following, followers] = await Promise.all([
      listedUnder(source, `USER#${source.user.id}#FOLLOWING`),
      source.table.queryAll<Stored>({ pk: `USER#${source.user.id}`, sk: { beginsWith: "FOLLOWER#" } }),
    ]);
    const names = await source.displayNames([...following.map((f) => String(f.followedId)), ...followers.map((f) => String(f.followerId))]);
    return {
      records: [
        ...following.map((f) => ({ type: "you follow", member: names.get(String(f.followedId)), since: f.followingSince })),
        ...followers.map((f) => ({ type: "follows you", member: names.get(String(f.followerId)), since: f.followingSince })),
      ],
    };
  },
};

const bans: MemberDataKind = {
  id: "bans",
  title: "Community bans",
  lives: "`COMMUNITY#<community id>` / `BAN#<user id>` (one GetItem per community, from the gsi1 `COMMUNITIES` list)",
  async read(source) {
    const all = await listCommunities(source.table);
    const items = all.length ? await source.table.batchGet<Stored>(all.map((c) => banKeys.ban(c.id, source.user.id))) : [];
    const names = new Map(all.map((c) => [c.id, c.name]));
    // Who banned or unbanned is a moderator's id: the moderators' business, not part of the member's data.
    return {
      records: items.map((b) => ({
        community: names.get(String(b.communityId)),
        reason: b.reason,
        length: b.length,
        until: b.until,
        bannedAt: b.bannedAt,
        ...(b.liftedAt ? { liftedAt: b.liftedAt } : {}),
      })),
    };
  },
};

export const COMMUNITY_KINDS = [communities, posts, comments, likes, saves, reports, follows, bans];
