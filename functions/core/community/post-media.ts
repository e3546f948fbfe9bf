import type { User } from "../account/user";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { errorFields, log } from "../log";
import { sniffMedia, SNIFF_BYTES, type FileType, type MediaKind } from "../media/file-type";
import { makeImageVariants, UnreadableImageError } from "../media/image-variants";
import { newMediaFolder, newUploadFolder, uploadOwner } from "../media/media-keys";
import { hitRateLimits, type RateRule } from "../security/rate-limit";
import type { Services } from "../services";
import { requireMember } from "./membership";
import { POST_LIMITS, POST_MESSAGES, type MediaVariant, type PostFile } from "./post";
import { getPost } from "./post-store";
import { awaitsModerator, getDraft } from "./post-drafts";
import { requireModerator } from "./moderator-rule";

/**
 * A post's picture or video, from the member's browser to the post (decision 012):
 *
 * 1. createUploadForm: a members-only, signed POST form; the browser sends the file straight to the
 *    bucket (never through a Lambda body), under the member's own `uploads/` folder, to the one key
 *    the form was signed for (a form uploads one file).
 * 2. acceptUpload: the server looks at what arrived (size, real type by its first bytes), makes the
 *    media a post shows under `media/`, and deletes the upload. Anything else is deleted and refused
 *    with the spec's text.
 * 3. postMediaUrl: a short-lived link to a post's media, for members of its community only.
 *
 * The size limit and the texts are post.ts's (POST_LIMITS, POST_MESSAGES): one rule, one place.
 */
type Person = Pick<User, "id">;

/** A form is good for 15 minutes: enough for a 50 MB video on a slow connection, no longer. */
export const UPLOAD_FORM_SECONDS = 15 * 60;
/** Upload forms per member: each allows 50 MB into the bucket, so they are counted like posts, twice as many. */
const UPLOAD_FORMS_RULE: RateRule = { name: "upload-forms", limit: 40, windowSeconds: 5 * 60 };
/** Media objects never change under their key: browsers and the links may keep them. */
const MEDIA_CACHE_CONTROL = "private, max-age=31536000, immutable";

export interface UploadFormInput {
  /**
   * What the member is about to send. A POST policy can hold Content-Type to one prefix only, so the
   * form is for pictures or for videos: with JavaScript the page knows from the chosen file, without
   * it the page offers one form per kind.
   */
  kind?: MediaKind;
  /** The chosen file's type, when the page knows it (JavaScript); it must agree with `kind`. */
  contentType?: string;
  /**
   * A path of this app where the bucket sends the browser after a form post without JavaScript
   * (S3 adds ?bucket&key&etag). Only our own origin: the bucket must not redirect anywhere else.
   */
  redirectTo?: string;
}

export interface UploadFormAnswer {
  /** The form's action: the bucket. */
  url: string;
  /** Hidden fields in order; the file goes last, in a field named `file`. */
  fields: Record<string, string>;
  maxBytes: number;
  /** The key the file will have: send it back with the post (`upload`). */
  key: string;
  kind: MediaKind;
  expiresAt: string;
}

const CONTENT_TYPE = /^(image|video)\/[a-z0-9][a-z0-9.+-]{0,100}$/i;

/** A members-only upload form for one picture or video (spec §5 limits), good for 15 minutes. */
export async function createUploadForm(
  svc: Pick<Services, "table" | "files" | "config">,
  person: Person,
  communityId: string,
  input: UploadFormInput,
  now = new Date(),
): Promise<UploadFormAnswer> {
  await requireMember(svc.table, person, communityId);
  const declared = input.contentType ? CONTENT_TYPE.exec(input.contentType) : undefined;
  if (input.contentType && !declared) throw new ValidationError(POST_MESSAGES.badFile);
  const kind = input.kind ?? (declared?.[1]?.toLowerCase() as MediaKind | undefined);
  if ((kind !== "image" && kind !== "video") || (declared && declared[1]!.toLowerCase() !== kind))
    throw new ValidationError(POST_MESSAGES.badFile);
  const successActionRedirect = input.redirectTo ? ownUrl(svc.config.APP_URL, input.redirectTo) : undefined;
  await hitRateLimits(svc.table, [{ rule: UPLOAD_FORMS_RULE, key: person.id }], now.getTime());

  const key = `${newUploadFolder(person.id)}upload`;
  const expiresAt = new Date(now.getTime() + UPLOAD_FORM_SECONDS * 1000);
  const form = await svc.files.uploadForm({
    key,
    // Without JavaScript nobody knows the type yet; the form still says which kind it takes.
    contentType: declared ? input.contentType!.toLowerCase() : `${kind}/*`,
    contentTypePrefix: `${kind}/`,
    minBytes: 1,
    maxBytes: POST_LIMITS.maxFileBytes,
    expiresAt,
    successActionRedirect,
    now,
  });
  return { url: form.url, fields: form.fields, maxBytes: POST_LIMITS.maxFileBytes, key, kind, expiresAt: expiresAt.toISOString() };
}

/** An absolute URL on the app's own origin for a path; anything else (//host, a scheme) is refused. */
export function ownUrl(appUrl: string, path: string): string {
  const origin = new URL(appUrl).origin;
  const url = /^\/(?![/\\])/.test(path) ? new URL(path, origin) : undefined;
  if (!url || url.origin !== origin) throw new ValidationError("The upload's return address must be a page of this site.");
  return url.href;
}

export interface InspectedUpload {
  key: string;
  size: number;
  type: FileType;
}

/**
 * What arrived under an upload key: the caller's own, present, 1 byte to 50 MB, and a picture or
 * video by its first bytes. Anything else is deleted (nobody will ever want it) and refused with
 * the spec's text. Cheap (a HEAD and 64 bytes): pages may call it as soon as the bucket sends the
 * browser back, to show a refusal before the member writes the post.
 */
export async function inspectUpload(svc: Pick<Services, "files">, userId: string, key: string): Promise<InspectedUpload> {
  const owner = uploadOwner(key);
  if (!owner) throw new ValidationError(POST_MESSAGES.uploadNotFound);
  if (owner !== userId) throw new ForbiddenError(POST_MESSAGES.uploadNotYours);
  const info = await svc.files.head(key);
  if (!info) throw new NotFoundError(POST_MESSAGES.uploadNotFound);
  const refuse = async (): Promise<never> => {
    await svc.files.delete([key]);
    throw new ValidationError(POST_MESSAGES.badFile, { file: [POST_MESSAGES.badFile] });
  };
  if (info.size < 1 || info.size > POST_LIMITS.maxFileBytes) return refuse();
  const head = await svc.files.readStart(key, SNIFF_BYTES);
  const type = head && sniffMedia(head);
  if (!type) return refuse();
  return { key, size: info.size, type };
}

/** A post's file as acceptUpload made it, with the upload's size (publishPost stores it with the post). */
export type AcceptedFile = PostFile & { size: number };

/**
 * Turns the member's upload into the media a post shows, and deletes the upload:
 * - a picture is re-encoded (image-variants.ts: no EXIF/GPS, orientation applied, 2048 px full and
 *   a 720 px web variant);
 * - a video is copied as it is (no transcoding here) with the type its bytes showed.
 * Both go under a fresh unguessable `media/<random>/` folder.
 */
export async function acceptUpload(svc: Pick<Services, "files">, userId: string, key: string): Promise<AcceptedFile> {
  const upload = await inspectUpload(svc, userId, key);
  const folder = newMediaFolder();
  let file: AcceptedFile;
  if (upload.type.kind === "image") {
    const stored = await svc.files.get(key);
    if (!stored) throw new NotFoundError(POST_MESSAGES.uploadNotFound);
    let variants;
    try {
      variants = await makeImageVariants(stored.body);
    } catch (error) {
      if (!(error instanceof UnreadableImageError)) throw error;
      log.info("upload refused: not a readable picture", { key, reason: error.message });
      await svc.files.delete([key]);
      throw new ValidationError(POST_MESSAGES.badFile, { file: [POST_MESSAGES.badFile] });
    }
    const { full, web } = variants;
    const fullKey = `${folder}full.${full.ext}`;
    const webKey = web ? `${folder}web.${web.ext}` : undefined;
    await Promise.all([
      svc.files.put(fullKey, full.bytes, full.contentType, { cacheControl: MEDIA_CACHE_CONTROL }),
      web && webKey ? svc.files.put(webKey, web.bytes, web.contentType, { cacheControl: MEDIA_CACHE_CONTROL }) : undefined,
    ]);
    file = {
      key: fullKey,
      type: "image",
      contentType: full.contentType,
      width: full.width,
      height: full.height,
      ...(web && webKey ? { web: { key: webKey, width: web.width, height: web.height, contentType: web.contentType } } : {}),
      size: upload.size,
    };
  } else {
    const videoKey = `${folder}video.${upload.type.ext}`;
    await svc.files.copy(key, videoKey, upload.type.contentType, { cacheControl: MEDIA_CACHE_CONTROL });
    file = { key: videoKey, type: "video", contentType: upload.type.contentType, size: upload.size };
  }
  // The upload has served; if it cannot be deleted now, it expires with the abandoned ones.
  await svc.files.delete([key]).catch((error: unknown) => log.warn("upload not deleted after acceptance", { key, ...errorFields(error) }));
  return file;
}

/**
 * Links are signed for a fixed 5-minute window and live 15 minutes: every view in one window gets
 * the same URL (so the browser's cache serves a picture seen a minute ago), and a link handed out at
 * the end of a window still has 10 minutes to run.
 */
export const MEDIA_LINK = { windowSeconds: 5 * 60, lifetimeSeconds: 15 * 60 } as const;

export interface MediaLink {
  url: string;
  /** When the link stops working. */
  expiresAt: string;
  /** How long an answer that redirects to it may be kept (the rest of its signing window). */
  maxAgeSeconds: number;
}

/**
 * The file of a post this viewer may see: a published post's for members of its community; a post
 * held for review's (a check switched off, decision 022) for its community's moderators only, who
 * must see it to judge it. Nobody else learns that a held post exists.
 */
async function viewableFile(table: Services["table"], viewer: Person, postId: string): Promise<PostFile> {
  const post = await getPost(table, postId);
  let file: PostFile | undefined;
  if (post) {
    await requireMember(table, viewer, post.communityId);
    file = post.file;
  } else {
    const draft = postId.length <= 100 ? await getDraft(table, postId) : undefined;
    if (!draft || !awaitsModerator(draft)) throw new NotFoundError(POST_MESSAGES.notFound);
    // Anyone but its moderators is told what they would be told of a post that does not exist.
    await requireModerator(table, viewer, draft.communityId).catch((error: unknown) => {
      throw error instanceof ForbiddenError ? new NotFoundError(POST_MESSAGES.notFound) : error;
    });
    file = draft.file;
  }
  if (!file) throw new NotFoundError(POST_MESSAGES.noFile);
  return file;
}

/**
 * A short-lived link to a post's picture (`web` or `full`) or video (either name), for members of
 * its community only: anyone else gets 403 as for the post itself.
 */
export async function postMediaUrl(
  svc: Pick<Services, "table" | "files">,
  viewer: Person,
  postId: string,
  variant: MediaVariant,
  now = new Date(),
): Promise<MediaLink> {
  const file = await viewableFile(svc.table, viewer, postId);
  const key = variant === "web" && file.web ? file.web.key : file.key;
  const windowMs = MEDIA_LINK.windowSeconds * 1000;
  const signedAt = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const url = await svc.files.signedUrl(key, MEDIA_LINK.lifetimeSeconds, signedAt);
  return {
    url,
    expiresAt: new Date(signedAt.getTime() + MEDIA_LINK.lifetimeSeconds * 1000).toISOString(),
    maxAgeSeconds: Math.max(0, Math.floor((signedAt.getTime() + windowMs - now.getTime()) / 1000)),
  };
}
