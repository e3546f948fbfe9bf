import type { Community } from "@core/community/community";
import { createCommunity } from "@core/community/community-store";
import { joinCommunity } from "@core/community/membership";
import type { Post } from "@core/community/post";
import { getPost, postItem } from "@core/community/post-store";
import { communityFeed, createPost } from "@core/community/posts";
import { react } from "@core/community/reactions";
import { startDynamoLocal } from "../../infra/local/dynamodb-local";
import { createBenchServices } from "./bench-services";

/**
 * The community on DynamoDB Local (issue 11's bench):
 * (1) the feed's first page and a page further on, p95 over many reads, in a community of 100 posts
 *     and one of 100,000: a Query on the feed's partition costs the page, not the community's size;
 * (2) 200 members like one post at once: likeCount must be exactly 200; one member sends 20 likes at
 *     once: it must count once.
 */
const READS = 200;
const CONCURRENCY = 16;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

function community(id: string, moderators: string[]): Community {
  return {
    id,
    name: id,
    description: "",
    rules: [],
    banner: "",
    moderators,
    memberCount: 0,
    postCount: 0,
    createdAt: new Date().toISOString(),
  };
}

export async function benchCommunity(bigFeed = 100_000): Promise<Record<string, number>> {
  const dynamo = await startDynamoLocal();
  try {
    const { table } = await createBenchServices("bench-community", { dynamo });
    const reader = { id: "bench-reader" };

    // (1) Feeds of 100 and of `bigFeed` posts, written straight to the table (the feed reads what createPost writes).
    const sizes = [100, bigFeed];
    const start = Date.parse("2026-01-01T00:00:00Z");
    for (const size of sizes) {
      const id = `feed-${size}`;
      await createCommunity(table, { ...community(id, [reader.id]), postCount: size });
      const items = Array.from({ length: size }, (_, i) => {
        const post: Post = {
          id: `${id}-${i}`,
          communityId: id,
          authorId: `author-${i % 50}`,
          content: `Bench post ${i}: where to park near the station on a weekday morning.`,
          likeCount: 0,
          commentCount: 0,
          saveCount: 0,
          createdAt: new Date(start + i * 1000).toISOString(),
        };
        return postItem(post);
      });
      const t0 = performance.now();
      for (let i = 0; i < items.length; i += 25 * CONCURRENCY) {
        const chunk = items.slice(i, i + 25 * CONCURRENCY);
        await Promise.all(Array.from({ length: Math.ceil(chunk.length / 25) }, (_, j) => table.batchPut(chunk.slice(j * 25, j * 25 + 25))));
      }
      process.stdout.write(`feed of ${size} posts written in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`);
    }
    const figures: Record<string, number> = {};
    // Warm both paths first, so neither size pays the process's first-call costs.
    for (const size of sizes) for (let i = 0; i < 20; i++) await communityFeed(table, reader, `feed-${size}`);
    for (const size of sizes) {
      const id = `feed-${size}`;
      const second = (await communityFeed(table, reader, id)).cursor;
      const latencies: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          for (let i = next++; i < READS; i = next++) {
            const t0 = performance.now();
            await communityFeed(table, reader, id, { cursor: i % 2 ? second : undefined });
            latencies.push(performance.now() - t0);
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      figures[`feed_p95_ms_${size}`] = percentile(latencies, 95);
      figures[`feed_p50_ms_${size}`] = percentile(latencies, 50);
    }
    figures.feed_p95_ratio = figures[`feed_p95_ms_${bigFeed}`]! / figures.feed_p95_ms_100!;

    // (2) Likes at once.
    const likers = Array.from({ length: 200 }, (_, i) => ({ id: `liker-${i}` }));
    await createCommunity(table, community("likes", []));
    for (let i = 0; i < likers.length; i += 50) await Promise.all(likers.slice(i, i + 50).map((p) => joinCommunity(table, p, "likes")));
    const { post } = await createPost(table, likers[0]!, "likes", { content: "Like this post, everyone, all at once." });
    const t0 = performance.now();
    await Promise.all(likers.map((p) => react(table, p, post.id, "like")));
    figures.likes_200_ms = performance.now() - t0;
    figures.likes_200_count = (await getPost(table, post.id, true))!.likeCount;
    const { post: solo } = await createPost(table, likers[1]!, "likes", { content: "One member, twenty likes, one count." });
    await Promise.all(Array.from({ length: 20 }, () => react(table, likers[2]!, solo.id, "like")));
    figures.likes_one_member_20_count = (await getPost(table, solo.id, true))!.likeCount;

    process.stdout.write(
      `community feed p95: ${figures.feed_p95_ms_100!.toFixed(1)} ms with 100 posts, ${figures[`feed_p95_ms_${bigFeed}`]!.toFixed(1)} ms with ${bigFeed.toLocaleString("en-IN")} ` +
        `(ratio ${figures.feed_p95_ratio.toFixed(2)})\n` +
        `200 likes at once: likeCount ${figures.likes_200_count} in ${figures.likes_200_ms.toFixed(0)} ms; one member's 20 likes at once: ${figures.likes_one_member_20_count}\n`,
    );
    return figures;
  } finally {
    await dynamo.stop();
  }
}
