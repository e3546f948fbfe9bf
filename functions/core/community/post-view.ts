import type { User } from "../account/user";
import { getUsers } from "../account/user-store";
import type { Table } from "../ports/table/table";
import { authorOf, type ApiComment } from "./comment-view";
import type { Community } from "./community";
import type { PostView } from "./posts";

/**
 * A post as the API answers it (spec community.md §3): `_id`, `content`, `fileUrl`, `fileType`,
 * `user {_id, name, avatar}`, `community {_id, name}`, `createdAt` (and `dateTime`, the spec's other
 * reading), with the counts instead of unbounded lists: `likeCount`, `likedByMe`, `savedByCount`,
 * `savedByMe`, `commentCount`. `likes` carries only the viewer's own id when they like it
 * (decision 011). `comments` is empty in lists (a feed page would otherwise read ten comment
 * pages); GET /api/posts/{id} fills it with the first page of comments. `isReported` is the
 * viewer's own report (spec §4: 'Reported'). An author whose account is gone shows as "Former member".
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
  comments: ApiComment[];
  isReported: boolean;
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
    user: authorOf(post.authorId, author),
    community: { _id: community.id, name: community.name },
    createdAt: post.createdAt,
    dateTime: post.createdAt,
    likeCount: post.likeCount,
    likedByMe: post.likedByMe,
    likes: post.likedByMe ? [viewerId] : [],
    savedByCount: post.saveCount,
    savedByMe: post.savedByMe,
    commentCount: post.commentCount,
    comments: [],
    isReported: post.reportedByMe,
  };
}

/** Posts of one community with their authors, read in one BatchGet. */
export function toApiPosts(
  table: Table,
  posts: PostView[],
  community: Pick<Community, "id" | "name">,
  viewerId: string,
): Promise<ApiPost[]> {
  return toApiPostsOf(table, posts, new Map([[community.id, community]]), viewerId);
}

/** Posts of several communities (saved posts, a member's posts) with their authors, read in one BatchGet. */
export async function toApiPostsOf(
  table: Table,
  posts: PostView[],
  communities: ReadonlyMap<string, Pick<Community, "id" | "name">>,
  viewerId: string,
): Promise<ApiPost[]> {
  const authors = await getUsers(
    table,
    posts.map((p) => p.authorId),
  );
  return posts.map((p) =>
    toApiPost(p, authors.get(p.authorId), communities.get(p.communityId) ?? { id: p.communityId, name: "" }, viewerId),
  );
}
