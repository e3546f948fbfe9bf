import type { Table } from "../ports/table/table";
import { postKeys, type Post } from "./post";
import { reportKeys } from "../moderation/report";

/** The stored post: the domain object, its keys and its two index entries (feed, author). */
export type PostItem = Post & { pk: string; sk: string; gsi1pk: string; gsi1sk: string; gsi2pk: string; gsi2sk: string; entity: "post" };

export function postItem(post: Post): PostItem {
  return {
    ...postKeys.item(post.id),
    gsi1pk: postKeys.feed(post.communityId),
    gsi1sk: `${post.createdAt}#${post.id}`,
    gsi2pk: postKeys.byAuthorIn(post.authorId, post.communityId),
    gsi2sk: `${post.createdAt}#${post.id}`,
    entity: "post",
    ...post,
  };
}

export function toPost(item: PostItem): Post {
  const { id, communityId, authorId, content, file, likeCount, commentCount, saveCount, reportCount, createdAt } = item;
  return {
    id,
    communityId,
    authorId,
    content,
    ...(file ? { file } : {}),
    likeCount,
    commentCount,
    saveCount,
    ...(reportCount ? { reportCount } : {}),
    createdAt,
  };
}

/** Several posts by id (a page of saves): one BatchGet; gone ones are left out. */
export async function getPosts(table: Table, ids: string[]): Promise<Map<string, Post>> {
  const unique = [...new Set(ids)];
  const items = unique.length ? await table.batchGet<PostItem>(unique.map((id) => postKeys.item(id))) : [];
  return new Map(items.map((item) => [item.id, toPost(item)]));
}

export async function getPost(table: Table, id: string, consistent = false): Promise<Post | undefined> {
  if (!id || id.length > 100) return undefined;
  const key = postKeys.item(id);
  const item = await table.get<PostItem>(key.pk, key.sk, consistent);
  return item ? toPost(item) : undefined;
}

/** Which of these posts the member has liked, saved and reported: one BatchGet for a page. */
export async function viewerMarks(
  table: Table,
  userId: string,
  postIds: string[],
): Promise<{ liked: Set<string>; saved: Set<string>; reported: Set<string> }> {
  const keys = postIds.flatMap((id) => [postKeys.like(id, userId), postKeys.save(id, userId), reportKeys.report(id, userId)]);
  const found = keys.length ? await table.batchGet<{ pk: string; sk: string }>(keys) : [];
  const liked = new Set<string>();
  const saved = new Set<string>();
  const reported = new Set<string>();
  for (const item of found) {
    const postId = item.pk.slice("POST#".length);
    if (item.sk.startsWith("LIKE#")) liked.add(postId);
    else if (item.sk.startsWith("SAVE#")) saved.add(postId);
    else if (item.sk.startsWith("REPORT#")) reported.add(postId);
  }
  return { liked, saved, reported };
}
