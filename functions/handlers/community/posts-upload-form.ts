import { createUploadForm } from "@core/community/post-media";
import { COMMUNITY_MESSAGES } from "@core/community/community";
import { ForbiddenError } from "@core/errors";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * POST /api/posts/upload-form {communityId, kind: 'image'|'video', contentType?, redirectTo?}:
 * a signed form to send one picture or video straight to storage (decision 012). Answers
 * {url, fields, maxBytes, key, kind, expiresAt}: POST `fields` then the file (field `file`, last) as
 * multipart/form-data to `url`, then send `key` as `upload` with POST /api/posts. Members only (403).
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const fields = await req.fields();
  const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string).slice(0, 300) : undefined);
  const communityId = text("communityId");
  // Members only, and a missing community is refused the same way (decision 011).
  if (!communityId) throw new ForbiddenError(COMMUNITY_MESSAGES.notMember);
  const kind = text("kind");
  const form = await createUploadForm(services(), caller, communityId, {
    kind: kind === "image" || kind === "video" ? kind : undefined,
    contentType: text("contentType"),
    redirectTo: text("redirectTo"),
  });
  return { status: 201, body: form };
});
