import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { readActivity } from "@core/activity-log/activity-log";
import { ForbiddenError } from "@core/errors";
import { newUploadFolder } from "@core/media/media-keys";
import { createParking } from "@core/parking/parking-admin";
import { addParkingImage, PARKING_IMAGE_MESSAGES, parkingImageUploadForm, removeParkingImage } from "@core/parking/parking-image-admin";
import { readParkingImage } from "@core/parking/parking-images";
import { getParking } from "@core/parking/parking-store";
import type { Services } from "@core/services";
import { makeMember } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * A car park's pictures (issue 13): an admin's upload, checked by its bytes and re-encoded, joins the
 * gallery the detail page shows; a file that is not a picture is refused and deleted; nobody else's
 * upload and no non-admin gets in; removing takes it out and deletes its file.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("parking-images");
});

let n = 0;
async function setting() {
  const admin = await makeMember(svc, "Picture admin", "admin");
  const parking = await createParking(svc.table, admin, {
    name: `Picture Test Parking ${++n}`,
    code: `PIC-${Math.random().toString(36).slice(2, 6).toUpperCase()}`,
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
    landmark: `Picture Test Market ${n}`,
    landmarkKind: "market",
  });
  return { admin, parking };
}

async function upload(ownerId: string, bytes: Uint8Array | Buffer): Promise<string> {
  const key = `${newUploadFolder(ownerId)}upload`;
  await svc.files.put(key, bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), "image/jpeg");
  return key;
}

const photo = () =>
  sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

describe("car park pictures", () => {
  it("adds an admin's picture, re-encoded to at most 2048 px, logged; removing deletes its file", async () => {
    const { admin, parking } = await setting();
    const key = await upload(admin.id, await photo());
    const updated = await addParkingImage(svc, admin, parking.id, key);
    const name = updated.images.at(-1)!;
    expect((await getParking(svc.table, parking.id))!.images).toEqual([name]);
    const stored = await readParkingImage(svc.files, name);
    expect(stored).toBeDefined();
    expect((await sharp(Buffer.from(stored!.body)).metadata()).width).toBe(2048);
    expect(await svc.files.head(key)).toBeUndefined();
    const { entries } = await readActivity(svc.table, admin, { actorId: admin.id });
    expect(entries[0]).toMatchObject({ action: "parking-image-add", targetId: parking.id });

    await removeParkingImage(svc, admin, parking.id, name);
    expect((await getParking(svc.table, parking.id))!.images).toEqual([]);
    expect(await readParkingImage(svc.files, name)).toBeUndefined();
  });

  it("refuses a file that is not a picture (and deletes it), another admin's upload, and non-admins; nothing changes", async () => {
    const { admin, parking } = await setting();
    const other = await makeMember(svc, "Other admin", "admin");
    const member = await makeMember(svc, "Member");
    const script = await upload(admin.id, new TextEncoder().encode("<script>alert(1)</script>"));
    await expect(addParkingImage(svc, admin, parking.id, script)).rejects.toThrow(PARKING_IMAGE_MESSAGES.badFile);
    expect(await svc.files.head(script)).toBeUndefined();

    const othersUpload = await upload(other.id, await photo());
    await expect(addParkingImage(svc, admin, parking.id, othersUpload)).rejects.toBeInstanceOf(ForbiddenError);
    const own = await upload(member.id, await photo());
    await expect(addParkingImage(svc, member, parking.id, own)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
    await expect(parkingImageUploadForm(svc, member, parking.id, "/admin")).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
    await expect(removeParkingImage(svc, admin, parking.id, "pk-other.jpg")).rejects.toThrow(PARKING_IMAGE_MESSAGES.notThere);
    expect((await getParking(svc.table, parking.id))!.images).toEqual([]);
  });
});
