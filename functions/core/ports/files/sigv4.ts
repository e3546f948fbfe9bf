import { createHash, createHmac } from "node:crypto";

/**
 * AWS Signature Version 4 for the two things browsers do with the files bucket without us in the
 * middle: POST a file through an HTML form (a signed policy) and GET a private object (a presigned
 * URL). Written here rather than taken from @aws-sdk/s3-presigned-post / s3-request-presigner
 * (decision 012): those pin an exact @aws-sdk/client-s3 of their own, and in Lambda they would be
 * the runtime's copies, not the ones the tests ran. The maths is small and pinned by AWS's own
 * published examples in tests/unit/sigv4.test.ts; s3rver checks neither signatures nor policies,
 * so those tests are the only check this code gets before production.
 */
export interface SigningCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  /** Temporary credentials (a Lambda role's) come with one; it must be signed in. */
  sessionToken?: string;
}

export interface SigningScope {
  region: string;
  credentials: SigningCredentials;
  now: Date;
}

const ALGORITHM = "AWS4-HMAC-SHA256";

const hmac = (key: Buffer | string, data: string): Buffer => createHmac("sha256", key).update(data, "utf8").digest();
const sha256Hex = (data: string): string => createHash("sha256").update(data, "utf8").digest("hex");

/** 20261124T101500Z */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** The day-, region- and service-scoped key every signature of that day is made with. */
export function signingKey(secretAccessKey: string, day: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), "aws4_request");
}

function credentialScope(day: string, region: string): string {
  return `${day}/${region}/s3/aws4_request`;
}

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** An object key as a URL path: every segment encoded, the slashes kept (S3 does not encode twice). */
export function encodeKeyPath(key: string): string {
  return key.split("/").map(uriEncode).join("/");
}

export type PolicyCondition =
  Record<string, string> | [operator: "starts-with" | "eq", field: string, value: string] | ["content-length-range", number, number];

export interface PostPolicy {
  expiration: string;
  conditions: PolicyCondition[];
}

/**
 * Signs a browser-upload policy. `conditions` are the caller's (bucket, key, type, size, redirect);
 * the signature's own fields are added to both the policy and the form, as S3 requires every form
 * field but the file, the policy and the signature to be named in the policy.
 */
export function signPostPolicy(
  scope: SigningScope,
  input: { expiresAt: Date; conditions: PolicyCondition[]; fields: Record<string, string> },
): { policy: PostPolicy; fields: Record<string, string> } {
  const day = amzDate(scope.now).slice(0, 8);
  const signatureFields: Record<string, string> = {
    "X-Amz-Algorithm": ALGORITHM,
    "X-Amz-Credential": `${scope.credentials.accessKeyId}/${credentialScope(day, scope.region)}`,
    "X-Amz-Date": amzDate(scope.now),
    ...(scope.credentials.sessionToken ? { "X-Amz-Security-Token": scope.credentials.sessionToken } : {}),
  };
  const policy: PostPolicy = {
    expiration: input.expiresAt.toISOString(),
    conditions: [...input.conditions, ...Object.entries(signatureFields).map(([name, value]) => ({ [name.toLowerCase()]: value }))],
  };
  const encoded = Buffer.from(JSON.stringify(policy), "utf8").toString("base64");
  const signature = hmac(signingKey(scope.credentials.secretAccessKey, day, scope.region, "s3"), encoded).toString("hex");
  return { policy, fields: { ...input.fields, ...signatureFields, Policy: encoded, "X-Amz-Signature": signature } };
}

/**
 * A presigned GET URL for one object: query-string SigV4 with only `host` signed and an unsigned
 * payload, which is what S3 expects of a link a browser follows.
 *
 * @param objectUrl the object's URL without a query (path-style or virtual-hosted)
 */
export function presignGetUrl(scope: SigningScope, objectUrl: string, expiresInSeconds: number): string {
  const url = new URL(objectUrl);
  const day = amzDate(scope.now).slice(0, 8);
  const query: Record<string, string> = {
    "X-Amz-Algorithm": ALGORITHM,
    "X-Amz-Credential": `${scope.credentials.accessKeyId}/${credentialScope(day, scope.region)}`,
    "X-Amz-Date": amzDate(scope.now),
    "X-Amz-Expires": String(expiresInSeconds),
    ...(scope.credentials.sessionToken ? { "X-Amz-Security-Token": scope.credentials.sessionToken } : {}),
    "X-Amz-SignedHeaders": "host",
  };
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((name) => `${uriEncode(name)}=${uriEncode(query[name]!)}`)
    .join("&");
  const canonicalRequest = ["GET", url.pathname, canonicalQuery, `host:${url.host}`, "", "host", "UNSIGNED-PAYLOAD"].join("\n");
  const stringToSign = [ALGORITHM, amzDate(scope.now), credentialScope(day, scope.region), sha256Hex(canonicalRequest)].join("\n");
  const signature = hmac(signingKey(scope.credentials.secretAccessKey, day, scope.region, "s3"), stringToSign).toString("hex");
  return `${url.origin}${url.pathname}?${canonicalQuery}&X-Amz-Signature=${signature}`;
}
