import { beforeAll, describe, expect, it } from "vitest";
import { priceStay } from "@core/pricing/pricing";
import type { Services } from "@core/services";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { seedDemoData } from "../../infra/local/seed/seed";
import { call, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("parking-api");
  useServicesForHandlers(svc);
  await seedDemoData(svc);
});

const window = () => {
  const inTime = new Date(Date.now() + 26 * 3600_000);
  inTime.setUTCMinutes(0, 0, 0);
  return { inTime: inTime.toISOString(), outTime: new Date(inTime.getTime() + 5 * 3600_000).toISOString() };
};

describe("parking API", () => {
  it("GET /api/parking/search by place name answers nearby car parks with price and free spaces", async () => {
    const w = window();
    const res = await call("GET", `/api/parking/search?place=Mumbai&type=four&inTime=${w.inTime}&outTime=${w.outTime}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    const first = res.body.data[0];
    expect(first.location.coordinates).toHaveLength(2);
    const stored = demoParkings().find((p) => p.id === first._id)!;
    expect(first.price.four).toEqual(priceStay(stored, "four", new Date(w.inTime), new Date(w.outTime)));
    expect(first.bookingData.countCar).toBe(stored.fourWheelerCapacity - first.free.four);
  });

  it("POST /api/parking/search takes JSON with coordinates", async () => {
    const w = window();
    const res = await call("POST", "/api/parking/search", { json: { latitude: 12.97194, longitude: 77.59369, ...w } });
    expect(res.status).toBe(200);
    expect(res.body.data.every((p: { city: string }) => p.city === "Bengaluru")).toBe(true);
  });

  it("answers a departure before arrival, a past arrival and an unknown place with 400 and a message", async () => {
    const w = window();
    const backwards = await call("GET", `/api/parking/search?place=Mumbai&inTime=${w.outTime}&outTime=${w.inTime}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe("Departure cannot be earlier than the arrival time.");
    const past = await call("GET", `/api/parking/search?place=Mumbai&inTime=2020-01-01T10:00:00Z&outTime=2020-01-01T12:00:00Z`);
    expect(past.body.message).toBe("Arrival cannot be earlier than the current time.");
    const nowhere = await call("POST", "/api/parking/search", { json: { place: "qqqzzzxx", ...w } });
    expect(nowhere.status).toBe(400);
    const detail = await call("GET", `/api/parking/get-parking/pk-mumbai-01?inT=${w.outTime}&ouT=${w.inTime}`);
    expect(detail.status).toBe(400);
  });

  it("GET /api/parking/get-parking/{id} returns the car park, and 404 for an unknown one", async () => {
    const w = window();
    const id = demoParkings()[0]!.id;
    const res = await call("GET", `/api/parking/get-parking/${id}?inT=${w.inTime}&ouT=${w.outTime}`);
    expect(res.status).toBe(200);
    expect(res.body.data._id).toBe(id);
    expect((await call("GET", `/api/parking/get-parking/nope?inT=${w.inTime}&ouT=${w.outTime}`)).status).toBe(404);
  });

  it("serves car park pictures and place suggestions", async () => {
    const name = demoParkings()[0]!.images[0]!;
    const img = await call("GET", `/api/parking/send-parking-image/${name}`);
    expect(img.status).toBe(200);
    expect(img.headers["content-type"]).toBe("image/svg+xml");
    expect((await call("GET", "/api/parking/send-parking-image/..%2Fsecrets.json")).status).toBe(404);
    const places = await call("GET", "/api/places?q=Bengal");
    expect(places.body.data[0].name).toBe("Bengaluru");
    expect((await call("GET", "/api/places?q=")).body.data).toEqual([]);
  });
});
