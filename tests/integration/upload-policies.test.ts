import { beforeAll, describe, expect, it } from "vitest";
import { bannerUploadForm } from "@core/community/community-banner-admin";
import { createUploadForm } from "@core/community/post-media";
import { createParking } from "@core/parking/parking-admin";
import { parkingImageUploadForm } from "@core/parking/parking-image-admin";
import type { Services } from "@core/services";
import { makeCommunity, makeMember } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * Every signed upload form the product makes (issue 28, item 4e) holds its one key exactly: a
 * `starts-with` on the key would let one form upload any number of files under its folder while it
 * lasts. s3rver checks no policy, so the signed policy itself is decoded and read here; the form's
 * own `key` field (what the browser, with or without JavaScript, sends unchanged) is that key.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("upload-policies");
});

type Form = { fields: Record<string, string> };
const conditionsOf = (form: Form) =>
  (JSON.parse(Buffer.from(form.fields.Policy!, "base64").toString("utf8")) as { conditions: unknown[] }).conditions;

/** The policy's conditions on the key: the only one must be an exact match of the form's own key. */
function expectExactKey(form: Form) {
  const conditions = conditionsOf(form);
  const onKey = conditions.filter((c) =>
    Array.isArray(c) ? String(c[1]).toLowerCase() === "$key" : Object.keys(c as object).some((k) => k.toLowerCase() === "key"),
  );
  expect(form.fields.key).toMatch(/^uploads\/[A-Za-z0-9-]+\/[0-9a-f]{32}\/[^/]+$/);
  expect(onKey).toEqual([{ key: form.fields.key }]);
  expect(conditions.filter((c) => Array.isArray(c) && c[0] === "starts-with" && String(c[1]).toLowerCase() === "$key")).toEqual([]);
}

describe("the signed upload forms", () => {
  it("sign the exact key, never a prefix: a post's picture or video, with and without JavaScript", async () => {
    const member = await makeMember(svc, "Uploader");
    const community = await makeCommunity(svc, [member]);
    const withScript = await createUploadForm(svc, member, community.id, { contentType: "image/jpeg" });
    const withoutScript = await createUploadForm(svc, member, community.id, { kind: "video", redirectTo: "/community/x/upload" });
    for (const form of [withScript, withoutScript]) {
      expectExactKey(form);
      // The answer's key, which the page posts with the text, is the one the policy signed.
      expect(form.key).toBe(form.fields.key);
    }
    expect(withScript.key).not.toBe(withoutScript.key);
  });

  it("sign the exact key, never a prefix: a car park's picture and a community's banner", async () => {
    const admin = await makeMember(svc, "Policy admin", "admin");
    const parking = await createParking(svc.table, admin, {
      name: "Policy Test Parking",
      code: `POL-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
      address_line1: "1 Test Road",
      city: "Nashik",
      state: "Maharashtra",
      pincode: "422003",
      lat: "20.02",
      lng: "73.77",
      fourWheelerCapacity: "4",
      twoWheelerCapacity: "4",
      price_for: "1",
      priceF: "40",
      priceT: "10",
      landmark: `Policy Test Market ${Date.now()}`,
      landmarkKind: "market",
    });
    const community = await makeCommunity(svc, []);
    const parkingForm = await parkingImageUploadForm(svc, admin, parking.id, `/admin/car-parks/${parking.id}/images`);
    const bannerForm = await bannerUploadForm(svc, admin, community.id, `/admin/communities/${community.id}`);
    expectExactKey(parkingForm);
    expect(parkingForm.fields.key).toMatch(/\/upload$/);
    expectExactKey(bannerForm);
    expect(bannerForm.fields.key).toMatch(new RegExp(`/banner-for-${community.id}$`));
  });
});
