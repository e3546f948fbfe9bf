import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { readActivity } from "@core/activity-log/activity-log";
import { createCommunityAsAdmin, modLogForAdmin, updateCommunityAsAdmin } from "@core/community/community-admin";
import { bannerUploadForm, checkBannerUpload, setUploadedBanner } from "@core/community/community-banner-admin";
import { COMMUNITY_ADMIN_MESSAGES, COMMUNITY_BANNER_LIMITS } from "@core/community/community-admin-schema";
import { getCommunity } from "@core/community/community-store";
import { bannerUrl } from "@core/community/community-view";
import { ConflictError, ForbiddenError } from "@core/errors";
import { newUploadFolder } from "@core/media/media-keys";
import type { Services } from "@core/services";
import { call, createHandlerTestServices } from "../support/api";
import { makeCommunity, makeMember } from "../support/community";
import { signedInRequest } from "../support/web";
import { action as communityPageAction, loader as communityPageLoader } from "../../app/routes/admin/admin.communities.$id";

/**
 * A community's uploaded banner (issue 13, decision 020) on DynamoDB Local and s3rver: the admin's
 * upload, checked by its bytes and shape and re-encoded, becomes the banner the API serves under a
 * new address, with the version check and the logs; the old uploaded banner's file goes. A member
 * and the community's moderator can neither sign a form nor set a banner; a file that is not a
 * picture, too large, too narrow, or uploaded for another community is refused; nothing changes.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("community-banner");
});

let n = 0;
async function newCommunity(admin: Awaited<ReturnType<typeof makeMember>>) {
  const tag = Math.random().toString(36).slice(2, 7);
  return createCommunityAsAdmin(svc.table, admin, { name: `Banner Test ${++n} ${tag}`, description: "Banners.", rules: "", banner: "" });
}

/** What the bucket holds after the browser posted the community's signed form. */
async function uploadFor(ownerId: string, communityId: string, bytes: Uint8Array | Buffer): Promise<string> {
  const key = `${newUploadFolder(ownerId)}banner-for-${communityId}`;
  await svc.files.put(key, new Uint8Array(bytes), "image/jpeg");
  return key;
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "a phone's owner" } })
    .toBuffer();

describe("an uploaded community banner", () => {
  it("signs a form for this community only: its key, a picture type, 1 B to 5 MB, back to the page", async () => {
    const admin = await makeMember(svc, "Banner admin", "admin");
    const community = await newCommunity(admin);
    const form = await bannerUploadForm(svc, admin, community.id, `/admin/communities/${community.id}`);
    const policy = JSON.parse(Buffer.from(form.fields.Policy!, "base64").toString("utf8")) as { conditions: unknown[] };
    expect(form.fields.key).toMatch(new RegExp(`^uploads/${admin.id}/[0-9a-f]{32}/banner-for-${community.id}$`));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        { key: form.fields.key },
        ["starts-with", "$Content-Type", "image/"],
        ["content-length-range", 1, COMMUNITY_BANNER_LIMITS.maxBytes],
        { success_action_redirect: `${svc.config.APP_URL.replace(/\/$/, "")}/admin/communities/${community.id}` },
      ]),
    );
  });

  it("sets the admin's upload, re-encoded without its metadata, under a new address; logged; the replaced upload's file goes", async () => {
    const admin = await makeMember(svc, "Banner admin", "admin");
    const community = await newCommunity(admin);
    const first = await uploadFor(admin.id, community.id, await picture(2400, 800));
    expect(await checkBannerUpload(svc, admin, community.id, first)).toMatchObject({ size: expect.any(Number) });
    const once = await setUploadedBanner(svc, admin, community.id, { key: first, version: "1" });
    expect(once.banner).toMatch(new RegExp(`^community-banners/${community.id}-[0-9a-f]{12}\\.jpg$`));
    expect((await getCommunity(svc.table, community.id, true))?.banner).toBe(once.banner);
    expect(await svc.files.head(first)).toBeUndefined();

    // The public address names the file; the API serves the re-encoded picture (2048 px at most, no EXIF).
    const url = bannerUrl(once);
    expect(url).toBe(`/api/communities/${community.id}/banner?v=${once.banner.slice("community-banners/".length)}`);
    const served = await call("GET", url);
    expect(served.status).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(served.raw).metadata();
    expect([meta.width, meta.height, meta.exif]).toEqual([2048, 683, undefined]);

    const log = await modLogForAdmin(svc.table, admin, community.id);
    expect(log.entries[0]).toMatchObject({ action: "edit-community", actorId: admin.id, detail: `${community.name} (a new banner)` });
    const { entries } = await readActivity(svc.table, admin, { actorId: admin.id });
    expect(entries[0]).toMatchObject({ kind: "admin", action: "edit-community" });

    // A second banner: a new address, and the first one's file is deleted (no community shows it).
    const second = await uploadFor(admin.id, community.id, await picture(1200, 400));
    const twice = await setUploadedBanner(svc, admin, community.id, { key: second, version: "2" });
    expect(bannerUrl(twice)).not.toBe(url);
    expect(await svc.files.head(once.banner)).toBeUndefined();
    expect(await svc.files.head(twice.banner)).toBeDefined();
  });

  it("keeps a replaced uploaded banner another community chose", async () => {
    const admin = await makeMember(svc, "Banner admin", "admin");
    const [one, two] = [await newCommunity(admin), await newCommunity(admin)];
    const set = await setUploadedBanner(svc, admin, one.id, { key: await uploadFor(admin.id, one.id, await picture(900, 300)) });
    await updateCommunityAsAdmin(svc.table, admin, two.id, {
      name: two.name,
      description: two.description,
      banner: set.banner,
      version: 1,
    });
    await setUploadedBanner(svc, admin, one.id, { key: await uploadFor(admin.id, one.id, await picture(900, 300)) });
    expect(await svc.files.head(set.banner)).toBeDefined();
  });

  it("refuses a member and the community's moderator (signing and setting); nothing changes", async () => {
    const admin = await makeMember(svc, "Banner admin", "admin");
    const [member, moderator] = [await makeMember(svc), await makeMember(svc, "Mod", "moderator")];
    const community = await makeCommunity(svc, [member], [moderator]);
    for (const person of [member, moderator]) {
      const own = await uploadFor(person.id, community.id, await picture(1200, 400));
      await expect(bannerUploadForm(svc, person, community.id, `/admin/communities/${community.id}`)).rejects.toThrow(
        ADMIN_MESSAGES.notAdmin,
      );
      await expect(checkBannerUpload(svc, person, community.id, own)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(setUploadedBanner(svc, person, community.id, { key: own })).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      // Nor may an admin set another person's upload.
      await expect(setUploadedBanner(svc, admin, community.id, { key: own })).rejects.toBeInstanceOf(ForbiddenError);
    }
    const after = await getCommunity(svc.table, community.id, true);
    expect(after?.banner).toBe("");
    expect((await modLogForAdmin(svc.table, admin, community.id)).entries).toEqual([]);
  });

  it("refuses a non-picture, a file over 5 MB, a narrow or small picture, another community's upload and a stale page; nothing changes", async () => {
    const admin = await makeMember(svc, "Banner admin", "admin");
    const [community, other] = [await newCommunity(admin), await newCommunity(admin)];
    const refused = async (key: string, message: string) => {
      await expect(setUploadedBanner(svc, admin, community.id, { key, version: 1 })).rejects.toThrow(message);
    };

    const script = await uploadFor(admin.id, community.id, new TextEncoder().encode("<svg onload=alert(1)></svg>"));
    await expect(checkBannerUpload(svc, admin, community.id, script)).rejects.toThrow(COMMUNITY_ADMIN_MESSAGES.bannerFile);
    expect(await svc.files.head(script)).toBeUndefined();

    const big = await picture(1200, 400);
    const tooLarge = await uploadFor(admin.id, community.id, Buffer.concat([big, Buffer.alloc(COMMUNITY_BANNER_LIMITS.maxBytes)]));
    await refused(tooLarge, COMMUNITY_ADMIN_MESSAGES.bannerFile);
    expect(await svc.files.head(tooLarge)).toBeUndefined();

    for (const [w, h] of [
      [800, 800], // square: not a banner
      [500, 200], // too small
    ] as const) {
      const key = await uploadFor(admin.id, community.id, await picture(w, h));
      await refused(key, COMMUNITY_ADMIN_MESSAGES.bannerFile);
      expect(await svc.files.head(key)).toBeUndefined();
    }

    const forOther = await uploadFor(admin.id, other.id, await picture(1200, 400));
    await expect(checkBannerUpload(svc, admin, community.id, forOther)).rejects.toThrow(COMMUNITY_ADMIN_MESSAGES.bannerNotIssued);
    await refused(forOther, COMMUNITY_ADMIN_MESSAGES.bannerNotIssued);
    await refused("community-banners/parking-tips.svg", COMMUNITY_ADMIN_MESSAGES.bannerFile);

    const good = await uploadFor(admin.id, community.id, await picture(1200, 400));
    await expect(setUploadedBanner(svc, admin, community.id, { key: good, version: 0 })).rejects.toBeInstanceOf(ConflictError);
    expect(await svc.files.head(good)).toBeDefined();

    expect((await getCommunity(svc.table, community.id, true))?.banner).toBe("");
    expect((await modLogForAdmin(svc.table, admin, community.id)).entries.map((e) => e.action)).toEqual(["create-community"]);
  });

  it("the page: a member and a moderator (even with an admin cookie) are sent to the admin sign-in; an admin's bad key is a clear message", async () => {
    const admin = await makeMember(svc, "Banner admin", "admin");
    const [member, moderator] = [await makeMember(svc), await makeMember(svc, "Mod", "moderator")];
    const community = await makeCommunity(svc, [member], [moderator]);
    const path = `/admin/communities/${community.id}`;
    const args = (request: Request) => ({ request, params: { id: community.id }, context: {} });
    const toSignIn = (r: Response) => r.headers.get("Location") === "/admin/signin";
    for (const person of [member, moderator]) {
      const key = await uploadFor(person.id, community.id, await picture(1200, 400));
      for (const kind of ["user", "admin"] as const) {
        await expect(communityPageLoader(args(await signedInRequest(svc, person.id, `${path}?key=${key}`, { kind })))).rejects.toSatisfy(
          toSignIn,
        );
        const post = await signedInRequest(svc, person.id, path, { kind, form: { intent: "set-banner", key, version: "0" } });
        await expect(communityPageAction(args(post))).rejects.toSatisfy(toSignIn);
      }
    }
    const stranger = await uploadFor(admin.id, "another-community", await picture(1200, 400));
    const page = (await communityPageLoader(args(await signedInRequest(svc, admin.id, `${path}?key=${stranger}`, { kind: "admin" })))) as {
      uploaded: unknown;
      uploadProblem: string;
    };
    expect(page).toMatchObject({ uploaded: null, uploadProblem: COMMUNITY_ADMIN_MESSAGES.bannerNotIssued });
    const post = await signedInRequest(svc, admin.id, path, { kind: "admin", form: { intent: "set-banner", key: stranger, version: "0" } });
    const reply = (await communityPageAction(args(post))) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error[""]).toEqual([COMMUNITY_ADMIN_MESSAGES.bannerNotIssued]);
    expect((await getCommunity(svc.table, community.id, true))?.banner).toBe("");
  });
});
