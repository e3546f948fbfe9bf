import { COMMUNITY_MESSAGES } from "@core/community/community";
import { findCommunityByName } from "@core/community/community-store";
import { toApiPosts } from "@core/community/post-view";
import { draftState } from "@core/community/post-drafts";
import { publishPost } from "@core/community/publish-post";
import { ForbiddenError, ValidationError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/** Files never travel through a Lambda body (API Gateway and Lambda cap bodies at a few MB): they go to S3 directly. */
export const FILE_IN_BODY_MESSAGE = "Pictures and videos are uploaded straight to storage, not in this request.";

/**
 * POST /api/posts (spec §7: content, communityId, communityName; and `upload`, the key an upload
 * form gave, decision 012): a post with a message, a picture or video, or both, in a community the
 * caller is a member of. Answers 201 with the post in the spec's shape, 202 when it waits for its
 * content check, or 403 with the check's `type` (spec §8, issue 12).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const contentType = req.headers["content-type"] ?? "";
  if (contentType.startsWith("multipart/form-data")) {
    const form = await req.form();
    if ([...form.values()].some((value) => typeof value !== "string")) throw new ValidationError(FILE_IN_BODY_MESSAGE);
  }
  const fields = await req.fields();
  const table = services().table;
  let communityId = typeof fields.communityId === "string" ? fields.communityId : "";
  if (!communityId && typeof fields.communityName === "string") {
    communityId = (await findCommunityByName(table, fields.communityName.slice(0, 100)))?.id ?? "";
  }
  // Members only, and an unknown community is refused the same way (decision 011).
  if (!communityId) throw new ForbiddenError(COMMUNITY_MESSAGES.notMember);
  const content = typeof fields.content === "string" ? fields.content : "";
  const upload = typeof fields.upload === "string" ? fields.upload.slice(0, 300) : undefined;
  const result = await publishPost(services(), caller, communityId, { content: content.slice(0, 10_000), upload });
  // Waiting for its content check (issue 12): accepted, shown to nobody yet; the author is told.
  if (result.state === "held")
    return { status: 202, body: { message: result.message, postId: result.draft.id, status: draftState(result.draft) } };
  const [body] = await toApiPosts(table, [result.post], result.community, caller.id);
  return { status: 201, body: { message: "Post created successfully.", post: body } };
});
