import { profileImageUrl, type User } from "../account/user";
import { getUsers } from "../account/user-store";
import type { Table } from "../ports/table/table";
import type { Community } from "./community";
import type { PostView } from "./posts";

/**
 * A post as the API answers it (spec community.md §3): `_id`, `content`, `fileUrl`, `fileType`,
 * `user {_id, name, avatar}`, `community {_id, name}`, `createdAt` (and `dateTime`, the spec's other
 * reading), with the counts instead of unbounded lists: `likeCount`, `likedByMe`, `savedByCount`,
 * `savedByMe`, `commentCount`. `likes` carries only the viewer's own id when they like it
 * (decision 011). An author whose account is gone shows as "Former member".
 */
export interface ApiPost {
  _id: string;
  content: string;
  fileUrl: string;
  fileType: string;
  user: { _id: string; name: string; avatar: string };
  community: { _id: string; name: string };
  createdAt: string;
  dateTime: string;
  likeCount: number;
  likedByMe: boolean;
  likes: string[];
  savedByCount: number;
  savedByMe: boolean;
  commentCount: number;
}

/** The file's members-only address (served by the community context after the members check). */
export function postFileUrl(postId: string): string {
  return `/api/posts/${encodeURIComponent(postId)}/file`;
}

function toApiPost(post: PostView, author: User | undefined, community: Pick<Community, "id" | "name">, viewerId: string): ApiPost {
  return {
    _id: post.id,
    content: post.content,
    fileUrl: post.file ? postFileUrl(post.id) : "",
    fileType: post.file?.type ?? "",
    user: author
      ? { _id: author.id, name: author.name, avatar: profileImageUrl(author.profileImage) }
      : { _id: post.authorId, name: "Former member", avatar: profileImageUrl("") },
    community: { _id: community.id, name: community.name },
    createdAt: post.createdAt,
    dateTime: post.createdAt,
    likeCount: post.likeCount,
    likedByMe: post.likedByMe,
    likes: post.likedByMe ? [viewerId] : [],
    savedByCount: post.saveCount,
    savedByMe: post.savedByMe,
    commentCount: post.commentCount,
  };
}

/** Posts of one community with their authors, read in one BatchGet. */
export async function toApiPosts(
  table: Table,
  posts: PostView[],
  community: Pick<Community, "id" | "name">,
  viewerId: string,
): Promise<ApiPost[]> {
  const authors = await getUsers(
    table,
    posts.map((p) => p.authorId),
  );
  return posts.map((p) => toApiPost(p, authors.get(p.authorId), community, viewerId));
}
