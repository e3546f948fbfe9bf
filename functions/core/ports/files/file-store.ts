import type { S3Client } from "@aws-sdk/client-s3";
import { onFirstUse, type ClientSource } from "../aws-clients";
import type { BucketAddress } from "./bucket-address";
import { presignGetUrl, signPostPolicy, type PolicyCondition, type SigningScope } from "./sigv4";

/** The file store port: objects by key in the one private files bucket. */
export interface StoredFile {
  body: Uint8Array;
  contentType: string;
}

export interface ObjectInfo {
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface PutOptions {
  /** Media keys never change meaning, so their objects may be cached for good. */
  cacheControl?: string;
}

/** What an upload form allows; the port turns it into a signed POST policy (decision 012). */
export interface UploadFormRequest {
  /**
   * The one key the form may write: the policy holds it exactly (never a prefix), so one signed
   * form uploads one object, not any number of them under a folder while it lasts.
   */
  key: string;
  /** The Content-Type the form sends, and the prefix the policy holds it to ("image/", "video/"). */
  contentType: string;
  contentTypePrefix: string;
  minBytes: number;
  maxBytes: number;
  expiresAt: Date;
  /** Where S3 sends the browser after a form post without JavaScript (with ?bucket&key&etag). */
  successActionRedirect?: string;
  now?: Date;
}

export interface UploadForm {
  url: string;
  /** Hidden fields, in order; the file goes last, in a field named `file`. */
  fields: Record<string, string>;
}

export interface FileStore {
  put(key: string, body: Uint8Array | string, contentType: string, options?: PutOptions): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  head(key: string): Promise<ObjectInfo | undefined>;
  /** The object's first `length` bytes (all of it when shorter): enough to tell its type. */
  readStart(key: string, length: number): Promise<Uint8Array | undefined>;
  copy(from: string, to: string, contentType: string, options?: PutOptions): Promise<void>;
  /** Deletes the objects; keys that are already gone are no error. */
  delete(keys: string[]): Promise<void>;
  /** One page of the objects under `prefix`, in key order; `startAfter` continues from a page's last key. */
  list(prefix: string, startAfter?: string): Promise<{ objects: ObjectInfo[]; more: boolean }>;
  uploadForm(request: UploadFormRequest): Promise<UploadForm>;
  /** A link to a private object that works for `expiresInSeconds` from `signedAt`. */
  signedUrl(key: string, expiresInSeconds: number, signedAt?: Date): Promise<string>;
  ping(): Promise<void>;
}

// By name: the SDK's exception classes live in the module loaded on first use (below).
const isMissing = (error: unknown) => ["NoSuchKey", "NotFound"].includes((error as { name?: string }).name ?? "");

/** The S3 module, loaded by the first call that needs it (cold starts, decision 034). */
const s3Sdk = () => import("@aws-sdk/client-s3");

/** S3 adapter; s3rver speaks the same protocol locally, so this one adapter serves both. */
export class S3FileStore implements FileStore {
  private readonly client: () => Promise<S3Client>;

  constructor(
    s3: ClientSource<S3Client>,
    private readonly bucket: string,
    private readonly region: string,
    private readonly address: BucketAddress,
  ) {
    this.client = onFirstUse(s3);
  }

  /** The client and the S3 module its commands come from. */
  private ready() {
    return Promise.all([this.client(), s3Sdk()]);
  }

  async put(key: string, body: Uint8Array | string, contentType: string, options: PutOptions = {}): Promise<void> {
    const [s3, { PutObjectCommand }] = await this.ready();
    await s3.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, CacheControl: options.cacheControl }),
    );
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const [s3, { GetObjectCommand }] = await this.ready();
      const out = await s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return undefined;
      return { body: await out.Body.transformToByteArray(), contentType: out.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async head(key: string): Promise<ObjectInfo | undefined> {
    try {
      const [s3, { HeadObjectCommand }] = await this.ready();
      const out = await s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: out.ContentLength ?? 0,
        contentType: out.ContentType ?? "application/octet-stream",
        lastModified: out.LastModified ?? new Date(0),
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async readStart(key: string, length: number): Promise<Uint8Array | undefined> {
    try {
      const [s3, { GetObjectCommand }] = await this.ready();
      const out = await s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${length - 1}` }));
      // A server that ignores Range sends everything: keep only what was asked for.
      return out.Body ? (await out.Body.transformToByteArray()).subarray(0, length) : undefined;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async copy(from: string, to: string, contentType: string, options: PutOptions = {}): Promise<void> {
    const [s3, { CopyObjectCommand }] = await this.ready();
    await s3.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        CopySource: `${this.bucket}/${from.split("/").map(encodeURIComponent).join("/")}`,
        // The type we sniffed and our caching, not what the uploader's form claimed.
        MetadataDirective: "REPLACE",
        ContentType: contentType,
        CacheControl: options.cacheControl,
      }),
    );
  }

  async delete(keys: string[]): Promise<void> {
    const [s3, { DeleteObjectsCommand }] = await this.ready();
    // DeleteObjects takes 1,000 keys at most.
    for (let i = 0; i < keys.length; i += 1000) {
      const batch = keys.slice(i, i + 1000);
      const out = await s3.send(
        new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = (out.Errors ?? []).filter((e) => e.Code !== "NoSuchKey");
      if (failed.length) throw new Error(`could not delete ${failed.length} object(s): ${failed[0]?.Code ?? "unknown"}`);
    }
  }

  async list(prefix: string, startAfter?: string): Promise<{ objects: ObjectInfo[]; more: boolean }> {
    // StartAfter (a key), not ContinuationToken: s3rver's tokens need OpenSSL's legacy DES (ARCHITECTURE §8).
    const [s3, { ListObjectsV2Command }] = await this.ready();
    const out = await s3.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, StartAfter: startAfter }));
    return {
      objects: (out.Contents ?? []).map((o) => ({
        key: o.Key ?? "",
        size: o.Size ?? 0,
        contentType: "",
        lastModified: o.LastModified ?? new Date(0),
      })),
      more: out.IsTruncated === true,
    };
  }

  async uploadForm(request: UploadFormRequest): Promise<UploadForm> {
    const conditions: PolicyCondition[] = [
      { bucket: this.bucket },
      { key: request.key },
      ["starts-with", "$Content-Type", request.contentTypePrefix],
      ["content-length-range", request.minBytes, request.maxBytes],
    ];
    const fields: Record<string, string> = { key: request.key, "Content-Type": request.contentType };
    if (request.successActionRedirect) {
      conditions.push({ success_action_redirect: request.successActionRedirect });
      fields.success_action_redirect = request.successActionRedirect;
    }
    const signed = signPostPolicy(await this.scope(request.now), { expiresAt: request.expiresAt, conditions, fields });
    return { url: this.address.formUrl, fields: signed.fields };
  }

  async signedUrl(key: string, expiresInSeconds: number, signedAt?: Date): Promise<string> {
    return presignGetUrl(await this.scope(signedAt), this.address.objectUrl(key), expiresInSeconds);
  }

  async ping(): Promise<void> {
    const [s3, { HeadBucketCommand }] = await this.ready();
    await s3.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** The credentials the client signs its own requests with (on Lambda, the role's, refreshed by the SDK). */
  private async scope(now = new Date()): Promise<SigningScope> {
    const { accessKeyId, secretAccessKey, sessionToken } = await (await this.client()).config.credentials();
    return { region: this.region, credentials: { accessKeyId, secretAccessKey, sessionToken }, now };
  }
}
