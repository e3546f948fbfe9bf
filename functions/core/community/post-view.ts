import type { User } from "../account/user";
import { getUsers } from "../account/user-store";
import type { Table } from "../ports/table/table";
import { authorOf, type ApiComment } from "./comment-view";
import type { Community } from "./community";
import type { MediaVariant, Post } from "./post";
import type { PostView } from "./posts";

/**
 * A post as the API answers it (spec community.md §3): `_id`, `content`, `fileUrl`, `fileType`,
 * `user {_id, name, avatar}`, `community {_id, name}`, `createdAt` (and `dateTime`, the spec's other
 * reading), with the counts instead of unbounded lists: `likeCount`, `likedByMe`, `savedByCount`,
 * `savedByMe`, `commentCount`. `likes` carries only the viewer's own id when they like it
 * (decision 011). `comments` is empty in lists (a feed page would otherwise read ten comment
 * pages); GET /api/posts/{id} fills it with the first page of comments. `isReported` is the
 * viewer's own report (spec §4: 'Reported'). An author whose account is gone shows as "Deleted member".
 */
export interface ApiPost {
  _id: string;
  content: string;
  fileUrl: string;
  fileType: string;
  /** Pictures only: both sizes with their widths, for clients that use `srcset` (decision 012). */
  imageVariants?: ImageVariantLinks;
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

/**
 * The file's members-only address in the API (GET /api/posts/{id}/file answers with a redirect to
 * a short-lived link, after the members check). Without a variant: the full picture, or the video.
 */
export function postFileUrl(postId: string, variant?: MediaVariant): string {
  return `/api/posts/${encodeURIComponent(postId)}/file${variant ? `?variant=${variant}` : ""}`;
}

/** The same for pages: a resource route checked with the cookie session (app/routes/community/media.posts.$id.$variant.tsx). */
export function pageMediaUrl(postId: string, variant: MediaVariant): string {
  return `/media/posts/${encodeURIComponent(postId)}/${variant}`;
}

export interface ImageVariantLink {
  url: string;
  width: number;
  height: number;
}

/**
 * A picture's two sizes for `srcset`/`sizes` (and width/height attributes, so nothing shifts as it
 * loads). `web` is the full picture again when it was no wider than the web size. Undefined for
 * videos and posts without a file.
 */
export interface ImageVariantLinks {
  web: ImageVariantLink;
  full: ImageVariantLink;
}

export function imageVariantLinks(
  post: Pick<Post, "id" | "file">,
  urlOf: (postId: string, variant: MediaVariant) => string = postFileUrl,
): ImageVariantLinks | undefined {
  const file = post.file;
  if (file?.type !== "image" || !file.width || !file.height) return undefined;
  const full = { url: urlOf(post.id, "full"), width: file.width, height: file.height };
  const web = file.web ? { url: urlOf(post.id, "web"), width: file.web.width, height: file.web.height } : full;
  return { web, full };
}

/** The `srcset` attribute for a picture's links: "<web> 720w, <full> 2048w". */
export function imageSrcSet(links: ImageVariantLinks): string {
  const { web, full } = links;
  return web.url === full.url ? `${full.url} ${full.width}w` : `${web.url} ${web.width}w, ${full.url} ${full.width}w`;
}

function toApiPost(post: PostView, author: User | undefined, community: Pick<Community, "id" | "name">, viewerId: string): ApiPost {
  return {
    _id: post.id,
    content: post.content,
    fileUrl: post.file ? postFileUrl(post.id) : "",
    fileType: post.file?.type ?? "",
    imageVariants: imageVariantLinks(post),
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
