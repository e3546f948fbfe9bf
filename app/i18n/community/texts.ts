/**
 * The community pages' message types for their components and islands (as frame.ts does for the
 * frame): types only, so no catalogue reaches a browser bundle; the texts themselves travel in the
 * loaders' data and the islands' props (decisions 005, 058).
 */
export type { CommunityPageMessages, RefusalMessages } from "./community-page.server";
export type { PostPageMessages } from "./post-page.server";
export type { PostCardMessages } from "./posts.server";
