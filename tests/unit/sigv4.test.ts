import { S3Client } from "@aws-sdk/client-s3";
// The signer the SDK itself uses (a dependency of @aws-sdk/client-s3): an independent second opinion.
import { SignatureV4 } from "@smithy/signature-v4";
import { createHash, createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseConfig } from "@core/config";
import { bucketAddress } from "@core/ports/files/bucket-address";
import { S3FileStore } from "@core/ports/files/file-store";
import { amzDate, presignGetUrl, signingKey, uriEncode } from "@core/ports/files/sigv4";

/**
 * s3rver checks neither signatures nor POST policies (ARCHITECTURE §8), so these tests are the only
 * check the upload forms and media links get before they meet S3: AWS's published examples pin the
 * maths, the SDK's own signer agrees on our inputs, and every condition of the policy is read back.
 */
// Not a credential: AWS's documentation example key pair (SigV4 "Examples of the complete Version 4
// signing process" and the S3 presigned-URL example), used verbatim so the signatures AWS publishes
// for it can be reproduced exactly. It grants nothing anywhere.
const AWS_EXAMPLE = { accessKeyId: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY" };
const NOW = new Date("2026-11-24T10:07:30.000Z");

/** The Checksum the smithy signer wants, from node:crypto (HMAC when given a key). */
type SourceData = string | ArrayBuffer | ArrayBufferView;
const toBytes = (data: SourceData) =>
  typeof data === "string"
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash("sha256") : createHmac("sha256", toBytes(secret));
  }
  update(data: SourceData) {
    this.hash.update(toBytes(data));
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

const smithy = (credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string }, region: string) =>
  new SignatureV4({ credentials, region, service: "s3", sha256: Sha256, uriEscapePath: false, applyChecksum: false });

function store(options: { endpoint?: string; sessionToken?: string } = {}) {
  const config = parseConfig({
    APP_ENV: options.endpoint ? "test" : "production",
    SCHEDULER_ADAPTER: "eventbridge",
    TABLE_NAME: "t",
    FILES_BUCKET: "smartparking-files-abc123",
    AWS_REGION: "ap-south-1",
    S3_ENDPOINT: options.endpoint,
    RAZORPAY_KEY_ID: "rzp_x",
    EDGE_SECRET_ARN: "arn:edge",
    MAIL_ADAPTER: "ses",
  });
  const s3 = new S3Client({ region: "ap-south-1", credentials: { ...AWS_EXAMPLE, sessionToken: options.sessionToken } });
  return new S3FileStore(s3, config.FILES_BUCKET, config.AWS_REGION, bucketAddress(config));
}

describe("SigV4 maths", () => {
  it("derives AWS's published signing key (General Reference, 'Deriving the signing key')", () => {
    const key = signingKey("wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY", "20120215", "us-east-1", "iam");
    expect(key.toString("hex")).toBe("f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d");
  });

  it("presigns AWS's published example GET (S3 API, 'Authenticating Requests: Using Query Parameters')", () => {
    const url = presignGetUrl(
      { region: "us-east-1", credentials: AWS_EXAMPLE, now: new Date("2013-05-24T00:00:00Z") },
      "https://examplebucket.s3.amazonaws.com/test.txt",
      86400,
    );
    expect(url).toBe(
      "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256" +
        "&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z" +
        "&X-Amz-Expires=86400&X-Amz-SignedHeaders=host" +
        "&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });

  it("formats dates and encodes like SigV4 wants", () => {
    expect(amzDate(NOW)).toBe("20261124T100730Z");
    expect(uriEncode("a b/c!'()*~")).toBe("a%20b%2Fc%21%27%28%29%2A~");
  });
});

describe("media links (presigned GET)", () => {
  for (const [label, options, expectedBase] of [
    [
      "AWS: the bucket's regional virtual-hosted endpoint",
      {},
      "https://smartparking-files-abc123.s3.ap-south-1.amazonaws.com/media/ab/full.jpg",
    ],
    [
      "locally: s3rver, path-style, with its port",
      { endpoint: "http://127.0.0.1:4569" },
      "http://127.0.0.1:4569/smartparking-files-abc123/media/ab/full.jpg",
    ],
    [
      "a Lambda role's temporary credentials: the session token is signed in",
      { sessionToken: "FwoGZXIvYXdzEXAMPLE//token+with/slashes=" },
      "https://smartparking-files-abc123.s3.ap-south-1.amazonaws.com/media/ab/full.jpg",
    ],
  ] as const) {
    it(`agree with the SDK's signer: ${label}`, async () => {
      const url = new URL(await store(options).signedUrl("media/ab/full.jpg", 900, NOW));
      expect(`${url.origin}${url.pathname}`).toBe(expectedBase);
      expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
      expect(url.searchParams.get("X-Amz-Date")).toBe("20261124T100730Z");
      expect(url.searchParams.get("X-Amz-Credential")).toBe("AKIAIOSFODNN7EXAMPLE/20261124/ap-south-1/s3/aws4_request");
      expect(url.searchParams.get("X-Amz-Security-Token")).toBe(("sessionToken" in options && options.sessionToken) || null);

      const credentials = { ...AWS_EXAMPLE, ...("sessionToken" in options ? { sessionToken: options.sessionToken } : {}) };
      const presigned = await smithy(credentials, "ap-south-1").presign(
        {
          method: "GET",
          protocol: url.protocol,
          hostname: url.hostname,
          port: url.port ? Number(url.port) : undefined,
          path: url.pathname,
          query: {},
          // As @aws-sdk/s3-request-presigner asks it: an unsigned payload, only `host` signed.
          headers: { host: url.host, "x-amz-content-sha256": "UNSIGNED-PAYLOAD" },
        },
        {
          expiresIn: 900,
          signingDate: NOW,
          unhoistableHeaders: new Set(["x-amz-content-sha256"]),
          unsignableHeaders: new Set(["x-amz-content-sha256"]),
        },
      );
      expect(presigned.query?.["X-Amz-SignedHeaders"]).toBe("host");
      expect(url.searchParams.get("X-Amz-Signature")).toBe(presigned.query?.["X-Amz-Signature"]);
    });
  }
});

describe("the upload form's POST policy", () => {
  const request = {
    key: "uploads/user-1/0123456789abcdef0123456789abcdef/upload",
    contentType: "image/jpeg",
    contentTypePrefix: "image/",
    minBytes: 1,
    maxBytes: 52_428_800,
    expiresAt: new Date(NOW.getTime() + 15 * 60_000),
    successActionRedirect: "https://smartparking.example/community/parking-tips?uploaded=1",
    now: NOW,
  };
  const decode = (fields: Record<string, string>) =>
    JSON.parse(Buffer.from(fields.Policy!, "base64").toString("utf8")) as { expiration: string; conditions: unknown[] };

  it("posts to the bucket and holds every field to a condition: bucket, the exact key, type prefix, 1 B–50 MB, redirect, 15 minutes", async () => {
    const form = await store().uploadForm(request);
    expect(form.url).toBe("https://smartparking-files-abc123.s3.ap-south-1.amazonaws.com/");
    const policy = decode(form.fields);
    expect(policy.expiration).toBe("2026-11-24T10:22:30.000Z");
    expect(policy.conditions).toEqual([
      { bucket: "smartparking-files-abc123" },
      { key: "uploads/user-1/0123456789abcdef0123456789abcdef/upload" },
      ["starts-with", "$Content-Type", "image/"],
      ["content-length-range", 1, 52_428_800],
      { success_action_redirect: "https://smartparking.example/community/parking-tips?uploaded=1" },
      { "x-amz-algorithm": "AWS4-HMAC-SHA256" },
      { "x-amz-credential": "AKIAIOSFODNN7EXAMPLE/20261124/ap-south-1/s3/aws4_request" },
      { "x-amz-date": "20261124T100730Z" },
    ]);
    // Nothing is left open: no empty starts-with, no condition wider than asked, and one form writes one key.
    expect(JSON.stringify(policy.conditions)).not.toMatch(/"starts-with","\$[^"]+",""/);
    expect(JSON.stringify(policy.conditions)).not.toContain('"$key"');
    expect(Object.keys(form.fields)).toEqual([
      "key",
      "Content-Type",
      "success_action_redirect",
      "X-Amz-Algorithm",
      "X-Amz-Credential",
      "X-Amz-Date",
      "Policy",
      "X-Amz-Signature",
    ]);
    expect(form.fields).toMatchObject({
      key: request.key,
      "Content-Type": "image/jpeg",
      success_action_redirect: request.successActionRedirect,
    });
    // Every field a browser sends but the policy and the signature is named in a condition (S3 refuses the post otherwise).
    const named = new Set(
      policy.conditions.flatMap((c) => (Array.isArray(c) ? [String(c[1]).replace(/^\$/, "").toLowerCase()] : Object.keys(c as object))),
    );
    for (const field of Object.keys(form.fields).filter((f) => !["Policy", "X-Amz-Signature"].includes(f)))
      expect(named.has(field.toLowerCase()), field).toBe(true);
  });

  it("is signed with the day's key, as the SDK's signer signs a string", async () => {
    const form = await store().uploadForm(request);
    const expected = createHmac("sha256", signingKey(AWS_EXAMPLE.secretAccessKey, "20261124", "ap-south-1", "s3"))
      .update(form.fields.Policy!)
      .digest("hex");
    expect(form.fields["X-Amz-Signature"]).toBe(expected);
    expect(await smithy(AWS_EXAMPLE, "ap-south-1").sign(form.fields.Policy!, { signingDate: NOW })).toBe(expected);
    // A policy changed by the browser no longer matches its signature.
    const widened = Buffer.from(Buffer.from(form.fields.Policy!, "base64").toString().replace("52428800", "5242880000")).toString("base64");
    expect(await smithy(AWS_EXAMPLE, "ap-south-1").sign(widened, { signingDate: NOW })).not.toBe(expected);
  });

  it("carries a Lambda role's session token in the form and the policy; omits the redirect when none is asked", async () => {
    const { successActionRedirect: _none, ...withoutRedirect } = request;
    const form = await store({ sessionToken: "FwoGZXIvYXdzEXAMPLE" }).uploadForm({
      ...withoutRedirect,
      contentTypePrefix: "video/",
      contentType: "video/*",
    });
    const policy = decode(form.fields);
    expect(form.fields["X-Amz-Security-Token"]).toBe("FwoGZXIvYXdzEXAMPLE");
    expect(policy.conditions).toContainEqual({ "x-amz-security-token": "FwoGZXIvYXdzEXAMPLE" });
    expect(policy.conditions).toContainEqual(["starts-with", "$Content-Type", "video/"]);
    expect(form.fields.success_action_redirect).toBeUndefined();
    expect(JSON.stringify(policy.conditions)).not.toContain("success_action_redirect");
  });

  it("posts locally to s3rver's path-style bucket URL", async () => {
    expect((await store({ endpoint: "http://127.0.0.1:4569" }).uploadForm(request)).url).toBe(
      "http://127.0.0.1:4569/smartparking-files-abc123",
    );
  });
});
