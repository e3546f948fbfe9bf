import { createRequestHandler } from "@remix-run/node";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { findUserByEmail } from "@core/account/user-store";
import { CONTACT_LIST_KEY, CONTACT_RATE_RULE, type ContactMessageItem } from "@core/contact/contact-service";
import { CONTACT_THANK_YOU } from "@core/contact/schemas";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createHandlerTestServices } from "../support/api";
import { remixBuild } from "../support/remix-build";

/**
 * Issue 29's pages through Remix's own request handler over the real entry.server, root layout and
 * routes, against DynamoDB Local and the real outbox: the header's user menu, the home hero for a
 * member, /professionals and its enquiry, and a car park's hours, map link and directions.
 */
vi.mock("virtual:islands", () => ({ default: {} }));

const entryServer = await import("../../app/entry.server");
const root = await import("../../app/root");
const home = await import("../../app/routes/public/_index");
const professionals = await import("../../app/routes/public/professionals");
const detail = await import("../../app/routes/parking/detail.$name");
const session = await import("../../app/utils/session.server");

let svc: Services;
let handle: (request: Request, context?: unknown) => Promise<Response>;
let sessionCookie: string;
let ipSeq = 0;
const [open24x7, daytime] = ((): [Parking, Parking] => {
  const all = demoParkings();
  return [
    { ...all.find((p) => p.open24x7)!, id: "pk-j29-round-the-clock" },
    { ...all.find((p) => !p.open24x7)!, id: "pk-j29-daytime" },
  ];
})();

beforeAll(async () => {
  svc = await createHandlerTestServices("journeys-pages");
  await seedDemoAccounts(svc);
  await putParkings(svc.table, [open24x7, daytime]);
  const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
  sessionCookie = (await session.startSession({ userId: driver.id, kind: "user" }, "/")).headers.get("Set-Cookie")!.split(";")[0]!;
  const handler = createRequestHandler(
    remixBuild(entryServer, [
      { id: "root", path: "", module: root },
      { id: "routes/_index", parentId: "root", index: true, module: home },
      { id: "routes/professionals", parentId: "root", path: "professionals", module: professionals },
      { id: "routes/detail.$name", parentId: "root", path: "detail/:name", module: detail },
    ]),
    "production",
  );
  handle = (request, context) => handler(request, context as never);
});

async function page(path: string, cookie?: string): Promise<{ status: number; html: string }> {
  const response = await handle(new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} }));
  return { status: response.status, html: await response.text() };
}

/** The links of the header's user menu, in order, as [label, href]. */
function userMenuLinks(html: string): [string, string][] {
  const nav = /<nav aria-label="Your account"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
  return [...nav.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => [m[2]!, m[1]!.replace(/&amp;/g, "&")]);
}

describe("the header's user menu", () => {
  it("lists the member's own pages, then Logout, on every page", async () => {
    const { html } = await page("/professionals", sessionCookie);
    expect(userMenuLinks(html)).toEqual([
      ["My bookings", "/booking"],
      ["Passes", "/booking?status=Passes"],
      ["Vehicles", "/vehicles"],
      ["Communities", "/communities"],
      ["Saved", "/saved"],
      ["Favourites", "/favourites"],
      ["Profile", "/profile"],
      ["Settings", "/devices-locations"],
    ]);
    expect(html).toContain(">Logout</button>");
  });

  it("is not there for a visitor", async () => {
    const { html } = await page("/professionals");
    expect(userMenuLinks(html)).toEqual([]);
    expect(html).not.toContain(">Logout</button>");
  });
});

describe("the home hero", () => {
  it("offers a visitor a free account, and a member their bookings instead", async () => {
    const visitor = await page("/");
    expect(visitor.html).toContain(">Sign up free</a>");
    expect(visitor.html).not.toContain(">My bookings</a>");

    const member = await page("/", sessionCookie);
    expect(member.status).toBe(200);
    // No sign-up link (the page's texts, both hero variants, travel in its loader data: decision 058).
    expect(member.html).not.toContain(">Sign up free</a>");
    const main = member.html.slice(member.html.indexOf('<main id="main"'));
    expect(main).toMatch(/<a[^>]*href="\/booking"[^>]*>My bookings<\/a>/);
    expect(main).toMatch(/<a[^>]*href="\/favourites"[^>]*>Favourite car parks<\/a>/);
  });
});

describe("/professionals", () => {
  const valid = () => ({
    name: "Kiran Shetty",
    email: `kiran-${Date.now()}-${ipSeq}@example.com`,
    phone: "+91 98450 22222",
    carPark: "Lakeview Plaza Parking",
    city: "Pune",
    message: "120 car spaces and 300 for two-wheelers, open 6 am to midnight.",
  });

  async function send(form: Record<string, string>, ip = `198.51.100.${++ipSeq}`): Promise<Response> {
    return handle(
      new Request("http://localhost/professionals", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      }),
      { clientIp: ip },
    );
  }
  const stored = () => svc.table.queryAll<ContactMessageItem>({ index: "gsi1", pk: CONTACT_LIST_KEY });
  const mails = async () => (await svc.outbox!.list()).length;

  it("tells a visitor what listing gives, with the enquiry form", async () => {
    const { status, html } = await page("/professionals");
    expect(status).toBe(200);
    expect(html).toContain("<title>Professionals | SMART PARKING</title>");
    for (const heading of ["Bookings", "Passes", "The operator desk", "Payouts"]) expect(html).toContain(`>${heading}</h3>`);
    for (const label of ["Name", "Email", "Phone number", "Car park name", "City", "Message"]) expect(html).toContain(`>${label}</label>`);
  });

  it("sends an enquiry to the team the contact form's way: stored, mailed, then a thank-you", async () => {
    const input = valid();
    const response = await send(input);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/professionals?sent=1#list-your-car-park");

    const item = (await stored()).find((m) => m.email === input.email);
    expect(item).toMatchObject({ topic: "listing", name: input.name, phone: input.phone, subject: "Lakeview Plaza Parking, Pune" });
    expect(item?.message).toBe(`Car park: Lakeview Plaza Parking\nCity: Pune\n\n${input.message}`);
    const mail = (await svc.outbox!.list()).find((m) => m.text.includes(item!.id));
    expect(mail?.to).toBe(svc.config.SUPPORT_EMAIL);
    expect(mail?.subject).toBe("Listing enquiry: Lakeview Plaza Parking, Pune");
    expect(mail?.text).toContain(input.message);

    const thanks = await page("/professionals?sent=1");
    expect(thanks.html).toContain(CONTACT_THANK_YOU);
    expect(thanks.html).not.toContain(">Send enquiry<");
  });

  it("answers bad input with each field's message and stores and mails nothing", async () => {
    const before = { stored: (await stored()).length, mailed: await mails() };
    const empty = await send({ name: "", email: "", phone: "", carPark: " ", city: "", message: "" });
    expect(empty.status).toBe(400);
    const html = await empty.text();
    for (const message of [
      "Name is required",
      "Email is required",
      "Phone number is required",
      "Car park name is required",
      "City is required",
      "Message is required",
    ])
      expect(html).toContain(message);
    expect(html).toContain("Please correct the 6 fields marked below.");

    const bad = await send({ ...valid(), email: "kiran@", phone: "12-AB" });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain("Invalid email address");
    expect(badHtml).toContain("Please enter a valid phone number.");
    // What was typed stays in the form.
    expect(badHtml).toContain('value="Lakeview Plaza Parking"');

    expect((await stored()).length).toBe(before.stored);
    expect(await mails()).toBe(before.mailed);
  });

  it("counts against the contact form's limit for the same sender", async () => {
    const ip = "203.0.113.29";
    for (let i = 0; i < CONTACT_RATE_RULE.limit; i++) expect((await send(valid(), ip)).status).toBe(302);
    const over = await send(valid(), ip);
    expect(over.status).toBe(429);
    expect(await over.text()).toContain("Too many attempts. Please wait a few minutes and try again.");
  });
});

describe("a car park's page", () => {
  const href = (p: Parking) => `/detail/x?id=${p.id}`;

  it("says Open 24x7 for a car park open round the clock, and no vague hours for one that is not", async () => {
    expect((await page(href(open24x7))).html).toContain("Open 24x7");
    const other = (await page(href(daytime))).html;
    expect(other).toContain("Not open 24x7");
    expect(other).not.toContain("Open 24x7");
    expect(other).not.toContain("Opening hours vary");
  });

  it("links to directions to its point in a new tab, and to the point on a map", async () => {
    const { html } = await page(href(daytime));
    const directions = /<a href="([^"]+)" target="_blank" rel="noopener"[^>]*>Get directions/.exec(html);
    expect(directions?.[1]).toBe(`https://www.google.com/maps/dir/?api=1&amp;destination=${daytime.lat},${daytime.lng}`);
    expect(html).toContain(
      `href="https://www.openstreetmap.org/?mlat=${daytime.lat}&amp;mlon=${daytime.lng}#map=17/${daytime.lat}/${daytime.lng}"`,
    );
  });
});
