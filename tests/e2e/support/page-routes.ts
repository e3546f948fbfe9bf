import { expect, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import { HELP_ARTICLES, HELP_CATEGORIES, HELP_HOME } from "../../../app/help/articles";

/**
 * Every route of the app's route table (the Remix route manifest: app/routes and the help routes of
 * vite.config.ts), sorted into pages, which phone-width.spec.ts visits at phone widths, and
 * resource routes, which answer with something other than a page. tests/unit/page-routes.test.ts
 * reads the manifest from the resolved Remix config and fails when a route is in neither list (or
 * a listed one is gone), so a new route cannot skip the phone-width checks (issue 31, item 1).
 *
 * Routes are named by their URL pattern as the manifest builds it (parent paths joined, `:param`,
 * `*`), never by file name: files move between folders, URLs stay.
 */

/** Who the page is for: the spec visits it signed in as this demo account (docs/demo-data.md). */
export type Role = "signed-out" | "driver" | "moderator" | "admin" | "operator";

/** How the spec gets a real URL of the page from the demo data, signed in as the page's role. */
export type PageUrl =
  | string
  /** The first link (or GET form) on the page `linkOn` whose target matches `href`: a record whose id the demo data does not fix. */
  | { linkOn: string; href: RegExp }
  /** Steps that leave the browser in the state the page needs (a pending sign-in); returns the URL to load. */
  | ((page: Page, testInfo: TestInfo) => Promise<string>);

export interface PageRoute {
  pattern: string;
  role: Role;
  url: PageUrl;
  /** The page's status when not 200: the not-found page, an expired link's page. */
  status?: number;
  /** Visited as a seeded member of bookerFor's, whose booking on hold it shows (role "driver"). */
  asBooker?: true;
  /** Why the spec does not visit it, when no demo account can reach it without a long journey. */
  unreachable?: string;
}

export interface ResourceRoute {
  pattern: string;
  /** What it answers with instead of a page. */
  answers: string;
}

/** Demo ids that the seed fixes (docs/demo-data.md). */
const CAR_PARK = "pk-mumbai-03"; // Kurla Station West Parking, driver's favourite
const PASS_CAR_PARK = "pk-mumbai-02"; // Sahar Airport Long-Term Parking: pass plans, the operator's desk
const MEMBER = "5eedc0de-0000-4000-8000-000000000001"; // Priya Sharma
const MODERATOR_POST = "seed-post-parking-tips-01"; // the moderator's welcome post
const MEMBERS_POST = "seed-post-parking-tips-02";

/**
 * A privacy request's admin page: the first open one listed, or (the demo data has none) one sent
 * through the grievance form's POST first, so a run adds at most one per project.
 */
async function aGrievance(page: Page): Promise<string> {
  await page.goto("/admin/grievances");
  const listed = await page
    .locator('a[href^="/admin/grievances/GRV-"]')
    .first()
    .getAttribute("href", { timeout: 1_000 })
    .catch(() => null);
  if (listed) return listed;
  const origin = new URL(page.url()).origin;
  const sent = await page.request.post("/privacy/grievance", {
    form: { name: "Phone Width", email: "phone-width@example.com", topic: "access", message: "A summary of my data, please." },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  const reference = new URL(sent.headers()["location"] ?? "", origin).searchParams.get("reference");
  expect(reference, "the grievance form's redirect names the reference").toBeTruthy();
  return `/admin/grievances/${reference}`;
}

/**
 * An offer mail's admin page: the first listed, or (the demo data has none) one started through the
 * form's POST, for a city no member has, so it mails nobody.
 */
async function anOffer(page: Page): Promise<string> {
  await page.goto("/admin/offers");
  const listed = await page
    .locator('a[href^="/admin/offers/"]:not([href="/admin/offers/new"])')
    .first()
    .getAttribute("href", { timeout: 1_000 })
    .catch(() => null);
  if (listed) return listed;
  const origin = new URL(page.url()).origin;
  const sent = await page.request.post("/admin/offers/new", {
    form: { subject: "Phone width offer", text: "Checked at phone width.", couponCode: "WELCOME50", city: "Phone Width Town" },
    headers: { Origin: origin },
    maxRedirects: 0,
  });
  const location = sent.headers()["location"] ?? "";
  expect(location, "the offer form redirects to the offer's page").toMatch(/^\/admin\/offers\/\d{14}-[0-9a-f]{8}$/);
  return location;
}

/** A two-hour window starting at `hour` India time, `days` ahead, as the search and checkout take it. */
function window(days: number, hour: number): { in: string; out: string } {
  const india = new Date(Date.now() + 5.5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
  const at = (h: number) => `${india}T${String(h).padStart(2, "0")}:00`;
  return { in: at(hour), out: at(hour + 2) };
}

/**
 * A seeded member whom no other spec uses, one per project and parallel worker: the pay page and the
 * test gateway need a booking on hold of the member signed in, and a member may hold two at a time.
 */
export function bookerFor(project: string, parallelIndex: number): { email: string; password: string } {
  const members = project === "js-off" ? ["ananya.das", "meera.nair"] : ["kavya.reddy", "priya.sharma"];
  return { email: `${members[parallelIndex % 2]}@example.com`, password: "Driver#2026" };
}

/**
 * A booking held for `member` and its test-gateway order, made once per worker through the JSON API
 * as the app would (sign-in, a vehicle, hold, order). Three weeks ahead at a roomy car park, so no
 * other spec's count moves.
 */
let heldBooking: Promise<{ bookingId: string; orderId: string }> | undefined;
export function holdBooking(
  request: APIRequestContext,
  member: { email: string; password: string },
): Promise<{ bookingId: string; orderId: string }> {
  heldBooking ??= (async () => {
    const signin = await request.post("/api/users/signin", { multipart: member });
    expect(signin.status(), await signin.text()).toBe(200);
    const headers = { Authorization: `Bearer ${((await signin.json()) as { accessToken: string }).accessToken}` };
    const post = async (path: string, data: object, status: number) => {
      const response = await request.post(path, { headers, data });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
      return (await response.json()) as { data: { _id: string }; id: string };
    };
    const plate = `MH 02 PW ${Math.floor(1000 + Math.random() * 9000)}`;
    const vehicle = await post(
      "/api/vehicle/create-new-vehicle",
      { vehicle: { vehicle_name: "Phone-width car", vehicle_number: plate, vehicle_type: "Four Wheeler", isDefault: false } },
      201,
    );
    const when = window(21, 8 + Math.floor(Math.random() * 10));
    const inTime = new Date(`${when.in}:00+05:30`).toISOString();
    const outTime = new Date(`${when.out}:00+05:30`).toISOString();
    const hold = await post("/api/booking/hold", { parkingId: "pk-mumbai-04", vehicleId: vehicle.data._id, inTime, outTime }, 201);
    const order = await post("/api/razorpay", { bookingId: hold.data._id }, 200);
    return { bookingId: hold.data._id, orderId: order.id };
  })();
  return heldBooking;
}

/** The password step of /admin/signin, which leaves a pending sign-in for the code or enrol step. */
async function adminPasswordStep(page: Page, email: string, next: string): Promise<string> {
  await page.goto("/admin/signin");
  await page.getByLabel("Email address", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill("Admin#2026");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${next}$`));
  return next;
}

/** This worker's held booking, for the booker signed in on `page`. */
const held = (page: Page, info: TestInfo) => holdBooking(page.request, bookerFor(info.project.name, info.parallelIndex));

const search = () => `/search?${new URLSearchParams({ place: "Mumbai", ...window(1, 10) })}`;

export const PAGE_ROUTES: PageRoute[] = [
  // Signed out: the public site.
  { pattern: "/", role: "signed-out", url: "/" },
  { pattern: "/*", role: "signed-out", url: "/no/such/page", status: 404 },
  { pattern: "/about", role: "signed-out", url: "/about" },
  { pattern: "/help-you", role: "signed-out", url: HELP_HOME },
  ...HELP_CATEGORIES.map((category): PageRoute => ({ pattern: category.path, role: "signed-out", url: category.path })),
  ...HELP_ARTICLES.map((article): PageRoute => ({ pattern: article.path, role: "signed-out", url: article.path })),
  { pattern: "/how-works", role: "signed-out", url: "/how-works" },
  { pattern: "/contact", role: "signed-out", url: "/contact" },
  { pattern: "/professionals", role: "signed-out", url: "/professionals" },
  { pattern: "/terms", role: "signed-out", url: "/terms" },
  { pattern: "/privacy", role: "signed-out", url: "/privacy" },
  { pattern: "/privacy/grievance", role: "signed-out", url: "/privacy/grievance" },
  // What the service worker shows without a network (issue 34); online it is an ordinary page.
  { pattern: "/offline", role: "signed-out", url: "/offline" },
  { pattern: "/search", role: "signed-out", url: search() },
  { pattern: "/detail/:name", role: "signed-out", url: `/detail/kurla-station-west-parking?city=Mumbai&id=${CAR_PARK}` },
  { pattern: "/signin", role: "signed-out", url: "/signin" },
  {
    pattern: "/signin/code",
    role: "signed-out",
    url: "/signin/code",
    unreachable: "asked only after the member blocked a device (a mailed link); sign-in-limits.spec.ts walks that journey",
  },
  { pattern: "/signup", role: "signed-out", url: "/signup" },
  { pattern: "/forgot-password", role: "signed-out", url: "/forgot-password" },
  { pattern: "/reset-password/:token", role: "signed-out", url: "/reset-password/no-such-token" },
  { pattern: "/auth/verify/:token", role: "signed-out", url: "/auth/verify/no-such-token", status: 410 },
  { pattern: "/email-verified", role: "signed-out", url: "/email-verified" },
  { pattern: "/deletion-requested", role: "signed-out", url: "/deletion-requested" },
  { pattern: "/verify-login", role: "signed-out", url: "/verify-login?result=invalid" },
  { pattern: "/block-device", role: "signed-out", url: "/block-device?result=invalid" },
  // A forged token's page (the valid one is walked by mail-preferences.spec.ts from a mail in the outbox).
  { pattern: "/unsubscribe/:token", role: "signed-out", url: "/unsubscribe/offers.no-such-member.forged", status: 400 },
  { pattern: "/dev/outbox", role: "signed-out", url: "/dev/outbox" },
  { pattern: "/dev/outbox/:id", role: "signed-out", url: { linkOn: "/dev/outbox", href: /^\/dev\/outbox\/[^/.?]+$/ } },
  { pattern: "/admin/signin", role: "signed-out", url: "/admin/signin" },
  { pattern: "/admin/signin/code", role: "signed-out", url: (page) => adminPasswordStep(page, "admin@example.com", "/admin/signin/code") },
  {
    pattern: "/admin/signin/enrol",
    role: "signed-out",
    // The e2e admins with no authenticator yet (infra/local/seed/accounts.ts); the password step alone enrols nothing.
    url: (page, info) => adminPasswordStep(page, `admin-unenrolled-${info.project.name}@example.com`, "/admin/signin/enrol"),
  },

  // The demo driver: account pages, bookings, checkout and payment.
  { pattern: "/dashboard", role: "driver", url: "/dashboard" },
  { pattern: "/profile", role: "driver", url: "/profile" },
  { pattern: "/devices-locations", role: "driver", url: "/devices-locations" },
  { pattern: "/settings/mail", role: "driver", url: "/settings/mail" },
  { pattern: "/settings/offers", role: "driver", url: "/settings/offers" },
  { pattern: "/settings/data", role: "driver", url: "/settings/data" },
  { pattern: "/settings/delete", role: "driver", url: "/settings/delete" },
  { pattern: "/vehicles", role: "driver", url: "/vehicles" },
  { pattern: "/vehicles/new", role: "driver", url: "/vehicles/new" },
  { pattern: "/vehicles/:id/edit", role: "driver", url: { linkOn: "/vehicles", href: /^\/vehicles\/[^/]+\/edit$/ } },
  { pattern: "/vehicles/:id/delete", role: "driver", url: { linkOn: "/vehicles", href: /^\/vehicles\/[^/]+\/delete$/ } },
  { pattern: "/favourites", role: "driver", url: "/favourites" },
  { pattern: "/booking", role: "driver", url: "/booking" },
  { pattern: "/booking/:id/cancel", role: "driver", url: { linkOn: "/booking", href: /^\/booking\/[^/]+\/cancel$/ } },
  { pattern: "/booking/:id/change", role: "driver", url: { linkOn: "/booking", href: /^\/booking\/[^/]+\/change$/ } },
  { pattern: "/booking/:id/review", role: "driver", url: { linkOn: "/booking?status=Completed", href: /^\/booking\/[^/]+\/review$/ } },
  { pattern: "/pass/:parkingId", role: "driver", url: `/pass/${PASS_CAR_PARK}` },
  { pattern: "/pass/network/:networkId", role: "driver", url: "/pass/network/westline" },
  {
    pattern: "/checkout",
    role: "driver",
    url: `/checkout?${new URLSearchParams({ name: "kurla-station-west-parking", id: CAR_PARK, ...window(2, 10), type: "Four Wheeler" })}`,
  },
  {
    pattern: "/checkout/pay/:bookingId",
    role: "driver",
    asBooker: true,
    url: async (page, info) => `/checkout/pay/${(await held(page, info)).bookingId}`,
  },
  {
    pattern: "/test-gateway/checkout",
    role: "driver",
    asBooker: true,
    url: async (page, info) => `/test-gateway/checkout?order_id=${(await held(page, info)).orderId}`,
  },
  { pattern: "/payment-success", role: "driver", url: "/payment-success" },
  { pattern: "/payment/result", role: "driver", url: "/payment/result?outcome=failed" },
  { pattern: "/access-denied", role: "driver", url: "/access-denied?community=car-care" },
  { pattern: "/communities", role: "driver", url: "/communities" },
  { pattern: "/communities/:id/join", role: "driver", url: "/communities/car-care/join" },
  { pattern: "/my-communities", role: "driver", url: "/my-communities" },
  { pattern: "/community/:name", role: "driver", url: "/community/parking-tips" },
  { pattern: "/community/:name/upload", role: "driver", url: "/community/parking-tips/upload" },
  { pattern: "/following", role: "driver", url: "/following" },
  { pattern: "/saved", role: "driver", url: "/saved" },
  { pattern: "/post/:id", role: "driver", url: `/post/${MEMBERS_POST}` },
  { pattern: "/post/:id/report", role: "driver", url: `/post/${MEMBERS_POST}/report` },
  { pattern: "/user/:id", role: "driver", url: `/user/${MEMBER}` },

  // The demo moderator: their own post and the moderation pages.
  { pattern: "/my/post/:id", role: "moderator", url: `/my/post/${MODERATOR_POST}` },
  { pattern: "/post/:id/delete", role: "moderator", url: `/post/${MODERATOR_POST}/delete` },
  { pattern: "/community/:name/moderator", role: "moderator", url: "/community/parking-tips/moderator" },
  { pattern: "/community/:name/reported-post", role: "moderator", url: "/community/parking-tips/reported-post" },
  { pattern: "/community/:name/moderator/ban/:userId", role: "moderator", url: `/community/parking-tips/moderator/ban/${MEMBER}` },
  { pattern: "/community/:name/moderator/unban/:userId", role: "moderator", url: `/community/parking-tips/moderator/unban/${MEMBER}` },

  // The demo operator: the desk.
  { pattern: "/operator", role: "operator", url: "/operator" },
  { pattern: "/operator/:parkingId", role: "operator", url: `/operator/${PASS_CAR_PARK}` },

  // The demo admin.
  { pattern: "/admin", role: "admin", url: "/admin" },
  { pattern: "/admin/car-parks", role: "admin", url: "/admin/car-parks" },
  { pattern: "/admin/car-parks/new", role: "admin", url: "/admin/car-parks/new" },
  { pattern: "/admin/car-parks/:id", role: "admin", url: `/admin/car-parks/${PASS_CAR_PARK}` },
  { pattern: "/admin/car-parks/:id/images", role: "admin", url: `/admin/car-parks/${PASS_CAR_PARK}/images` },
  { pattern: "/admin/car-parks/:id/passes", role: "admin", url: `/admin/car-parks/${PASS_CAR_PARK}/passes` },
  { pattern: "/admin/communities", role: "admin", url: "/admin/communities" },
  { pattern: "/admin/communities/new", role: "admin", url: "/admin/communities/new" },
  { pattern: "/admin/communities/:id", role: "admin", url: "/admin/communities/parking-tips" },
  { pattern: "/admin/coupons", role: "admin", url: "/admin/coupons" },
  { pattern: "/admin/coupons/new", role: "admin", url: "/admin/coupons/new" },
  { pattern: "/admin/coupons/:code", role: "admin", url: "/admin/coupons/WELCOME50" },
  { pattern: "/admin/offers", role: "admin", url: "/admin/offers" },
  { pattern: "/admin/offers/new", role: "admin", url: "/admin/offers/new" },
  { pattern: "/admin/offers/:id", role: "admin", url: anOffer },
  { pattern: "/admin/users", role: "admin", url: "/admin/users" },
  { pattern: "/admin/users/:id", role: "admin", url: `/admin/users/${MEMBER}` },
  { pattern: "/admin/operators", role: "admin", url: "/admin/operators" },
  { pattern: "/admin/networks", role: "admin", url: "/admin/networks" },
  { pattern: "/admin/content-checks", role: "admin", url: "/admin/content-checks" },
  { pattern: "/admin/logs", role: "admin", url: "/admin/logs" },
  { pattern: "/admin/grievances", role: "admin", url: "/admin/grievances" },
  { pattern: "/admin/grievances/:reference", role: "admin", url: aGrievance },
  { pattern: "/admin/settings", role: "admin", url: "/admin/settings" },
];

export const RESOURCE_ROUTES: ResourceRoute[] = [
  { pattern: "/booking/:id/receipt.pdf", answers: "a PDF (the tax invoice)" },
  { pattern: "/booking/:id/voucher.pdf", answers: "a PDF (the parking voucher)" },
  { pattern: "/settings/data/download/:id", answers: "a redirect to the member's own data export in the bucket (a signed link)" },
  { pattern: "/media/posts/:id/:variant", answers: "a redirect to a post's picture or video in the bucket (a signed link)" },
  { pattern: "/dev/outbox/:id.eml", answers: "a raw e-mail (message/rfc822), for a developer's mail client" },
  { pattern: "/resources/cities", answers: "JSON: the place suggestions of the search box" },
  { pattern: "/resources/offline-vouchers", answers: "JSON: the signed-in driver's voucher views the service worker keeps (issue 34)" },
  { pattern: "/community/:name/posts", answers: "JSON: the next page of a community feed" },
  { pattern: "/community/:name/answer", answers: "JSON: the composer's answer to a posted form" },
  { pattern: "/community/:name/upload-form", answers: "JSON: a signed upload form for the composer" },
  { pattern: "/post/:id/actions", answers: "JSON: likes, saves and the other actions on a post" },
  { pattern: "/post/:id/comments", answers: "JSON: a post's comments" },
  { pattern: "/payment/callback", answers: "a redirect: the payment gateway's return, verified, then the result page" },
  { pattern: "/home", answers: "a redirect to /dashboard (the original product's URL)" },
  { pattern: "/language", answers: "a redirect: the language switch remembers the choice, then back to the same page" },
  { pattern: "/logout", answers: "a form target: signing out (POST), then the home page; GET redirects home" },
  { pattern: "/admin/logout", answers: "a form target: ends the admin session (POST); GET redirects to /admin" },
  { pattern: "/admin/recovery-codes", answers: "a redirect to /admin/settings, where the recovery codes moved (an old bookmark)" },
  { pattern: "/profile/photo", answers: "a redirect: the profile picture form posts here, then back to /profile" },
  { pattern: "/resend-verification", answers: "a form target: sends a new verification e-mail (POST), then back" },
  { pattern: "/favourites/:parkingId", answers: "a redirect: the favourite button posts here, then back (GET goes to /favourites)" },
];
