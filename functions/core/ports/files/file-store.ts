import { GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, type S3Client } from "@aws-sdk/client-s3";

/** The file store port: objects by key in the one private files bucket. */
export interface StoredFile {
  body: Uint8Array;
  contentType: string;
}

export interface FileStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | undefined>;
  ping(): Promise<void>;
}

/** S3 adapter; s3rver speaks the same protocol locally, so this one adapter serves both. */
export class S3FileStore implements FileStore {
  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
    await this.s3.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const out = await this.s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return undefined;
      return { body: await out.Body.transformToByteArray(), contentType: out.ContentType ?? "application/octet-stream" };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
      throw error;
    }
  }

  async ping(): Promise<void> {
    await this.s3.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }
}
