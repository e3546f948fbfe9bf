import { beforeAll, describe, expect, it } from "vitest";
import { createUser, findUserByEmail } from "@core/account/user-store";
import { ConflictError, ForbiddenError, NotFoundError } from "@core/errors";
import {
  addFavourite,
  FAVOURITE_LIMIT,
  FAVOURITE_MESSAGES,
  favouriteCount,
  favouriteIdsAmong,
  listFavourites,
  removeFavourite,
} from "@core/favourite/favourites";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { DEMO_FAVOURITE, seedDemoFavourites } from "../../infra/local/seed/favourites";
import { bearer, call, tokenFor, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";
import { signedInRequest } from "../support/web";

const { action } = await import("../../app/routes/parking/_app.favourites_.$parkingId");

/**
 * Favourite car parks (decision 025) against DynamoDB Local: core's rules (idempotent add and
 * remove, the cap under a race, unknown and deactivated car parks, only the owner) and the JSON API.
 */
let svc: Services;
let driverToken: string;
let ashaToken: string;
let driver: { id: string };
let asha: { id: string };

const base = demoParkings()[0]!;
const parkingOf = (id: string, extra: Partial<Parking> = {}): Parking => ({
  ...base,
  id,
  code: id.toUpperCase(),
  name: `Favourite ${id}`,
  ...extra,
});
const parks = Array.from({ length: FAVOURITE_LIMIT + 5 }, (_, i) => parkingOf(`pk-fav-${String(i).padStart(3, "0")}`));
const closed = parkingOf("pk-fav-closed", { inactive: true });

let userN = 0;
async function freshMember(): Promise<{ id: string }> {
  return createUser(svc.table, { name: "Fan", email: `fan-${++userN}-${Date.now()}@example.com`, passwordHash: "x", verified: true });
}

beforeAll(async () => {
  svc = await createTestServices("favourites");
  useServicesForHandlers(svc);
  const kurla = demoParkings().find((p) => p.id === DEMO_FAVOURITE.parkingId)!;
  await Promise.all([seedDemoAccounts(svc), putParkings(svc.table, [...parks, closed, kurla])]);
  [driverToken, ashaToken] = await Promise.all([
    tokenFor("driver@example.com", "Driver#2026"),
    tokenFor("asha@example.com", "Driver#2026"),
  ]);
  driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
  asha = (await findUserByEmail(svc.table, "asha@example.com"))!;
});

describe("the demo seed", () => {
  it("gives the demo driver one favourite, once: a removed one does not come back at the next start", async () => {
    expect(await seedDemoFavourites(svc)).toBe(true);
    expect(await seedDemoFavourites(svc)).toBe(false);
    const list = await listFavourites(svc.table, driver, driver.id);
    expect(list.favourites.map((f) => [f.parkingId, f.parking?.name])).toEqual([[DEMO_FAVOURITE.parkingId, "Kurla Station West Parking"]]);
    await removeFavourite(svc.table, driver, driver.id, DEMO_FAVOURITE.parkingId);
    expect(await seedDemoFavourites(svc)).toBe(false);
    expect(await favouriteCount(svc.table, driver, driver.id)).toBe(0);
  });
});

describe("favourites in core", () => {
  it("adds once however often it is asked, lists newest first, and removes once", async () => {
    const m = await freshMember();
    const t0 = new Date("2026-11-20T10:00:00Z");
    expect((await addFavourite(svc.table, m, m.id, parks[0]!.id, t0)).added).toBe(true);
    expect((await addFavourite(svc.table, m, m.id, parks[0]!.id, new Date(t0.getTime() + 1000))).added).toBe(false);
    await addFavourite(svc.table, m, m.id, parks[1]!.id, new Date(t0.getTime() + 2000));
    const list = await listFavourites(svc.table, m, m.id);
    expect(list.favourites.map((f) => f.parkingId)).toEqual([parks[1]!.id, parks[0]!.id]);
    expect(list.favourites[1]!.addedAt).toBe(t0.toISOString());
    expect(list.favourites[0]!.parking?.name).toBe(parks[1]!.name);
    expect(await favouriteCount(svc.table, m, m.id)).toBe(2);

    expect(await removeFavourite(svc.table, m, m.id, parks[0]!.id)).toBe(true);
    expect(await removeFavourite(svc.table, m, m.id, parks[0]!.id)).toBe(false);
    expect((await listFavourites(svc.table, m, m.id)).favourites.map((f) => f.parkingId)).toEqual([parks[1]!.id]);
    expect(await favouriteCount(svc.table, m, m.id)).toBe(1);
  });

  it("tells which car parks of a page are favourites with one batch read", async () => {
    const m = await freshMember();
    await addFavourite(svc.table, m, m.id, parks[3]!.id);
    await addFavourite(svc.table, m, m.id, parks[5]!.id);
    const page = parks.slice(0, 10).map((p) => p.id);
    expect([...(await favouriteIdsAmong(svc.table, m, m.id, page))].sort()).toEqual([parks[3]!.id, parks[5]!.id]);
    expect((await favouriteIdsAmong(svc.table, m, m.id, [])).size).toBe(0);
  });

  it("refuses an unknown or deactivated car park with a clear message, and stores nothing", async () => {
    const m = await freshMember();
    await expect(addFavourite(svc.table, m, m.id, "pk-nowhere")).rejects.toThrow(new NotFoundError(FAVOURITE_MESSAGES.notFound));
    await expect(addFavourite(svc.table, m, m.id, "x".repeat(200))).rejects.toThrow(FAVOURITE_MESSAGES.notFound);
    await expect(addFavourite(svc.table, m, m.id, closed.id)).rejects.toThrow(new NotFoundError(FAVOURITE_MESSAGES.inactive));
    expect((await listFavourites(svc.table, m, m.id)).favourites).toEqual([]);
    expect(await favouriteCount(svc.table, m, m.id)).toBe(0);
  });

  it("lets nobody read or change another member's list", async () => {
    const owner = await freshMember();
    const other = await freshMember();
    await addFavourite(svc.table, owner, owner.id, parks[2]!.id);
    const forbidden = new ForbiddenError(FAVOURITE_MESSAGES.notYours);
    await expect(listFavourites(svc.table, other, owner.id)).rejects.toThrow(forbidden);
    await expect(favouriteIdsAmong(svc.table, other, owner.id, [parks[2]!.id])).rejects.toThrow(forbidden);
    await expect(removeFavourite(svc.table, other, owner.id, parks[2]!.id)).rejects.toThrow(forbidden);
    await expect(addFavourite(svc.table, other, owner.id, parks[4]!.id)).rejects.toThrow(forbidden);
    const after = await listFavourites(svc.table, owner, owner.id);
    expect(after.favourites.map((f) => f.parkingId)).toEqual([parks[2]!.id]);
  });

  it(`keeps at most ${FAVOURITE_LIMIT}, even when the last adds race`, async () => {
    const m = await freshMember();
    for (const p of parks.slice(0, FAVOURITE_LIMIT - 3)) await addFavourite(svc.table, m, m.id, p.id);
    // 8 different car parks at once for the last 3 places: exactly 3 get in.
    const racing = await Promise.allSettled(parks.slice(FAVOURITE_LIMIT - 3).map((p) => addFavourite(svc.table, m, m.id, p.id)));
    expect(racing.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refusals = racing.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => r.reason as Error);
    expect(refusals).toHaveLength(5);
    for (const refusal of refusals) expect(refusal).toEqual(new ConflictError(FAVOURITE_MESSAGES.full));
    expect(await favouriteCount(svc.table, m, m.id)).toBe(FAVOURITE_LIMIT);
    const all = await listFavourites(svc.table, m, m.id, { limit: FAVOURITE_LIMIT });
    expect(all.favourites).toHaveLength(FAVOURITE_LIMIT);
    // A removal makes room again.
    await removeFavourite(svc.table, m, m.id, all.favourites[0]!.parkingId);
    expect((await addFavourite(svc.table, m, m.id, parks[FAVOURITE_LIMIT + 4]!.id)).added).toBe(true);
  });

  it("ends consistent when adds and removes of one car park race", async () => {
    const m = await freshMember();
    const id = parks[7]!.id;
    const ops = Array.from({ length: 24 }, (_, i) =>
      i % 2 === 0
        ? addFavourite(svc.table, m, m.id, id).then(() => undefined)
        : removeFavourite(svc.table, m, m.id, id).then(() => undefined),
    );
    await Promise.all(ops);
    const listed = (await listFavourites(svc.table, m, m.id)).favourites.length;
    expect(listed).toBeLessThanOrEqual(1);
    // The tally always says what the list holds: never 2, never -1, never a lost add.
    expect(await favouriteCount(svc.table, m, m.id)).toBe(listed);
    // And the next add and remove still work from there.
    await addFavourite(svc.table, m, m.id, id);
    expect(await favouriteCount(svc.table, m, m.id)).toBe(1);
    await removeFavourite(svc.table, m, m.id, id);
    expect(await favouriteCount(svc.table, m, m.id)).toBe(0);
  });
});

describe("favourites API", () => {
  const fav = (token: string | undefined, method: string, path: string) => call(method, path, { headers: token ? bearer(token) : {} });

  it("adds (201, then 200), lists with the car park, pages by cursor and removes", async () => {
    const put = await fav(driverToken, "PUT", `/api/favourites/${parks[10]!.id}`);
    expect(put.status).toBe(201);
    expect(put.body).toMatchObject({ message: "Added to favourites.", favourite: { parkingId: parks[10]!.id, active: true } });
    expect((await fav(driverToken, "PUT", `/api/favourites/${parks[10]!.id}`)).status).toBe(200);
    for (const p of parks.slice(11, 32)) expect((await fav(driverToken, "PUT", `/api/favourites/${p.id}`)).status).toBe(201);

    const first = await fav(driverToken, "GET", "/api/favourites");
    expect(first.status).toBe(200);
    expect(first.body.favourites).toHaveLength(20);
    expect(first.body.favourites[0]).toMatchObject({ parkingId: parks[31]!.id, parking: { _id: parks[31]!.id, name: parks[31]!.name } });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await fav(driverToken, "GET", `/api/favourites?cursor=${encodeURIComponent(first.body.nextCursor)}`);
    expect(second.body.favourites.map((f: { parkingId: string }) => f.parkingId)).toEqual([parks[11]!.id, parks[10]!.id]);

    const del = await fav(driverToken, "DELETE", `/api/favourites/${parks[10]!.id}`);
    expect(del).toMatchObject({ status: 200, body: { message: "Removed from favourites." } });
    expect((await fav(driverToken, "DELETE", `/api/favourites/${parks[10]!.id}`)).status).toBe(200);
    const total = [
      ...first.body.favourites,
      ...(await fav(driverToken, "GET", `/api/favourites?cursor=${encodeURIComponent(first.body.nextCursor)}`)).body.favourites,
    ];
    expect(total.map((f: { parkingId: string }) => f.parkingId)).not.toContain(parks[10]!.id);
  });

  it("answers 404 for unknown and deactivated car parks, and 400 for a bad cursor", async () => {
    expect(await fav(ashaToken, "PUT", "/api/favourites/pk-nowhere")).toMatchObject({
      status: 404,
      body: { message: "Car park not found." },
    });
    expect(await fav(ashaToken, "PUT", `/api/favourites/${closed.id}`)).toMatchObject({
      status: 404,
      body: { message: FAVOURITE_MESSAGES.inactive },
    });
    expect((await fav(ashaToken, "GET", "/api/favourites?cursor=not-a-cursor")).status).toBe(400);
    // Another member's cursor is not a page of mine.
    const driverPage = await fav(driverToken, "GET", "/api/favourites");
    expect((await fav(ashaToken, "GET", `/api/favourites?cursor=${encodeURIComponent(driverPage.body.nextCursor)}`)).status).toBe(400);
  });

  it("keeps each member to their own list: another token neither sees nor removes mine; no token is 401", async () => {
    const mine = parks[40]!.id;
    expect((await fav(driverToken, "PUT", `/api/favourites/${mine}`)).status).toBe(201);
    const ashaList = await fav(ashaToken, "GET", "/api/favourites");
    expect(ashaList.body.favourites.map((f: { parkingId: string }) => f.parkingId)).not.toContain(mine);
    // Asha's DELETE acts on Asha's list only: the driver's favourite stays.
    expect((await fav(ashaToken, "DELETE", `/api/favourites/${mine}`)).status).toBe(200);
    expect(await favouriteIdsAmong(svc.table, driver, driver.id, [mine])).toEqual(new Set([mine]));
    expect(await favouriteIdsAmong(svc.table, asha, asha.id, [mine])).toEqual(new Set());

    for (const [method, path] of [
      ["GET", "/api/favourites"],
      ["PUT", `/api/favourites/${parks[41]!.id}`],
      ["DELETE", `/api/favourites/${mine}`],
    ] as const) {
      expect((await fav(undefined, method, path)).status).toBe(401);
    }
    expect(await favouriteIdsAmong(svc.table, driver, driver.id, [mine, parks[41]!.id])).toEqual(new Set([mine]));
  });
});

describe("the hearts' form action (/favourites/{id})", () => {
  async function post(
    request: Request,
    parkingId: string,
  ): Promise<Response | { type?: string; data?: unknown; init?: { status?: number } }> {
    try {
      return (await action({ request, params: { parkingId }, context: {} } as never)) as never;
    } catch (thrown) {
      return thrown as Response;
    }
  }

  it("adds and removes, going back only to a same-site path", async () => {
    const m = await freshMember();
    const id = parks[50]!.id;
    const back = `/search?place=Mumbai#result-${id}`;
    const added = (await post(
      await signedInRequest(svc, m.id, `/favourites/${id}`, { form: { intent: "add", redirectTo: back } }),
      id,
    )) as Response;
    expect(added.status).toBe(302);
    expect(added.headers.get("Location")).toBe(back);
    expect(await favouriteIdsAmong(svc.table, m, m.id, [id])).toEqual(new Set([id]));

    for (const evil of ["https://evil.example/x", "//evil.example/x", "/\\evil.example"]) {
      const removed = (await post(
        await signedInRequest(svc, m.id, `/favourites/${id}`, { form: { intent: "remove", redirectTo: evil } }),
        id,
      )) as Response;
      expect(removed.headers.get("Location")).toBe("/favourites");
    }
    expect(await favouriteCount(svc.table, m, m.id)).toBe(0);
  });

  it("shows a refusal with its message and changes nothing; signed out it asks to sign in first", async () => {
    const m = await freshMember();
    const refused = (await post(
      await signedInRequest(svc, m.id, `/favourites/${closed.id}`, { form: { intent: "add", redirectTo: "/search" } }),
      closed.id,
    )) as {
      data: { result: { error: Record<string, string[]> }; back: string };
      init: { status: number };
    };
    expect(refused.init.status).toBe(404);
    expect(refused.data.result.error[""]).toEqual([FAVOURITE_MESSAGES.inactive]);
    expect(refused.data.back).toBe("/search");
    const odd = (await post(
      await signedInRequest(svc, m.id, `/favourites/${parks[1]!.id}`, { form: { intent: "steal" } }),
      parks[1]!.id,
    )) as {
      init: { status: number };
    };
    expect(odd.init.status).toBe(400);
    expect(await favouriteCount(svc.table, m, m.id)).toBe(0);

    const anonymous = new Request("http://localhost:3000/favourites/x", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "add", redirectTo: "/search?place=Pune" }),
    });
    const toSignIn = (await post(anonymous, parks[1]!.id)) as Response;
    expect(toSignIn.headers.get("Location")).toBe(`/signin?redirectTo=${encodeURIComponent("/search?place=Pune")}`);
  });
});
