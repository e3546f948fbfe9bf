import { createHash } from "node:crypto";
import { findUserByEmail, getUsers, createUser, indexUserByJoining } from "@core/account/user-store";
import { userKeys } from "@core/account/user";
import { ConflictError, NotFoundError } from "@core/errors";
import { authorTallies } from "@core/community/author-stats";
import { commentKeys } from "@core/community/comment";
import type { CommentItem } from "@core/community/comments";
import { communityKeys } from "@core/community/community";
import { followMember } from "@core/community/follows";
import { postKeys, type Post } from "@core/community/post";
import type { FileStore } from "@core/ports/files/file-store";
import { ConditionFailedError, type Item, type Table, type TransactItem } from "@core/ports/table/table";
import { log } from "@core/log";
import type { Services } from "@core/services";
import { COMMUNITY_IDS, DEMO_MEMBER_PASSWORD_HASH, SEED_FOLLOWS, SEED_MEMBERS, SEED_POSTS } from "./community-content";
import { MEDIA_VERSION, readSeedVideo, renderAvatar, renderPostImage } from "./community-media";
import {
  planCommunityContent,
  planFollows,
  type CommunityPlan,
  type DemoIds,
  type MediaJob,
  type PlannedFollow,
  type PlannedMember,
  type PlannedPost,
  type SeededPostItem,
} from "./community-plan";
import { forEachLimited } from "./limit";

/**
 * Seeds the community's content (issue 11, docs/demo-data.md): the seeded members with their
 * profiles and avatars, their memberships, 26–30 posts per community with pictures and a video,
 * likes, saves, comments and follows. Runs after the demo accounts and communities (./communities.ts).
 *
 * Fast: items go in with BatchWriteItem or in one transaction per community, with every counter
 * (member, post, like, save and comment counts, the authors' post tallies) counted beforehand,
 * instead of one transaction per relation. The 20 follows go through core's followMember.
 * Idempotent: a marker written last records what was seeded; with the same data a later start only
 * checks that the pictures are still in the bucket. With changed data (or after an interrupted run)
 * it adds what is missing and counts only what it added, so live counters stay exact.
 */
/** 2: comments, follows, the authors' post tallies and the posts' `file` (was `media`). */
export const COMMUNITY_CONTENT_VERSION = 2;
export const COMMUNITY_SEED_MARKER_KEY = { pk: "SEED#community", sk: "SEED" } as const;

const CONCURRENCY = 8;
/** BatchWriteItem's limit: Table.batchPut sends its batches one after another, so they are spread over workers here. */
const BATCH_WRITE_SIZE = 25;
/** TransactWriteItems' limit, less one for the counter update. */
const ITEMS_PER_TRANSACTION = 99;
const MAX_TRANSACTION_ITEMS = 100;

interface CommunitySeedMarker {
  pk: string;
  sk: string;
  entity: "seed";
  version: number;
  fingerprint: string;
  seededAt: string;
}

export interface CommunitySeedResult {
  /** True when this call wrote the content (false: it was there already). */
  seeded: boolean;
  members: number;
  posts: number;
  images: number;
  videos: number;
  likes: number;
  saves: number;
  comments: number;
  follows: number;
}

type Svc = Pick<Services, "table" | "files">;

export async function seedCommunityContent(svc: Svc, now = new Date()): Promise<CommunitySeedResult> {
  const ids = await demoIds(svc.table);
  const plan = planCommunityContent(now, ids, MEDIA_VERSION);
  const follows = planFollows(now, ids);
  const result = (seeded: boolean): CommunitySeedResult => ({
    seeded,
    members: plan.members.length,
    posts: plan.posts.length,
    images: plan.media.filter((m) => m.kind === "image").length,
    videos: plan.media.filter((m) => m.kind === "video").length,
    likes: plan.posts.reduce((n, p) => n + p.likes.length, 0),
    saves: plan.posts.reduce((n, p) => n + p.saves.length, 0),
    comments: plan.posts.reduce((n, p) => n + p.comments.length, 0),
    follows: follows.length,
  });
  const fingerprint = contentFingerprint();
  const marker = await svc.table.get<CommunitySeedMarker>(COMMUNITY_SEED_MARKER_KEY.pk, COMMUNITY_SEED_MARKER_KEY.sk, true);
  if (marker?.version === COMMUNITY_CONTENT_VERSION && marker.fingerprint === fingerprint) {
    // The table may outlive the bucket (a wiped s3rver folder): put the files back if so.
    const last = plan.media[plan.media.length - 1];
    if (last && !(await svc.files.get(last.kind === "image" ? last.keys.web : last.keys.full))) await uploadMedia(svc.files, plan);
    return result(false);
  }
  // Independent work, all at once: the pictures take CPU, the table writes wait on DynamoDB.
  // (A post may name its author before the account exists: readers show authors they find.)
  await Promise.all([
    uploadMedia(svc.files, plan),
    seedMembers(svc.table, plan.members, now).then(() => seedFollows(svc.table, follows)),
    seedPostsAndMemberships(svc.table, plan),
  ]);
  const done: CommunitySeedMarker = {
    ...COMMUNITY_SEED_MARKER_KEY,
    entity: "seed",
    version: COMMUNITY_CONTENT_VERSION,
    fingerprint,
    seededAt: now.toISOString(),
  };
  await svc.table.put(done);
  return result(true);
}

/** The demo accounts the content needs; the seed runs after ./accounts.ts, so missing ones are a bug. */
async function demoIds(table: Table): Promise<DemoIds> {
  const [moderator, driver] = await Promise.all([
    findUserByEmail(table, "moderator@example.com"),
    findUserByEmail(table, "driver@example.com"),
  ]);
  if (!moderator || !driver) throw new Error("seed the demo accounts (./accounts.ts) before the community content");
  return { moderator: moderator.id, driver: driver.id };
}

/** A hash of everything seeded: changed data makes a different fingerprint and the next start seeds again. */
function contentFingerprint(): string {
  return createHash("sha256")
    .update(JSON.stringify({ COMMUNITY_CONTENT_VERSION, SEED_MEMBERS, SEED_POSTS, SEED_FOLLOWS, MEDIA_VERSION }))
    .digest("hex")
    .slice(0, 24);
}

// ---------------------------------------------------------------------------------------------
// Members

/**
 * Creates the members that are missing (through createUser, like every account) with the demo
 * password's precomputed hash, then sets every member's profile: city, state, bio, location,
 * interests and avatar.
 */
async function seedMembers(table: Table, members: PlannedMember[], now: Date): Promise<void> {
  const existing = await getUsers(
    table,
    members.map((m) => m.member.id),
  );
  const missing = members.filter((m) => !existing.has(m.member.id));
  // Members kept from a data folder seeded before decision 039 join the newest-members index.
  await forEachLimited([...existing.values()], CONCURRENCY, async (user) => {
    await indexUserByJoining(table, user);
  });
  await forEachLimited(missing, CONCURRENCY, async ({ member, createdAt }) => {
    try {
      const passwordHash = DEMO_MEMBER_PASSWORD_HASH;
      await createUser(table, { id: member.id, name: member.name, email: member.email, passwordHash, verified: true }, createdAt);
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      // Someone registered this address in a kept table: their account stays theirs, and the seeded posts show "Deleted member".
      log.warn("seed: a seeded member's e-mail address belongs to another account", { email: member.email });
    }
  });
  await forEachLimited(members, CONCURRENCY, async ({ member, avatar }) => {
    const key = userKeys.item(member.id);
    const profile = {
      city: member.city,
      state: member.state,
      // Public profile fields (spec §2): not in the User type yet; the profile work reads them by these names.
      bio: member.bio,
      location: `${member.city}, ${member.state}`,
      interests: member.interests,
      profileImage: avatar.name,
      updatedAt: now.toISOString(),
    };
    const entries = Object.entries(profile);
    await table
      .update(
        key.pk,
        key.sk,
        {
          expression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(", ")}`,
          names: Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k])),
          values: Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v])),
        },
        "attribute_exists(pk)",
      )
      .catch((error: unknown) => {
        // The account is missing only when its address was taken (logged above).
        if (!(error instanceof ConditionFailedError)) throw error;
      });
  });
}

// ---------------------------------------------------------------------------------------------
// Memberships, posts, likes, saves, comments and the authors' tallies

/**
 * Writes what is not there yet, with its counts:
 * - likes, saves and comments of new posts: BatchWriteItem, before their posts (a like without its
 *   post is invisible; a post counting likes that are not there would be wrong);
 * - new memberships and new posts: one transaction per community (or a few), which also adds their
 *   number to the community's memberCount and postCount and the posts to their authors' tallies
 *   (authorTallies, summed per tally item), so an interrupted run never counts twice;
 * - posts already there: their text and file are brought up to date, the likes, saves and comments
 *   they lack are added in one transaction with the matching counter increase, and a post not yet
 *   in its author's tallies (seeded before they existed) is added to them, once (`seedTallied`).
 */
async function seedPostsAndMemberships(table: Table, plan: CommunityPlan): Promise<void> {
  const memberships = COMMUNITY_IDS.flatMap((id) => plan.memberships[id]);
  // Posts and memberships first; the likes and saves only of posts already there (none, on an empty table).
  const found = await existingItems(table, [...memberships, ...plan.posts.map((p) => p.item)]);
  const newPosts = plan.posts.filter((p) => !found.has(keyOf(p.item)));
  const oldPosts = plan.posts.flatMap((p) => {
    const stored = found.get(keyOf(p.item)) as SeededPostItem | undefined;
    return stored ? [{ planned: p, stored }] : [];
  });
  const present = new Set(found.keys());
  for (const key of (
    await existingItems(
      table,
      oldPosts.flatMap(({ planned }) => [...planned.likes, ...planned.saves]),
    )
  ).keys())
    present.add(key);
  const has = (item: Item) => present.has(keyOf(item));

  const children: Item[] = newPosts.flatMap((p) => [...p.likes, ...p.saves, ...p.comments]);
  const batches: Item[][] = [];
  for (let i = 0; i < children.length; i += BATCH_WRITE_SIZE) batches.push(children.slice(i, i + BATCH_WRITE_SIZE));
  await forEachLimited(batches, CONCURRENCY, (batch) => table.batchPut(batch));
  await forEachLimited(COMMUNITY_IDS, CONCURRENCY, async (communityId) => {
    const items: Item[] = [
      ...plan.memberships[communityId].filter((m) => !has(m)),
      ...newPosts.filter((p) => p.communityId === communityId).map((p) => p.item),
    ];
    for (const chunk of transactionChunks(items)) {
      const posts = chunk.filter((item): item is SeededPostItem => entityOf(item) === "post");
      await table.transact([
        ...chunk.map(createOnly),
        ...talliesOf(posts),
        addTo(communityKeys.item(communityId), { memberCount: chunk.length - posts.length, postCount: posts.length }),
      ]);
    }
  });
  await forEachLimited(oldPosts, CONCURRENCY, ({ planned, stored }) => refreshPost(table, planned, stored, has));
}

/** Splits memberships and posts into transactions of at most 100 items: the items, their posts' tallies, the community's counters. */
function transactionChunks(items: Item[]): Item[][] {
  const chunks: Item[][] = [];
  let chunk: Item[] = [];
  for (const item of items) {
    const next = [...chunk, item];
    const size = next.length + talliesOf(next.filter((i): i is SeededPostItem => entityOf(i) === "post")).length + 1;
    if (size > MAX_TRANSACTION_ITEMS && chunk.length) {
      chunks.push(chunk);
      chunk = [item];
    } else chunk = next;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/**
 * What authorTallies adds for these posts, one update per tally item with the sum of its posts
 * (a transaction may not touch an item twice): the same items, attributes and TTL as createPost's.
 */
function talliesOf(posts: Pick<Post, "authorId" | "communityId" | "createdAt">[]): TransactItem[] {
  const updates = new Map<string, NonNullable<TransactItem["Update"]>>();
  for (const post of posts)
    for (const { Update: update } of authorTallies(post, 1)) {
      const seen = updates.get(keyOf(update!.Key as Item));
      if (seen) (seen.ExpressionAttributeValues![":delta"] as number) += 1;
      else updates.set(keyOf(update!.Key as Item), { ...update!, ExpressionAttributeValues: { ...update!.ExpressionAttributeValues } });
    }
  return [...updates.values()].map((Update) => ({ Update }));
}

/**
 * A post that exists: same text and file as the data, the likes, saves and comments it lacks
 * (comments by id: their keys hold a time that moves with `now`), counted, and its author's
 * tallies if it is not in them yet.
 */
async function refreshPost(table: Table, post: PlannedPost, stored: SeededPostItem, has: (item: Item) => boolean): Promise<void> {
  const storedComments = post.comments.length
    ? await table.queryAll<CommentItem>({ pk: postKeys.item(stored.id).pk, sk: { beginsWith: commentKeys.prefix } })
    : [];
  const commented = new Set(storedComments.map((c) => c.id));
  const missing: Item[] = [
    ...post.likes.filter((l) => !has(l)),
    ...post.saves.filter((s) => !has(s)),
    ...post.comments.filter((c) => !commented.has(c.id)),
  ];
  let tally = !stored.seedTallied;
  const file = post.item.file;
  for (let i = 0; i < Math.max(missing.length, 1); i += ITEMS_PER_TRANSACTION - 2) {
    const chunk = missing.slice(i, i + ITEMS_PER_TRANSACTION - 2);
    const count = (entity: string) => chunk.filter((item) => entityOf(item) === entity).length;
    const set = ["#content = :content", ...(file ? ["#file = :file"] : []), ...(tally ? ["seedTallied = :true"] : [])];
    // `media`: the seeded posts' own file attribute before they took the uploads pipeline's `file`.
    const remove = ["#media", ...(file ? [] : ["#file"])];
    await table.transact([
      ...chunk.map(createOnly),
      {
        Update: {
          Key: postKeys.item(stored.id),
          UpdateExpression: `SET ${set.join(", ")} ADD likeCount :likes, saveCount :saves, commentCount :comments REMOVE ${remove.join(", ")}`,
          ConditionExpression: `attribute_exists(pk)${tally ? " AND attribute_not_exists(seedTallied)" : ""}`,
          ExpressionAttributeNames: { "#content": "content", "#media": "media", "#file": "file" },
          ExpressionAttributeValues: {
            ":content": post.item.content,
            ":likes": count("like"),
            ":saves": count("save"),
            ":comments": count("comment"),
            ...(file ? { ":file": file } : {}),
            ...(tally ? { ":true": true } : {}),
          },
        },
      },
      ...(tally ? talliesOf([stored]) : []),
    ]);
    tally = false;
  }
}

function createOnly(item: Item): TransactItem {
  return { Put: { Item: item as unknown as Record<string, unknown>, ConditionExpression: "attribute_not_exists(pk)" } };
}

function addTo(key: { pk: string; sk: string }, counts: Record<string, number>): TransactItem {
  const entries = Object.entries(counts);
  return {
    Update: {
      Key: key,
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :n${i}`).join(", ")}`,
      // The community must exist (./communities.ts runs first): an Update would otherwise create a bare item.
      ConditionExpression: "attribute_exists(pk)",
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], i) => [`#c${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, n], i) => [`:n${i}`, n])),
    },
  };
}

const entityOf = (item: Item) => (item as Item & { entity?: unknown }).entity;
const keyOf = (item: Pick<Item, "pk" | "sk">) => `${item.pk}\u0000${item.sk}`;

/** Those of these items that are in the table, by key: BatchGets of 100, a few in flight. */
async function existingItems(table: Table, items: Item[]): Promise<Map<string, Item>> {
  const keys = items.map(({ pk, sk }) => ({ pk, sk }));
  const chunks: (typeof keys)[] = [];
  for (let i = 0; i < keys.length; i += 100) chunks.push(keys.slice(i, i + 100));
  const found = new Map<string, Item>();
  await forEachLimited(chunks, CONCURRENCY, async (chunk) => {
    for (const item of await table.batchGet<Item>(chunk)) found.set(keyOf(item), item);
  });
  return found;
}

// ---------------------------------------------------------------------------------------------
// Media

/**
 * Draws (or reads from the cache) and stores every post picture, the video and the avatars. Many
 * at once: sharp draws on libuv's thread pool (4 threads), so the rest of the workers are uploading.
 */
async function uploadMedia(files: FileStore, plan: CommunityPlan): Promise<void> {
  const video = await readSeedVideo("expressway");
  await Promise.all([
    forEachLimited(plan.media, 12, (job) => storeMedia(files, job, video.bytes)),
    forEachLimited(plan.members, 4, async ({ member, avatar }) =>
      files.put(avatar.key, await renderAvatar(member.name, member.colour), "image/jpeg"),
    ),
  ]);
}

async function storeMedia(files: FileStore, job: MediaJob, video: Buffer): Promise<void> {
  if (job.kind === "video") return files.put(job.keys.full, video, "video/mp4");
  const image = await renderPostImage(job.image, job.postId);
  await Promise.all([files.put(job.keys.full, image.full, "image/jpeg"), files.put(job.keys.web, image.web, "image/jpeg")]);
}

// ---------------------------------------------------------------------------------------------
// Follows

/**
 * The follows (driver follows three members; members follow each other; nobody follows the
 * moderator), through core's followMember, so the items and both members' counters are exactly the
 * app's; following again changes nothing. One at a time (they share counters), after the members
 * exist, each dated its `followingSince` (which also puts its rate-limit count in a long-past window).
 */
async function seedFollows(table: Table, follows: PlannedFollow[]): Promise<void> {
  for (const follow of follows) {
    try {
      await followMember(table, { id: follow.followerId }, follow.followedId, new Date(follow.createdAt));
    } catch (error) {
      // A seeded member whose address belonged to another account was never created (logged in seedMembers).
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
}
