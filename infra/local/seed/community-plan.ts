import { createHash } from "node:crypto";
import { PROFILE_IMAGE_PREFIX } from "@core/account/profile-image";
import type { Membership } from "@core/community/community";
import { membershipItem, type MembershipItem } from "@core/community/community-store";
import type { Comment } from "@core/community/comment";
import { commentItem, type CommentItem } from "@core/community/comments";
import type { Post, PostFile } from "@core/community/post";
import { postItem, type PostItem } from "@core/community/post-store";
import { reactionItem } from "@core/community/reactions";
import {
  ageMs,
  COMMUNITY_IDS,
  SEED_FOLLOWS,
  SEED_MEMBERS,
  SEED_POSTS,
  seedMember,
  seedMembersOf,
  seedPostId,
  type Author,
  type CommunityId,
  type Follower,
  type SeedImage,
  type SeedMember,
  type SeedPost,
} from "./community-content";

/**
 * What the community seed writes, worked out from the content data without touching the table:
 * the items (through core's own builders, so they are exactly what the app writes) with their
 * counters already counted, the media files to generate, the comments with their posts, and the follows.
 * Ids are fixed; times are relative to `now`, so feeds always look recent.
 */
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** The ids of the demo accounts the content refers to (created by ./accounts.ts). */
export interface DemoIds {
  moderator: string;
  driver: string;
}

/** A file the seed generates (or copies) into the bucket for a post. */
export type MediaJob =
  | { kind: "image"; postId: string; image: SeedImage; keys: { full: string; web: string } }
  | { kind: "video"; postId: string; video: "expressway"; keys: { full: string } };

/**
 * A seeded post as stored: the app's post item plus `seedTallied`, set in the transaction that adds
 * the post to its author's tallies (author-stats.ts), so a later run never counts it twice.
 */
export type SeededPostItem = PostItem & { seedTallied?: true };
type ReactionItem = ReturnType<typeof reactionItem>;

export interface PlannedPost {
  communityId: CommunityId;
  item: SeededPostItem;
  likes: ReactionItem[];
  saves: ReactionItem[];
  /** Its comments as addComment stores them; `item.commentCount` counts them. */
  comments: CommentItem[];
  media?: MediaJob;
}

export interface PlannedMember {
  member: SeedMember;
  createdAt: Date;
  avatar: { name: string; key: string };
}

export interface CommunityPlan {
  members: PlannedMember[];
  memberships: Record<CommunityId, MembershipItem[]>;
  posts: PlannedPost[];
  media: MediaJob[];
}

/** The sizes the generator draws (community-media.ts); here so the plan stays free of sharp. */
const IMAGE_SIZE = { width: 1200, height: 800 };
const WEB_IMAGE_SIZE = { width: 720, height: 480 };
const VIDEO_SIZE = { expressway: { width: 480, height: 270 } };

/** 128 bits of hex, derived from the post id: stable across runs, so a kept bucket matches a kept table. */
export function seedMediaDir(postId: string): string {
  return `media/${createHash("sha256").update(`smart-parking-seed-media:${postId}`).digest("hex").slice(0, 32)}`;
}

/** The post's `file`, in the uploads pipeline's shape: the full-size object and, for a picture, its 720 px web copy. */
export function postFile(job: MediaJob): PostFile {
  if (job.kind === "video") return { key: job.keys.full, type: "video", contentType: "video/mp4", ...VIDEO_SIZE[job.video] };
  return {
    key: job.keys.full,
    type: "image",
    contentType: "image/jpeg",
    ...IMAGE_SIZE,
    web: { key: job.keys.web, ...WEB_IMAGE_SIZE, contentType: "image/jpeg" },
  };
}

function mediaJob(postId: string, post: SeedPost): MediaJob | undefined {
  const dir = seedMediaDir(postId);
  if (post.video) return { kind: "video", postId, video: post.video, keys: { full: `${dir}/video.mp4` } };
  if (post.image) return { kind: "image", postId, image: post.image, keys: { full: `${dir}/full.jpg`, web: `${dir}/web.jpg` } };
  return undefined;
}

/** `<uuid>-<12 hex>.jpg` under profile-images/, the name readProfileImage accepts; fixed per member and drawing. */
export function avatarName(member: SeedMember, mediaVersion: number): string {
  const hex = createHash("sha256").update(`avatar:${member.id}:${member.name}:${member.colour}:${mediaVersion}`).digest("hex").slice(0, 12);
  return `${member.id}-${hex}.jpg`;
}

export function authorId(author: Author, ids: DemoIds): string {
  return author === "moderator" ? ids.moderator : seedMember(author).id;
}

function followerId(follower: Follower, ids: DemoIds): string {
  return follower === "driver" ? ids.driver : seedMember(follower).id;
}

/** When a post was written: its age before `now`, minus a few minutes so not every post is on the hour. */
export function postTime(post: SeedPost, now: Date): Date {
  return new Date(now.getTime() - ageMs(post.age) - ((post.n * 17) % 45) * MINUTE_MS);
}

/** The i-th of `count` reactions or comments: spread after the post, never later than a few minutes ago. */
function after(postAt: Date, now: Date, i: number, count: number): Date {
  const room = Math.max(0, now.getTime() - postAt.getTime() - 5 * MINUTE_MS);
  const step = Math.min(3 * HOUR_MS, room / (count + 1));
  return new Date(postAt.getTime() + step * (i + 1));
}

export function planCommunityContent(now: Date, ids: DemoIds, mediaVersion: number): CommunityPlan {
  const members = SEED_MEMBERS.map((member, i) => {
    const name = avatarName(member, mediaVersion);
    return {
      member,
      createdAt: new Date(now.getTime() - (90 + i) * 24 * HOUR_MS),
      avatar: { name, key: `${PROFILE_IMAGE_PREFIX}${name}` },
    };
  });
  const memberships = Object.fromEntries(
    COMMUNITY_IDS.map((communityId) => [
      communityId,
      seedMembersOf(communityId).map((member) => {
        const index = SEED_MEMBERS.indexOf(member);
        // Joined before the oldest post (61 days), one hour apart, so "joined" lists have an order.
        const joinedAt = new Date(now.getTime() - 62 * 24 * HOUR_MS + index * HOUR_MS);
        const membership: Membership = { communityId, userId: member.id, role: "member", joinedAt: joinedAt.toISOString() };
        return membershipItem(membership);
      }),
    ]),
  ) as Record<CommunityId, MembershipItem[]>;

  const commentsOf = new Map<string, CommentItem[]>();
  for (const c of planComments(now, ids)) {
    const comment: Comment = { id: c.id, postId: c.postId, authorId: c.authorId, content: c.content, createdAt: c.createdAt };
    const item: CommentItem = commentItem(comment);
    commentsOf.set(c.postId, [...(commentsOf.get(c.postId) ?? []), item]);
  }
  const posts: PlannedPost[] = [];
  for (const communityId of COMMUNITY_IDS) {
    for (const seed of SEED_POSTS[communityId]) {
      const id = seedPostId(communityId, seed.n);
      const at = postTime(seed, now);
      const likers = seed.likes ?? [];
      const savers = seed.saves ?? [];
      const media = mediaJob(id, seed);
      const comments = commentsOf.get(id) ?? [];
      const post: Post = {
        id,
        communityId,
        authorId: authorId(seed.author, ids),
        content: seed.text,
        ...(media ? { file: postFile(media) } : {}),
        likeCount: likers.length,
        commentCount: comments.length,
        saveCount: savers.length,
        createdAt: at.toISOString(),
      };
      posts.push({
        communityId,
        item: { ...postItem(post), seedTallied: true },
        likes: likers.map((h, i) => reactionItem("like", id, seedMember(h).id, after(at, now, i, likers.length))),
        saves: savers.map((h, i) => reactionItem("save", id, seedMember(h).id, after(at, now, i, savers.length))),
        comments,
        media,
      });
    }
  }
  return { members, memberships, posts, media: posts.flatMap((p) => (p.media ? [p.media] : [])) };
}

/** A comment: fixed id, its post and community, author and time (relative to `now`, so not part of its identity). */
export interface PlannedComment {
  id: string;
  postId: string;
  communityId: CommunityId;
  authorId: string;
  content: string;
  createdAt: string;
}

export interface PlannedFollow {
  followerId: string;
  followedId: string;
  createdAt: string;
}

export function planComments(now: Date, ids: DemoIds): PlannedComment[] {
  return COMMUNITY_IDS.flatMap((communityId) =>
    SEED_POSTS[communityId].flatMap((seed) => {
      const postId = seedPostId(communityId, seed.n);
      const at = postTime(seed, now);
      const comments = seed.comments ?? [];
      return comments.map(([author, content], i) => ({
        id: `seed-comment-${communityId}-${String(seed.n).padStart(2, "0")}-${i + 1}`,
        postId,
        communityId,
        authorId: authorId(author, ids),
        content,
        createdAt: after(at, now, i, comments.length).toISOString(),
      }));
    }),
  );
}

export function planFollows(now: Date, ids: DemoIds): PlannedFollow[] {
  return SEED_FOLLOWS.map(([follower, followed], i) => ({
    followerId: followerId(follower, ids),
    followedId: seedMember(followed).id,
    // Following for 20–40 days: the "following since" dates differ.
    createdAt: new Date(now.getTime() - (40 - i) * 24 * HOUR_MS).toISOString(),
  }));
}
