import type { Config } from "../../config";
import { encodeKeyPath } from "./sigv4";

/**
 * Where browsers reach the files bucket: the upload form's action, the presigned links' base, and
 * the origin the pages' Content-Security-Policy allows (img-src, media-src, connect-src,
 * form-action). One function, so the three cannot disagree.
 *
 * Locally s3rver answers path-style on its loopback port; on AWS the bucket's regional
 * virtual-hosted endpoint (https://<bucket>.s3.<region>.amazonaws.com), nothing wider: not
 * *.amazonaws.com, which would let a page post or load from anyone's bucket.
 */
export interface BucketAddress {
  /** The URL an upload form posts to. */
  formUrl: string;
  /** scheme://host[:port], for the CSP. */
  origin: string;
  /** The URL of one object (no query). */
  objectUrl(key: string): string;
}

export function bucketAddress(cfg: Pick<Config, "FILES_BUCKET" | "AWS_REGION" | "S3_ENDPOINT">): BucketAddress {
  const bucket = encodeURIComponent(cfg.FILES_BUCKET);
  if (cfg.S3_ENDPOINT) {
    const origin = new URL(cfg.S3_ENDPOINT).origin;
    return { formUrl: `${origin}/${bucket}`, origin, objectUrl: (key) => `${origin}/${bucket}/${encodeKeyPath(key)}` };
  }
  const origin = `https://${bucket}.s3.${cfg.AWS_REGION}.amazonaws.com`;
  return { formUrl: `${origin}/`, origin, objectUrl: (key) => `${origin}/${encodeKeyPath(key)}` };
}
