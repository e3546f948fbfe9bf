import type { User } from "../account/user";
import { ValidationError } from "../errors";
import { errorFields, log } from "../log";
import type { Services } from "../services";
import { mediaKeysOf } from "./media-cleanup";
import { requireMember } from "./membership";
import type { Community } from "./community";
import { postProblem } from "./post";
import { acceptUpload, type AcceptedFile } from "./post-media";
import { createPost, type PostView } from "./posts";

/**
 * Posting with an optional upload (spec §5): a message of 10–3000 characters, a picture or video,
 * or both; neither is 'Please enter a message or select a file.'. What the API's POST /api/posts and
 * the composer's action call. createPost stays the table-level step that stores an accepted file.
 *
 * Order matters for cost and for leftovers: members only first, then the text (so a too-short
 * message does not cost a re-encode), then the upload is accepted, then the post is stored. Media
 * made for a post that could not be stored (rate limit, the community gone) are deleted again.
 */
type Person = Pick<User, "id">;

export interface PublishInput {
  content?: string;
  /** The key an upload form gave (`uploads/<user id>/…`), once the browser has sent the file. */
  upload?: string;
}

export async function publishPost(
  svc: Pick<Services, "table" | "files">,
  person: Person,
  communityId: string,
  input: PublishInput,
  now = new Date(),
): Promise<{ post: PostView; community: Community }> {
  const content = input.content ?? "";
  const upload = input.upload?.trim() || undefined;
  if (!upload) return createPost(svc.table, person, communityId, { content }, now);

  await requireMember(svc.table, person, communityId);
  // The text is judged as it will be with the file; the file itself is judged by acceptUpload.
  const textProblem = postProblem(content, { size: 1, contentType: "image/*" });
  if (textProblem) throw new ValidationError(textProblem, { content: [textProblem] });
  const file: AcceptedFile = await acceptUpload(svc, person.id, upload);
  try {
    return await createPost(svc.table, person, communityId, { content, file }, now);
  } catch (error) {
    await svc.files
      .delete(mediaKeysOf(file))
      .catch((cleanup: unknown) => log.warn("media of an unstored post not deleted", { keys: mediaKeysOf(file), ...errorFields(cleanup) }));
    throw error;
  }
}
