import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { findCommunityByName } from "@core/community/community-store";
import { readComposerDraft, saveComposerDraft, COMPOSER_DRAFT_SECONDS } from "@core/community/composer-drafts";
import { POST_MESSAGES } from "@core/community/post";
import { createUploadForm } from "@core/community/post-media";
import { communityFeed } from "@core/community/posts";
import { ForbiddenError } from "@core/errors";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { seedDemoCommunities } from "../../infra/local/seed/communities";
import { useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";
import { signedInRequest } from "../support/web";

// The community page is an island: its route imports the build's island list, which Vite makes.
vi.mock("virtual:islands", () => ({ default: {} }));

const communityPage = await import("../../app/routes/community/_app.community.$name");
const uploadPage = await import("../../app/routes/community/_app.community_.$name.upload");

/**
 * Issue 29 item 9, decision 041: without JavaScript, "Add a photo or video" is a submit of the
 * composer (`intent=add-media`) that keeps the text typed so far; the upload page shows it and posts
 * it with the file. Through the pages' own loaders and actions, against DynamoDB Local and s3rver.
 */
const PAGE = "/community/two-wheelers";
const params = { name: "two-wheelers" };
const TEXT = "Covered bays behind the metro station, ten rupees an hour for scooters.";

let svc: Services;
let asha: { id: string };
let driver: { id: string };

beforeAll(async () => {
  svc = await createTestServices("composer-drafts");
  useServicesForHandlers(svc);
  await seedDemoAccounts(svc);
  await seedDemoCommunities(svc);
  asha = (await findUserByEmail(svc.table, "asha@example.com"))!;
  driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
});

async function addMedia(userId: string, content: string): Promise<Response> {
  const request = await signedInRequest(svc, userId, PAGE, { form: { content, intent: "add-media" } });
  return (await communityPage.action({ request, params, context: {} })) as Response;
}

/** What a page's loader or action throws (a redirect) or returns, as a Response or data. */
async function settled<T>(run: () => Promise<T>): Promise<T | Response> {
  return run().catch((thrown: unknown) => {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  });
}

async function uploadPageData(userId: string, query = "") {
  const request = await signedInRequest(svc, userId, `${PAGE}/upload${query}`);
  return uploadPage.loader({ request, params, context: {} });
}

describe("Add a photo or video without JavaScript", () => {
  it("keeps the typed text and opens the upload page, which shows it on both steps", async () => {
    const answer = await addMedia(asha.id, TEXT);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe(`${PAGE}/upload`);

    const choose = await uploadPageData(asha.id);
    expect(choose).toMatchObject({ stage: "choose", text: TEXT });

    // Back on the community page (Back to Two Wheelers) the composer has it too.
    const feed = await communityPage.loader({ request: await signedInRequest(svc, asha.id, PAGE), params, context: {} });
    expect(feed.draftContent).toBe(TEXT);

    // Another member's pages never show it.
    expect(await readComposerDraft(svc.table, driver, "two-wheelers")).toBe("");
  });

  it("posts the kept text, edited, with the photo, and forgets it once published", async () => {
    await addMedia(asha.id, TEXT);
    const form = await createUploadForm(svc, asha, "two-wheelers", { kind: "image", redirectTo: `${PAGE}/upload` });
    const body = new FormData();
    for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
    const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    body.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "bays.jpg");
    const sent = await fetch(form.url, { method: "POST", body, redirect: "manual" });
    expect(sent.status).toBe(303);
    const back = new URL(sent.headers.get("location")!);

    const write = await uploadPageData(asha.id, back.search);
    expect(write).toMatchObject({ stage: "write", text: TEXT, upload: { key: form.key, kind: "image" } });

    const edited = `${TEXT} Open till midnight.`;
    const request = await signedInRequest(svc, asha.id, `${PAGE}/upload${back.search}`, { form: { content: edited, upload: form.key } });
    const posted = (await settled(() => uploadPage.action({ request, params, context: {} }))) as Response;
    expect(posted.status).toBe(302);
    expect(posted.headers.get("location")).toBe(`${PAGE}?posted=1`);
    const feed = await communityFeed(svc.table, asha, "two-wheelers", {});
    expect(feed.posts[0]).toMatchObject({ content: edited, file: { type: "image" } });

    expect(await readComposerDraft(svc.table, asha, "two-wheelers")).toBe("");
    expect(await uploadPageData(asha.id)).toMatchObject({ stage: "choose", text: "" });
  });

  it("refuses a text over 3000 characters with the post's message, keeps it in the composer, and stores nothing", async () => {
    await addMedia(asha.id, TEXT);
    const long = "a".repeat(3001);
    const answer = (await addMedia(asha.id, long)) as unknown as { init: { status: number }; data: Record<string, unknown> };
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({ postError: POST_MESSAGES.tooLong, refusedContent: long });
    // The earlier kept text is untouched.
    expect(await readComposerDraft(svc.table, asha, "two-wheelers")).toBe(TEXT);
  });

  it("with an empty composer opens the upload page with no text, and forgets an earlier one", async () => {
    await addMedia(asha.id, TEXT);
    const answer = await addMedia(asha.id, "   ");
    expect(answer.headers.get("location")).toBe(`${PAGE}/upload`);
    expect(await readComposerDraft(svc.table, asha, "two-wheelers")).toBe("");
  });

  it("keeps nothing for a non-member, and a kept text lapses after a day", async () => {
    const community = (await findCommunityByName(svc.table, "Two Wheelers"))!;
    const refused = await settled(() => addMedia(driver.id, TEXT));
    expect((refused as Response).headers.get("location")).toBe("/communities/two-wheelers/join");
    await expect(saveComposerDraft(svc.table, driver, community, TEXT)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await readComposerDraft(svc.table, driver, "two-wheelers")).toBe("");

    const then = new Date(Date.now() - COMPOSER_DRAFT_SECONDS * 1000 - 1000);
    await saveComposerDraft(svc.table, asha, community, TEXT, then);
    expect(await readComposerDraft(svc.table, asha, "two-wheelers")).toBe("");
  });
});
