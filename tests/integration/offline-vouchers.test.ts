import { createRequestHandler } from "@remix-run/node";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { cancelBooking } from "@core/booking/booking-service";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { decodeFrame } from "../../app/islands/qr-decode";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createHandlerTestServices } from "../support/api";
import { paidBooking } from "../support/paid-booking";
import { remixBuild } from "../support/remix-build";

/**
 * The server's side of the vouchers a phone keeps (issue 34, decision 057), through Remix's request
 * handler over the real entry.server and root: every page names who is signed in with an opaque
 * marker (X-SP-Member, "none" signed out), and /resources/offline-vouchers answers the signed-in
 * driver's own voucher views (Confirmed, not cancelled), private and never stored, or nobody.
 */
vi.mock("virtual:islands", () => ({ default: {} }));

const entryServer = await import("../../app/entry.server");
const root = await import("../../app/root");
const about = await import("../../app/routes/public/about");
const vouchersRoute = await import("../../app/routes/booking/resources.offline-vouchers");
const session = await import("../../app/utils/session.server");

const parking: Parking = { ...demoParkings()[0]!, id: "pk-offline", code: "OFF-001", name: "Offline Plaza", fourWheelerCapacity: 20 };

let handle: (request: Request) => Promise<Response>;
let driver: { id: string; email: string };
let cookies: { driver: string; asha: string };
const booked = {} as Record<"kept" | "cancelled", { id: string; code: string }>;

const cookieOf = async (userId: string) =>
  (await session.startSession({ userId, kind: "user" }, "/")).headers.get("Set-Cookie")!.split(";")[0]!;

beforeAll(async () => {
  const svc = await createHandlerTestServices("offline-vouchers");
  await seedDemoAccounts(svc);
  await putParkings(svc.table, [parking]);
  driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
  const asha = (await findUserByEmail(svc.table, "asha@example.com"))!;
  cookies = { driver: await cookieOf(driver.id), asha: await cookieOf(asha.id) };
  handle = createRequestHandler(
    remixBuild(entryServer, [
      { id: "root", path: "", module: root },
      { id: "routes/about", parentId: "root", path: "about", module: about },
      { id: "routes/resources.offline-vouchers", parentId: "root", path: "resources/offline-vouchers", module: vouchersRoute },
    ]),
    "production",
  );
  booked.kept = await paidBooking(svc, driver.id, parking.id, { number: "MH 01 OF 0001" });
  booked.cancelled = await paidBooking(svc, driver.id, parking.id, { number: "MH 01 OF 0002" }, 3 * 24 * 3600_000);
  await cancelBooking(svc.table, driver.id, booked.cancelled.id);
}, 120_000);

const get = (path: string, cookie?: string) => handle(new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));

interface Answer {
  member: string | null;
  vouchers: { id: string; code: string; version: string; parkingName: string; qr: string; endsAt: string }[];
}

describe("the member marker on pages", () => {
  it("says none to a signed-out visitor, and an opaque, stable marker per member that names nobody", async () => {
    expect((await get("/about")).headers.get("X-SP-Member")).toBe("none");
    const first = (await get("/about", cookies.driver)).headers.get("X-SP-Member")!;
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect((await get("/about", cookies.driver)).headers.get("X-SP-Member")).toBe(first);
    expect(first).not.toContain(driver.id.slice(0, 8));
    expect((await get("/about", cookies.asha)).headers.get("X-SP-Member")).not.toBe(first);
  });
});

describe("/resources/offline-vouchers", () => {
  it("answers nobody and nothing when signed out, never to be stored", async () => {
    const response = await get("/resources/offline-vouchers");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response.json()).toEqual({ member: null, vouchers: [] });
  });

  it("answers the driver's own Confirmed booking, with the page's marker and a QR the desk reads; not the cancelled one", async () => {
    const response = await get("/resources/offline-vouchers", cookies.driver);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const answer = (await response.json()) as Answer;
    expect(answer.member).toBe((await get("/about", cookies.driver)).headers.get("X-SP-Member"));
    expect(answer.vouchers.map((v) => v.code)).toEqual([booked.kept.code]);
    const [voucher] = answer.vouchers;
    expect(voucher!.parkingName).toBe("Offline Plaza");
    const png = Buffer.from(voucher!.qr.replace(/^data:image\/png;base64,/, ""), "base64");
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const text = await decodeFrame({
      data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
      width: info.width,
      height: info.height,
    });
    expect(text).toBe(`SMARTPARKING:${booked.kept.code}:${booked.kept.id}`);
    // The same view twice has the same version: the phone replaces a copy only when something changed.
    const again = (await (await get("/resources/offline-vouchers", cookies.driver)).json()) as Answer;
    expect(again.vouchers[0]!.version).toBe(voucher!.version);
  });

  it("answers another member only their own (none here)", async () => {
    const answer = (await (await get("/resources/offline-vouchers", cookies.asha)).json()) as Answer;
    expect(answer.member).not.toBeNull();
    expect(answer.vouchers).toEqual([]);
  });
});
