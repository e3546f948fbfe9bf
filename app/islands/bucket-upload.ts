import { UNEXPECTED_MESSAGE } from "@core/errors";
import { POST_MESSAGES } from "@core/community/post";

/**
 * Sends one file straight to the files bucket with a signed POST form (decision 012): the form's
 * fields in their order, then the file, last, in the field `file` (S3 ignores fields after it).
 * XMLHttpRequest rather than fetch, because only it reports upload progress (spec: a progress bar
 * while uploading). The bucket answers CORS for the site's origin only.
 */
export interface SignedForm {
  url: string;
  fields: Record<string, string>;
}

export type BucketUploadResult = { ok: true } | { ok: false; message: string };

/** What a member is told when the connection drops mid-upload (ours; the spec gives no text). */
export const UPLOAD_FAILED = "The upload did not finish. Please check your connection and try again.";

export function uploadToBucket(form: SignedForm, file: File, onProgress: (fraction: number) => void): Promise<BucketUploadResult> {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append("file", file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", form.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) return resolve({ ok: true });
      // S3 answers a policy refusal (too large, a type outside the form's kind) with 400/403 XML.
      resolve({ ok: false, message: request.status === 400 || request.status === 403 ? POST_MESSAGES.badFile : UNEXPECTED_MESSAGE });
    };
    request.onerror = () => resolve({ ok: false, message: UPLOAD_FAILED });
    request.onabort = () => resolve({ ok: false, message: UPLOAD_FAILED });
    request.send(body);
  });
}
