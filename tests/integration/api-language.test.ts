import { beforeAll, describe, expect, it } from "vitest";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { bearer, call, tokenFor, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

/**
 * Issue 35 §5 (decision 059): the JSON API answers its `message`s in the language of
 * Accept-Language, English by default, with the same status, keys and codes.
 */
let svc: Services;
let driver: string;
const hindi = { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" };

beforeAll(async () => {
  svc = await createTestServices("api-language");
  useServicesForHandlers(svc);
  await seedDemoAccounts(svc);
  driver = await tokenFor("driver@example.com", "Driver#2026");
});

describe("the JSON API's messages by Accept-Language", () => {
  it("answers a success message in Hindi when the client prefers Hindi, and in English otherwise", async () => {
    const vehicle = { vehicle_name: "Scooter", vehicle_number: "MH 12 CD 9876", vehicle_type: "Two Wheeler", isDefault: false };
    const inHindi = await call("POST", "/api/vehicle/create-new-vehicle", { headers: { ...bearer(driver), ...hindi }, json: { vehicle } });
    expect(inHindi.status).toBe(201);
    expect(inHindi.body.message).toBe("वाहन जोड़ दिया गया।");
    // Only the message changes: the data keeps its keys and values (the plate stays Latin).
    expect(inHindi.body.data).toMatchObject({ vehicle_number: "MH 12 CD 9876", vehicle_type: "Two Wheeler" });

    const second = { ...vehicle, vehicle_number: "MH 12 CD 9877" };
    const inEnglish = await call("POST", "/api/vehicle/create-new-vehicle", { headers: bearer(driver), json: { vehicle: second } });
    expect(inEnglish.body.message).toBe("Vehicle added successfully.");
    const english = await call("POST", "/api/vehicle/create-new-vehicle", {
      headers: { ...bearer(driver), "accept-language": "en-IN,hi;q=0.9" },
      json: { vehicle: { ...vehicle, vehicle_number: "MH 12 CD 9878" } },
    });
    expect(english.body.message).toBe("Vehicle added successfully.");
  });

  it("answers refusals in Hindi with the same status", async () => {
    const signedOut = await call("GET", "/api/vehicle/view-vehicle-list?page=1&limit=10", { headers: hindi });
    const signedOutEnglish = await call("GET", "/api/vehicle/view-vehicle-list?page=1&limit=10");
    expect(signedOut.status).toBe(signedOutEnglish.status);
    expect(signedOut.status).toBe(401);
    expect(signedOut.body.message).not.toBe(signedOutEnglish.body.message);
    expect(signedOut.body.message).toMatch(/[\u0900-\u097F]/);

    const badJson = await call("POST", "/api/vehicle/create-new-vehicle", {
      headers: { ...bearer(driver), ...hindi, "content-type": "application/json" },
      body: "{not json",
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.message).toBe("अनुरोध का मुख्य भाग सही JSON नहीं है।");
  });
});
