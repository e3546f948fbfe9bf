import { beforeAll, describe, expect, it, vi } from "vitest";
import { SEARCH_MESSAGES } from "@core/parking/search-request";
import { WINDOW_MESSAGES } from "@core/availability/window";
import type { Services } from "@core/services";
import { seedDemoData } from "../../infra/local/seed/seed";
import { useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

// The island wrapper needs the Vite plugin's virtual module; the loader is what is tested here.
vi.mock("../../app/islands/Island", () => ({ Island: () => null }));
const { loader } = await import("../../app/routes/parking/search");

/** The /search loader reads its link with the search service (parseSearchRequest's reader), leniently. */
let svc: Services;
beforeAll(async () => {
  svc = await createTestServices("search-page");
  useServicesForHandlers(svc);
  await seedDemoData(svc);
});

type Page = Record<string, unknown> & { state: string; filters: { vehicle: string; sort: string; coveredOnly: boolean } };
async function load(params: Record<string, string>): Promise<{ status: number; page: Page }> {
  const r = (await loader({
    request: new Request(`http://x/search?${new URLSearchParams(params)}`),
    params: {},
    context: {},
  } as never)) as unknown;
  const wrapped = r as { type?: string; data?: Page; init?: { status?: number } };
  return wrapped.type === "DataWithResponseInit"
    ? { status: wrapped.init?.status ?? 200, page: wrapped.data! }
    : { status: 200, page: r as Page };
}
const day = () => new Date(Date.now() + 5.5 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
const tomorrow = { in: `${day()}T10:00`, out: `${day()}T15:00` };

describe("/search page", () => {
  it("starts empty, and finds car parks with links to their detail for the same window and kind", async () => {
    expect((await load({})).page.state).toBe("start");
    const { page } = await load({ place: "Mumbai", ...tomorrow, type: "two" });
    expect(page.state).toBe("results");
    const results = page.results as { detailHref: string; price?: { kind: string } }[];
    expect(results.length).toBeGreaterThan(0);
    const href = new URL(results[0]!.detailHref, "http://x");
    expect(href.pathname).toMatch(/^\/detail\/[a-z0-9-]+$/);
    expect(Object.fromEntries(href.searchParams)).toMatchObject({ in: tomorrow.in, out: tomorrow.out, type: "two" });
    expect(results.every((r) => r.price?.kind === "two")).toBe(true);
  });

  it("reads the vehicle names the API reads, and falls back to defaults for filters it cannot read", async () => {
    for (const [type, vehicle] of [
      ["car", "four"],
      ["Four Wheeler", "four"],
      ["bike", "two"],
      ["Two Wheeler", "two"],
      ["scooter", "all"],
    ] as const) {
      expect((await load({ place: "Mumbai", ...tomorrow, type })).page.filters.vehicle).toBe(vehicle);
    }
    const junk = await load({ place: "Mumbai", ...tomorrow, sort: "cheapest", covered: "maybe", page: "x" });
    expect(junk.status).toBe(200);
    expect(junk.page.filters).toEqual({ vehicle: "all", sort: "distance", coveredOnly: false });
  });

  it("keeps the page's messages: the window's next to its field, a place not found next to the place", async () => {
    const past = await load({ place: "Mumbai", in: "2020-01-01T10:00", out: "2020-01-01T12:00" });
    expect(past.status).toBe(400);
    expect(past.page.errors).toEqual({ place: undefined, in: WINDOW_MESSAGES.arrivalPast, out: undefined });
    const nowhere = await load({ place: "</script><script>x</script>", ...tomorrow });
    expect(nowhere.status).toBe(400);
    expect(nowhere.page.errors).toEqual({ place: SEARCH_MESSAGES.unknownPlace, in: undefined, out: undefined });
    expect((await load({ place: "Aurangabad", ...tomorrow })).page.state).toBe("choose");
  });

  it("uses coordinates only while the place text is the one they were picked for", async () => {
    const picked = await load({ place: "Kurla", lt: "19.07", ln: "72.88", pl: "Kurla", ...tomorrow });
    expect(picked.page.centre).toEqual({ lat: 19.07, lng: 72.88, label: "Kurla" });
    const edited = await load({ place: "Pune", lt: "19.07", ln: "72.88", pl: "Kurla", ...tomorrow });
    expect((edited.page.centre as { label: string }).label).toMatch(/^Pune/);
  });
});
