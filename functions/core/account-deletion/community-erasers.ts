import { userKeys } from "../account/user";
import { commentKeys } from "../community/comment";
import type { CommentItem } from "../community/comments";
import { communityKeys } from "../community/community";
import { listMemberships } from "../community/community-store";
import { authorDrafts, draftKeys } from "../community/post-drafts";
import { removeDraft } from "../community/draft-removal";
import { FOLLOW_COUNTERS, followKeys } from "../community/follow";
import { postKeys, type Post } from "../community/post";
import { removePost } from "../community/posts";
import { postsPerCommunity } from "../community/author-stats";
import { dropCounted, type Eraser } from "./eraser";

/**
 * The community side of an account's erasure. Everything another member's counter counts goes
 * through `dropCounted`, so each count drops exactly once however often the job runs.
 */
type Relation = { pk: string; sk: string; postId: string };

export const communityErasers: Eraser[] = [
  {
    kind: "follows",
    outcome: "erased",
    what: "Whom you follow and who follows you; their follower and following counts drop by one.",
    async erase({ svc: { table }, userId }) {
      const mine = await table.queryAll<{ pk: string; sk: string }>({ pk: userKeys.item(userId).pk, sk: { beginsWith: "FOLLOWING#" } });
      const theirs = await table.queryAll<{ pk: string; sk: string }>({ pk: userKeys.item(userId).pk, sk: { beginsWith: "FOLLOWER#" } });
      let changed = 0;
      for (const item of mine) {
        const other = item.sk.slice("FOLLOWING#".length);
        changed += await dropCounted(
          table,
          [followKeys.following(userId, other), followKeys.follower(other, userId)],
          [{ key: userKeys.item(other), counter: FOLLOW_COUNTERS.followers }],
        );
      }
      for (const item of theirs) {
        const other = item.sk.slice("FOLLOWER#".length);
        changed += await dropCounted(
          table,
          [followKeys.following(other, userId), followKeys.follower(userId, other)],
          [{ key: userKeys.item(other), counter: FOLLOW_COUNTERS.following }],
        );
      }
      return changed;
    },
  },
  {
    kind: "communities",
    outcome: "erased",
    what: "Your memberships of communities; each community's member count drops by one.",
    async erase({ svc: { table }, userId }) {
      let changed = 0;
      for (const membership of await listMemberships(table, userId)) {
        changed += await dropCounted(
          table,
          [communityKeys.member(membership.communityId, userId)],
          [{ key: communityKeys.item(membership.communityId), counter: "memberCount" }],
        );
      }
      return changed;
    },
  },
  {
    kind: "likes",
    outcome: "erased",
    what: "Your likes; each post's like count drops by one.",
    async erase({ svc: { table }, userId }) {
      const likes = await table.queryAll<Relation>({ index: "gsi1", pk: postKeys.likedBy(userId) });
      let changed = 0;
      for (const like of likes)
        changed += await dropCounted(
          table,
          [postKeys.like(like.postId, userId)],
          [{ key: postKeys.item(like.postId), counter: "likeCount" }],
        );
      return changed;
    },
  },
  {
    kind: "saves",
    outcome: "erased",
    what: "Your saved posts; each post's save count drops by one.",
    async erase({ svc: { table }, userId }) {
      const saves = await table.queryAll<Relation>({ index: "gsi1", pk: postKeys.savedBy(userId) });
      let changed = 0;
      for (const save of saves)
        changed += await dropCounted(
          table,
          [postKeys.save(save.postId, userId)],
          [{ key: postKeys.item(save.postId), counter: "saveCount" }],
        );
      return changed;
    },
  },
  {
    kind: "comments",
    outcome: "member's choice",
    what: "Your comments: deleted (each post's comment count drops by one), or kept and shown as by “Deleted member”.",
    async erase({ svc: { table }, userId, content }) {
      if (content === "keep") return 0;
      const comments = await table.queryAll<CommentItem>({ index: "gsi1", pk: commentKeys.byAuthor(userId) });
      let changed = 0;
      for (const c of comments) {
        changed += await dropCounted(
          table,
          [commentKeys.item(c.postId, c.createdAt, c.id)],
          [{ key: postKeys.item(c.postId), counter: "commentCount" }],
        );
      }
      return changed;
    },
  },
  {
    kind: "posts",
    outcome: "member's choice",
    what: "Your posts with their pictures and videos: deleted (with their likes, saves and comments, and the communities' post counts), or kept and shown as by “Deleted member”.",
    async erase({ svc: { table, files }, userId, content }) {
      if (content === "keep") return 0;
      let changed = 0;
      // The author's tallies say in which communities they posted (author-stats.ts); a tally is erased
      // only with the account's partition, after this, so a second run still finds what is left.
      for (const communityId of (await postsPerCommunity(table, userId)).keys()) {
        const posts = await table.queryAll<Post & { pk: string; sk: string }>({
          index: "gsi2",
          pk: postKeys.byAuthorIn(userId, communityId),
        });
        for (const post of posts) if (await removePost(table, post, files, [])) changed++;
      }
      return changed;
    },
  },
  {
    kind: "post drafts",
    outcome: "erased",
    what: "Posts not yet published (waiting for a check or a moderator) with their files, and notices of refused ones.",
    async erase({ svc: { table, files }, userId }) {
      let changed = 0;
      // authorDrafts reads 20 at a time: go on until a round removes nothing.
      for (let removed = 1; removed > 0; changed += removed) {
        removed = 0;
        for (const draft of await authorDrafts(table, userId)) if (await removeDraft(table, files, draft)) removed++;
      }
      const notices = await table.queryAll<{ pk: string; sk: string; entity: string }>({ index: "gsi1", pk: draftKeys.byAuthor(userId) });
      const refused = notices.filter((item) => item.entity === "post-refused");
      await table.batchDelete(refused.map(({ pk, sk }) => ({ pk, sk })));
      return changed + refused.length;
    },
  },
];
