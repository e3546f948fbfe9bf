import type { Caller } from "@core/account/caller";
import sharp from "sharp";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { readActivity } from "@core/activity-log/activity-log";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { getCommunity } from "@core/community/community-store";
import { sweepPostDrafts } from "@core/community/draft-sweeper";
import { readModLog } from "@core/moderation/mod-log";
import { MODERATOR_MESSAGES } from "@core/community/moderator-rule";
import { createUploadForm, postMediaUrl } from "@core/community/post-media";
import { authorWaitingList, draftKeys, draftState, getDraft } from "@core/community/post-drafts";
import { getPost } from "@core/community/post-store";
import { publishPost } from "@core/community/publish-post";
import {
  approveHeldPost,
  moderationDrafts,
  postsHeldForReview,
  purgePendingPost,
  rejectHeldPost,
  REVIEW_MESSAGES,
} from "@core/moderation/post-review";
import {
  CHECK_SETTINGS_MESSAGES,
  checkSettingsKey,
  DEFAULT_CHECK_SETTINGS,
  defaultSettingsInput,
  forgetCheckSettings,
  readCheckSettings,
  saveCheckSettings,
} from "@core/content-check/check-settings";
import { CONTENT_MESSAGES } from "@core/content-check/content-messages";
import { ConflictError, ContentRefusedError, ForbiddenError, NotFoundError, ValidationError } from "@core/errors";
import type { MailMessage } from "@core/ports/mail/mailer";
import { CheckUnavailableError, type ImageModerator } from "@core/ports/content/image-moderator";
import type { Services } from "@core/services";
import { createHandlerTestServices } from "../support/api";
import { makeCommunity, makeMember, makeMembers } from "../support/community";

/**
 * The admin's content-check settings and the moderators' review of what a switched-off check let
 * through (issue 13, decision 022), on DynamoDB Local and s3rver: who may change the settings, bad
 * values, the log of old → new, posts held for review (never published by the check), approve,
 * reject (the author mailed), their race, and the purge of a draft stuck in its check.
 */
let svc: Services;
let original: Pick<Services, "imageModerator" | "mailer">;
const sent: MailMessage[] = [];

beforeAll(async () => {
  svc = await createHandlerTestServices("content-check-settings");
  original = { imageModerator: svc.imageModerator, mailer: svc.mailer };
});

afterEach(async () => {
  Object.assign(svc, original);
  // Every test starts from the defaults.
  await svc.table.delete(checkSettingsKey.pk, checkSettingsKey.sk);
  forgetCheckSettings(svc.table);
});

const ABUSE = "f u c k you idiot, nobody wants your parking tips here";
const CLEAN = "The covered level of the mall car park has free spaces after 9 pm.";

async function people() {
  const [author, mod, otherMod, member] = await makeMembers(svc, 4, "Review test");
  const admin = await makeMember(svc, "Settings admin", "admin");
  const roleModerator = await makeMember(svc, "Global moderator", "moderator");
  const community = await makeCommunity(svc, [author!, member!], [mod!]);
  await makeCommunity(svc, [], [otherMod!]);
  return { author: author!, mod: mod!, otherMod: otherMod!, member: member!, admin, roleModerator, community };
}

/** Switches the named checks off (the rest stay at their defaults), as an admin's form would. */
async function switchOff(admin: Caller, ...checks: ("text" | "category" | "image" | "video")[]) {
  const { version } = await readCheckSettings(svc.table, { fresh: true });
  const input: Record<string, unknown> = defaultSettingsInput(version);
  for (const check of checks) delete input[`${check}Check`];
  return saveCheckSettings(svc.table, admin, input);
}

/** A picture checker that must never be asked (its check is off), or one that cannot answer. */
const pictureChecker = (labels: ImageModerator["labels"]): ImageModerator => ({ name: "rekognition", labels });
const neverAsked = pictureChecker(async () => {
  throw new Error("the picture checker was asked although its check is off");
});

async function uploadPicture(who: Caller, communityId: string): Promise<string> {
  const bytes = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();
  const form = await createUploadForm(svc, who, communityId, { kind: "image", contentType: "image/jpeg" });
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields)) body.append(name, value);
  body.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), "photo.jpg");
  const response = await fetch(form.url, { method: "POST", body, redirect: "manual" });
  expect([204, 303]).toContain(response.status);
  return form.key;
}

const postCount = async (id: string) => (await getCommunity(svc.table, id, true))!.postCount;

describe("who may change the settings", () => {
  it("refuses members and moderators, and nothing changes", async () => {
    const p = await people();
    for (const person of [p.member, p.mod, p.roleModerator]) {
      await expect(saveCheckSettings(svc.table, person, { ...defaultSettingsInput(0), textCheck: "" })).rejects.toThrow(
        ADMIN_MESSAGES.notAdmin,
      );
      await expect(postsHeldForReview(svc.table, person)).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect(await svc.table.get(checkSettingsKey.pk, checkSettingsKey.sk, true)).toBeUndefined();
    expect((await readCheckSettings(svc.table, { fresh: true })).settings).toEqual(DEFAULT_CHECK_SETTINGS);
  });

  it("refuses bad values with the field's message and changes nothing", async () => {
    const { admin } = await people();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ explicit: "49" }, "explicit", CHECK_SETTINGS_MESSAGES.imageThreshold],
      [{ violence: "101" }, "violence", CHECK_SETTINGS_MESSAGES.imageThreshold],
      [{ hateSymbols: "abc" }, "hateSymbols", CHECK_SETTINGS_MESSAGES.imageThreshold],
      [{ rudeGestures: "70.5" }, "rudeGestures", CHECK_SETTINGS_MESSAGES.imageThreshold],
      [{ minScore: "0" }, "minScore", CHECK_SETTINGS_MESSAGES.minScore],
      [{ mismatchMargin: "1.5" }, "mismatchMargin", CHECK_SETTINGS_MESSAGES.mismatchMargin],
    ];
    for (const [change, field, message] of bad) {
      const refused = await saveCheckSettings(svc.table, admin, { ...defaultSettingsInput(0), ...change }).catch((e: unknown) => e);
      expect(refused, field).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).fieldErrors[field]).toEqual([message]);
    }
    // The defaults again: nothing to save.
    await expect(saveCheckSettings(svc.table, admin, defaultSettingsInput(0))).rejects.toThrow(CHECK_SETTINGS_MESSAGES.unchanged);
    expect(await svc.table.get(checkSettingsKey.pk, checkSettingsKey.sk, true)).toBeUndefined();
  });

  it("logs a change with each value's old → new, and refuses the second of two admins saving from the same version", async () => {
    const { admin } = await people();
    const second = await makeMember(svc, "Second admin", "admin");
    const saved = await saveCheckSettings(svc.table, admin, {
      ...defaultSettingsInput(0),
      imageCheck: "",
      explicit: "75",
      minScore: "0.08",
    });
    expect(saved.version).toBe(1);
    expect(saved.settings.checks.image).toBe(false);
    expect(saved.settings.imageThresholds.Explicit).toBe(75);
    const entry = (await readActivity(svc.table, { role: "admin", proof: "second-factor" }, { kind: "admin", actorId: admin.id }))
      .entries[0];
    expect(entry).toMatchObject({ action: "content-check-settings", actorId: admin.id, actorEmail: admin.email });
    expect(entry!.summary).toContain("Picture check: on → off");
    expect(entry!.summary).toContain("Explicit threshold: 60 → 75");
    expect(entry!.summary).toContain("Topic floor: 0.05 → 0.08");

    // The second admin's form was filled from version 0: refused, the first admin's values stay.
    await expect(saveCheckSettings(svc.table, second, { ...defaultSettingsInput(0), explicit: "90" })).rejects.toBeInstanceOf(
      ConflictError,
    );
    // Two saves at once from version 1: exactly one wins.
    const race = await Promise.allSettled([
      saveCheckSettings(svc.table, admin, { ...defaultSettingsInput(1), violence: "80" }),
      saveCheckSettings(svc.table, second, { ...defaultSettingsInput(1), violence: "90" }),
    ]);
    expect(race.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const now = await readCheckSettings(svc.table, { fresh: true });
    expect(now.version).toBe(2);
    expect([80, 90]).toContain(now.settings.imageThresholds.Violence);
    expect(
      (await readActivity(svc.table, { role: "admin", proof: "second-factor" }, { kind: "admin", actorId: second.id })).entries.length,
    ).toBeLessThanOrEqual(1);
  });
});

describe("a switched-off check sends posts to moderator review, never to the feed", () => {
  it("holds a post with a picture for review when the picture check is off; the picture checker is not asked", async () => {
    const p = await people();
    await switchOff(p.admin, "image");
    Object.assign(svc, { imageModerator: neverAsked });
    const before = await postCount(p.community.id);
    const upload = await uploadPicture(p.author, p.community.id);
    const result = await publishPost(svc, p.author, p.community.id, { content: CLEAN, upload });
    expect(result.state).toBe("held");
    if (result.state !== "held") return;
    expect(result.message).toBe(CONTENT_MESSAGES.review);
    expect(draftState(result.draft)).toBe("review");
    expect(result.draft.review).toEqual(["image"]);
    expect(await getPost(svc.table, result.draft.id, true)).toBeUndefined();
    expect(await postCount(p.community.id)).toBe(before);
    // The sweeper has nothing to do with it: it never publishes it.
    await sweepPostDrafts(svc, new Date(Date.now() + 2 * 3600_000));
    expect(await getPost(svc.table, result.draft.id, true)).toBeUndefined();
    expect((await authorWaitingList(svc.table, p.author.id, p.community.id)).map((e) => e.kind === "draft" && draftState(e.draft))).toEqual(
      ["review"],
    );
    const listed = await moderationDrafts(svc.table, p.mod, p.community.id);
    expect(listed.review.map((r) => [r.draft.id, r.unchecked])).toEqual([[result.draft.id, ["Picture check"]]]);
    expect(await postsHeldForReview(svc.table, p.admin)).toBeGreaterThanOrEqual(1);
    // Its moderators see the picture to judge it; a member and another community's moderator do not.
    expect((await postMediaUrl(svc, p.mod, result.draft.id, "web")).url).toContain(result.draft.file!.key.split("/")[1]);
    await expect(postMediaUrl(svc, p.member, result.draft.id, "web")).rejects.toBeInstanceOf(NotFoundError);
    await expect(postMediaUrl(svc, p.otherMod, result.draft.id, "web")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("holds an abusive text when the text check is off; approve publishes it (counted, logged)", async () => {
    const p = await people();
    await switchOff(p.admin, "text");
    const before = await postCount(p.community.id);
    const result = await publishPost(svc, p.author, p.community.id, { content: ABUSE });
    expect(result.state).toBe("held");
    if (result.state !== "held") return;
    expect(result.draft.review).toEqual(["text"]);
    expect(await getPost(svc.table, result.draft.id, true)).toBeUndefined();

    // With the text check on again, the same text is refused: the switch changed only which path it takes.
    await saveCheckSettings(svc.table, p.admin, defaultSettingsInput(1));
    await expect(publishPost(svc, p.author, p.community.id, { content: ABUSE })).rejects.toBeInstanceOf(ContentRefusedError);

    const post = await approveHeldPost(svc.table, p.mod, result.draft.id);
    expect((await getPost(svc.table, post.id, true))?.content).toBe(ABUSE.trim());
    expect(await postCount(p.community.id)).toBe(before + 1);
    expect(await getDraft(svc.table, result.draft.id)).toBeUndefined();
    expect(await svc.table.get(draftKeys.pointer(result.draft).pk, draftKeys.pointer(result.draft).sk, true)).toBeUndefined();
    expect((await readModLog(svc.table, p.community.id)).entries[0]).toMatchObject({
      action: "approve-post",
      actorId: p.mod.id,
      postId: post.id,
      targetUserId: p.author.id,
    });
    await expect(approveHeldPost(svc.table, p.mod, result.draft.id)).rejects.toThrow(REVIEW_MESSAGES.gone);
  });

  it("reject removes the held post and its picture, and mails the author the reason", async () => {
    const p = await people();
    await switchOff(p.admin, "image");
    Object.assign(svc, { imageModerator: neverAsked, mailer: { send: async (m: MailMessage) => void sent.push(m) } });
    const upload = await uploadPicture(p.author, p.community.id);
    const result = await publishPost(svc, p.author, p.community.id, { content: CLEAN, upload });
    if (result.state !== "held") throw new Error("not held");
    const file = result.draft.file!;
    expect(await svc.files.head(file.key)).toBeDefined();
    await expect(rejectHeldPost(svc, p.mod, result.draft.id, { reason: "" })).rejects.toBeInstanceOf(ValidationError);
    await rejectHeldPost(svc, p.mod, result.draft.id, { reason: "Pictures of number plates are not allowed." });
    expect(await getDraft(svc.table, result.draft.id)).toBeUndefined();
    expect(await getPost(svc.table, result.draft.id, true)).toBeUndefined();
    expect(await svc.files.head(file.key)).toBeUndefined();
    const mail = sent.find((m) => m.to === p.author.email);
    expect(mail?.subject).toBe(REVIEW_MESSAGES.rejectedSubject);
    expect(mail?.text).toContain("Pictures of number plates are not allowed.");
    expect((await readModLog(svc.table, p.community.id)).entries[0]).toMatchObject({ action: "reject-post", postId: result.draft.id });
  });

  it("of an approve and a reject at once, exactly one wins", async () => {
    const p = await people();
    const secondMod = await makeMember(svc, "Second moderator");
    await switchOff(p.admin, "text");
    const community = await makeCommunity(svc, [p.author], [p.mod, secondMod]);
    for (let round = 0; round < 3; round++) {
      const result = await publishPost(svc, p.author, community.id, { content: `${CLEAN} Round ${round}.` });
      if (result.state !== "held") throw new Error("not held");
      const before = await postCount(community.id);
      const outcomes = await Promise.allSettled([
        approveHeldPost(svc.table, p.mod, result.draft.id),
        rejectHeldPost(svc, secondMod, result.draft.id, { reason: "Off topic." }),
      ]);
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
      const lost = outcomes.find((o) => o.status === "rejected") as PromiseRejectedResult;
      expect(lost.reason).toBeInstanceOf(NotFoundError);
      const published = outcomes[0]!.status === "fulfilled";
      expect(Boolean(await getPost(svc.table, result.draft.id, true))).toBe(published);
      expect(await postCount(community.id)).toBe(before + (published ? 1 : 0));
      expect(await getDraft(svc.table, result.draft.id)).toBeUndefined();
      const log = (await readModLog(svc.table, community.id)).entries.filter((e) => e.postId === result.draft.id);
      expect(log.map((e) => e.action)).toEqual([published ? "approve-post" : "reject-post"]);
    }
  });
});

describe("only this community's moderators decide", () => {
  it("refuses approve, reject, purge and the list to a member, another community's moderator and an admin; nothing changes", async () => {
    const p = await people();
    await switchOff(p.admin, "text");
    const held = await publishPost(svc, p.author, p.community.id, { content: CLEAN });
    if (held.state !== "held") throw new Error("not held");
    Object.assign(svc, { imageModerator: pictureChecker(async () => Promise.reject(new CheckUnavailableError("rekognition"))) });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    await saveCheckSettings(svc.table, p.admin, defaultSettingsInput(1));
    const upload = await uploadPicture(p.author, p.community.id);
    const stuck = await publishPost(svc, p.author, p.community.id, { content: "Photo of the new boom barrier.", upload }, twoHoursAgo);
    if (stuck.state !== "held") throw new Error("not held");
    for (const person of [p.member, p.otherMod, p.admin]) {
      const refused = (promise: Promise<unknown>) => expect(promise).rejects.toThrow(MODERATOR_MESSAGES.notModerator);
      await refused(approveHeldPost(svc.table, person, held.draft.id));
      await refused(rejectHeldPost(svc, person, held.draft.id, { reason: "No." }));
      await refused(purgePendingPost(svc, person, stuck.draft.id));
      await refused(moderationDrafts(svc.table, person, p.community.id));
    }
    expect(await getDraft(svc.table, held.draft.id)).toBeDefined();
    expect(await getDraft(svc.table, stuck.draft.id)).toBeDefined();
    expect((await readModLog(svc.table, p.community.id)).entries).toEqual([]);
  });

  it("purges a draft stuck in its check for over an hour, with its picture; a fresh one is not purged", async () => {
    const p = await people();
    Object.assign(svc, { imageModerator: pictureChecker(async () => Promise.reject(new CheckUnavailableError("rekognition"))) });
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const stuck = await publishPost(
      svc,
      p.author,
      p.community.id,
      { content: "Photo of the boom barrier at gate 2.", upload: await uploadPicture(p.author, p.community.id) },
      twoHoursAgo,
    );
    const fresh = await publishPost(svc, p.author, p.community.id, {
      content: "Photo of the boom barrier at gate 3.",
      upload: await uploadPicture(p.author, p.community.id),
    });
    if (stuck.state !== "held" || fresh.state !== "held") throw new Error("not held");
    const listed = await moderationDrafts(svc.table, p.mod, p.community.id);
    expect(listed.stuck.map((s) => s.draft.id)).toEqual([stuck.draft.id]);
    expect(listed.review).toEqual([]);
    await expect(purgePendingPost(svc, p.mod, fresh.draft.id)).rejects.toThrow(REVIEW_MESSAGES.notStuck);
    await expect(approveHeldPost(svc.table, p.mod, stuck.draft.id)).rejects.toBeInstanceOf(NotFoundError);

    await purgePendingPost(svc, p.mod, stuck.draft.id);
    expect(await getDraft(svc.table, stuck.draft.id)).toBeUndefined();
    expect(await svc.files.head(stuck.draft.file!.key)).toBeUndefined();
    expect((await readModLog(svc.table, p.community.id)).entries[0]).toMatchObject({ action: "purge-post", postId: stuck.draft.id });
    expect((await moderationDrafts(svc.table, p.mod, p.community.id)).stuck).toEqual([]);
    await expect(purgePendingPost(svc, p.mod, stuck.draft.id)).rejects.toThrow(REVIEW_MESSAGES.gone);
    expect(await getDraft(svc.table, fresh.draft.id)).toBeDefined();
  });
});
