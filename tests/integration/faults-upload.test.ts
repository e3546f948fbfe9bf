import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { communityFeed } from "@core/community/posts";
import { publishPost } from "@core/community/publish-post";
import { toErrorResponse, TRY_AGAIN_MESSAGE } from "@core/errors";
import { newUploadFolder } from "@core/media/media-keys";
import type { Services } from "@core/services";
import { describeError } from "~/utils/form.server";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { FaultyFileStore, s3Faults } from "../support/faults/faulty-ports";
import { createTestServices } from "../support/local-services";

/**
 * A post whose picture meets an S3 failure (issue 16, decision 031): the file store is s3rver behind
 * a fault-injecting wrapper. The post is refused with the spec's "try again" (503, not a 500),
 * nothing half-made is left (no post, no orphan media), and the member's upload and text are still
 * there, so sending the same form again publishes the post with its text and picture.
 */
let svc: Services;
let member: { id: string };
const COMMUNITY = "parking-tips";

beforeAll(async () => {
  svc = await createTestServices("faults-upload");
  await seedDemoAccounts(svc);
  await seedDemoCommunities(svc);
  member = { id: (await findUserByEmail(svc.table, "driver@example.com"))!.id };
});

/** The browser's upload, done: a real JPEG at a key of the member's upload folder. */
async function uploaded(): Promise<string> {
  const key = `${newUploadFolder(member.id)}upload`;
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  await svc.files.put(key, jpeg, "image/jpeg");
  return key;
}

const postsWith = async (text: string) =>
  (await communityFeed(svc.table, member, COMMUNITY, { limit: 50 })).posts.filter((p) => p.authorId === member.id && p.content === text);
const mediaKeys = async () => (await svc.files.list("media/")).objects.map((o) => o.key);

describe("an S3 failure while a post's picture is stored", () => {
  for (const [name, operation, fault] of [
    ["503 SlowDown on storing the re-encoded picture", "put", s3Faults.slowDown()],
    ["a timeout reading the upload", "get", s3Faults.timeout(30)],
  ] as const) {
    const text = `Look at this photo of the new covered parking near the station (${operation})`;
    it(`${name}: refused with "try again", nothing half-made, and the same post goes through on a retry`, async () => {
      const upload = await uploaded();
      const mediaBefore = await mediaKeys();
      const files = new FaultyFileStore(svc.files).fail({ next: 1, match: operation, error: fault });
      const error = await publishPost({ ...svc, files }, member, COMMUNITY, { content: text, upload }).catch((e: unknown) => e);
      expect(files.schedule.failures(operation)).toBe(1);
      // The API's and the JSON islands' answer, and the pages' form kit: the spec's text, 503.
      expect(toErrorResponse(error)).toEqual({ status: 503, body: { message: TRY_AGAIN_MESSAGE } });
      expect(describeError(error)).toEqual({ formErrors: [TRY_AGAIN_MESSAGE], fieldErrors: {}, status: 503 });
      // Nothing published, no media left behind, and the upload is kept for the retry.
      expect(await postsWith(text)).toHaveLength(0);
      expect(await mediaKeys()).toEqual(mediaBefore);
      expect(await svc.files.head(upload)).toBeDefined();

      // The member sends the same form again (the page re-showed their text): it is published whole.
      const result = await publishPost({ ...svc, files }, member, COMMUNITY, { content: text, upload });
      expect(result.state).toBe("published");
      const posts = await postsWith(text);
      expect(posts).toHaveLength(1);
      expect(posts[0]!.file?.type).toBe("image");
    });
  }
});
