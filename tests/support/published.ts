import type { PublishResult } from "@core/community/publish-post";

/** The published post of publishPost's answer; a test fails here when the post was held instead. */
export function published(result: PublishResult): Extract<PublishResult, { state: "published" }> {
  if (result.state !== "published") throw new Error(`expected the post to be published, but it is ${result.state}: ${result.message}`);
  return result;
}
