import { describe, expect, it } from "vitest";
import { asCaller, type Caller } from "@core/account/caller";
import { createUser, getUser, updateUser } from "@core/account/user-store";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { createCoupon, endCoupon } from "@core/coupon/coupon-admin";
import { ConflictError, ForbiddenError, ValidationError } from "@core/errors";
import { readMailPreferences, updateMailPreferences } from "@core/mail-preferences/preferences";
import { recordSuppression } from "@core/mail-preferences/suppression";
import { OFFER_ADMIN_MESSAGES, createOffer, listOffers, offerForAdmin, pauseOffer, resumeOffer } from "@core/offers/offer-admin";
import { runOfferMail, type OfferPace } from "@core/offers/offer-sender";
import { offersReceived } from "@core/offers/offers-received";
import type { OutboxEntry } from "@core/ports/mail/outbox-mailer";
import type { Services } from "@core/services";
import { toIndiaInputValue } from "@core/time/india-time";
import { action as unsubscribeAction } from "../../app/routes/account/unsubscribe.$token";
import { loader as offersPage } from "../../app/routes/account/_app.settings.offers";
import { loader as adminOffersPage } from "../../app/routes/admin/admin.offers._index";
import { action as offerPageAction } from "../../app/routes/admin/admin.offers.$id";
import { createHandlerTestServices } from "../support/api";
import { makeMember } from "../support/community";
import { signedInRequest } from "../support/web";

/**
 * Offer mails (issue 32 §4, decision 056) on DynamoDB Local and the outbox: an admin's offer around
 * a coupon reaches only the verified members who opted in (of its city when it has one), at most
 * once each, at a steady rate, pausable, with its counts; a member sees it under Settings → Offers,
 * and an unsubscribe from its mail is counted on it. Each test has its own table: the opted-in list
 * is table-wide.
 */
const DAY = 86_400_000;
let n = 0;

async function freshTable(label: string) {
  const svc = await createHandlerTestServices(`offers-${label}`);
  const admin = await makeMember(svc, "Offer Admin", "admin");
  return { svc, admin };
}

async function member(svc: Services, opts: { city?: string; offers?: boolean; verified?: boolean; email?: string } = {}) {
  const user = await createUser(svc.table, {
    name: `Offer Member ${++n}`,
    email: opts.email ?? `offer-${n}-${Date.now()}@example.com`,
    passwordHash: "not-a-real-hash",
    verified: opts.verified ?? true,
  });
  if (opts.city) await updateUser(svc.table, user.id, { city: opts.city });
  if (opts.offers) await updateMailPreferences(svc.table, user.id, { offers: true });
  return (await getUser(svc.table, user.id))!;
}

async function coupon(svc: Services, admin: Caller, code: string, extra: Record<string, string> = {}) {
  const now = Date.now();
  return createCoupon(svc.table, admin, {
    code,
    description: "₹50 off",
    kind: "flat",
    value: "50",
    validFrom: toIndiaInputValue(new Date(now - DAY)),
    validTo: toIndiaInputValue(new Date(now + 30 * DAY)),
    scope: "all",
    perMemberLimit: "1",
    ...extra,
  });
}

const offerInput = (code: string, extra: Record<string, string> = {}) => ({
  subject: "₹50 off your parking this weekend",
  text: "Park near the stadium for less.\n\nBook before Sunday.",
  couponCode: code,
  ...extra,
});

/** A virtual clock: sleeping moves it on, so pacing is measured without waiting. */
function virtualPace(perSecond: number, budgetMs = 60_000): OfferPace & { now: () => number } {
  let t = 1_000_000;
  return { perSecond, budgetMs, clock: () => t, sleep: async (ms) => void (t += ms), now: () => t };
}

const mailsOf = async (svc: Services, subject: string): Promise<OutboxEntry[]> =>
  (await svc.outbox!.list()).filter((m) => m.subject === subject);

describe("an offer mail", () => {
  it("reaches only the verified members who opted in, once each, with the coupon and a one-click unsubscribe", async () => {
    const { svc, admin } = await freshTable("audience");
    const asha = await member(svc, { offers: true, city: "Pune" });
    const bala = await member(svc, { offers: true, city: "Mumbai" });
    const quiet = await member(svc); // never opted in: offers are off by default
    const changedMind = await member(svc, { offers: true });
    await updateMailPreferences(svc.table, changedMind.id, { offers: false });
    const unverified = await member(svc, { offers: true, verified: false });
    const bounced = await member(svc, { offers: true });
    await recordSuppression(svc.table, bounced.email, "bounce", new Date().toISOString());
    await coupon(svc, admin, "WEEKEND50");

    const offer = await createOffer(svc.table, admin, offerInput("weekend50"));
    expect(offer).toMatchObject({ status: "sending", couponCode: "WEEKEND50" });
    const run = await runOfferMail(svc, virtualPace(10));
    expect(run).toMatchObject({ offers: 1, finished: 1, sent: 2, suppressed: 1, optedOut: 0, failed: 0 });

    const mails = await mailsOf(svc, offer.subject);
    expect(mails.map((m) => m.to).sort()).toEqual([asha.email, bala.email].sort());
    for (const address of [quiet.email, changedMind.email, unverified.email, bounced.email])
      expect(mails.map((m) => m.to)).not.toContain(address);
    const toAsha = mails.find((m) => m.to === asha.email)!;
    expect(toAsha.text).toContain("Park near the stadium for less.");
    expect(toAsha.text).toContain("Use the code WEEKEND50 at checkout: ₹50 off");
    expect(toAsha.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(toAsha.headers?.["List-Unsubscribe"]).toContain(`?offer=${offer.id}`);

    const done = await offerForAdmin(svc.table, admin, offer.id);
    expect(done.status).toBe("sent");
    expect(done.counts).toEqual({ sent: 2, suppressed: 1, optedOut: 0, failed: 0, unsubscribed: 0 });
    // Another run sends nothing more.
    await runOfferMail(svc, virtualPace(10));
    expect(await mailsOf(svc, offer.subject)).toHaveLength(2);
  });

  it("with a city goes to that city's members only; a city coupon is refused for another city", async () => {
    const { svc, admin } = await freshTable("city");
    const pune = await member(svc, { offers: true, city: "Pune" });
    await member(svc, { offers: true, city: "Mumbai" });
    await coupon(svc, admin, "PUNE40", { scope: "city", city: "Pune" });
    await expect(createOffer(svc.table, admin, offerInput("PUNE40", { city: "Mumbai" }))).rejects.toThrow(
      OFFER_ADMIN_MESSAGES.cityOfCoupon("Pune"),
    );
    // Without a city, a city coupon's offer goes to its own city.
    const offer = await createOffer(svc.table, admin, offerInput("PUNE40"));
    expect(offer.city).toBe("Pune");
    await runOfferMail(svc, virtualPace(10));
    expect((await mailsOf(svc, offer.subject)).map((m) => m.to)).toEqual([pune.email]);
  });

  it("is sent at the steady rate asked for, and a run stops when its time is spent; the next goes on without sending twice", async () => {
    const { svc, admin } = await freshTable("pace");
    const members = await Promise.all(Array.from({ length: 5 }, () => member(svc, { offers: true })));
    await coupon(svc, admin, "PACE20");
    const offer = await createOffer(svc.table, admin, offerInput("PACE20"));
    const pace = virtualPace(2, 1_800);
    const sentAt: number[] = [];
    const timed = {
      ...svc,
      mailer: { send: async (m: Parameters<Services["mailer"]["send"]>[0]) => (sentAt.push(pace.now()), svc.mailer.send(m)) },
    };

    // Two a second with 1.8 s to spend: sends at 0, 0.5, 1.0 and 1.5 s, and no fifth.
    expect((await runOfferMail(timed, pace)).sent).toBe(4);
    expect(sentAt.slice(1).map((t, i) => t - sentAt[i]!)).toEqual([500, 500, 500]);
    expect((await offerForAdmin(svc.table, admin, offer.id)).status).toBe("sending");

    expect((await runOfferMail(svc, virtualPace(2))).sent).toBe(1);
    const mails = await mailsOf(svc, offer.subject);
    expect(mails.map((m) => m.to).sort()).toEqual(members.map((m) => m.email).sort());
    expect((await offerForAdmin(svc.table, admin, offer.id)).counts.sent).toBe(5);
  });

  it("sends each member one mail when two runs race", async () => {
    const { svc, admin } = await freshTable("race");
    const members = await Promise.all(Array.from({ length: 6 }, () => member(svc, { offers: true })));
    await coupon(svc, admin, "RACE10");
    const offer = await createOffer(svc.table, admin, offerInput("RACE10"));
    await Promise.all([runOfferMail(svc, virtualPace(50)), runOfferMail(svc, virtualPace(50)), runOfferMail(svc, virtualPace(50))]);
    await runOfferMail(svc, virtualPace(50)); // whatever a lease kept back
    const to = (await mailsOf(svc, offer.subject)).map((m) => m.to).sort();
    expect(to).toEqual(members.map((m) => m.email).sort());
    expect((await offerForAdmin(svc.table, admin, offer.id)).counts.sent).toBe(6);
  });

  it("can be paused and resumed: nothing goes out while paused, and nobody gets it twice", async () => {
    const { svc, admin } = await freshTable("pause");
    const members = await Promise.all(Array.from({ length: 3 }, () => member(svc, { offers: true })));
    await coupon(svc, admin, "PAUSE15");
    const offer = await createOffer(svc.table, admin, offerInput("PAUSE15"));
    await pauseOffer(svc.table, admin, offer.id);
    await expect(pauseOffer(svc.table, admin, offer.id)).rejects.toThrow(ConflictError);
    expect((await runOfferMail(svc, virtualPace(10))).sent).toBe(0);
    expect(await mailsOf(svc, offer.subject)).toHaveLength(0);

    // Paused while a run is sending its page: the run ends it there and the offer stays paused.
    await resumeOffer(svc.table, admin, offer.id);
    let first = true;
    const pausing = {
      ...svc,
      mailer: {
        send: async (m: Parameters<Services["mailer"]["send"]>[0]) => {
          if (first) await pauseOffer(svc.table, admin, offer.id);
          first = false;
          return svc.mailer.send(m);
        },
      },
    };
    await runOfferMail(pausing, virtualPace(10));
    expect((await offerForAdmin(svc.table, admin, offer.id)).status).toBe("paused");
    await resumeOffer(svc.table, admin, offer.id);
    await expect(resumeOffer(svc.table, admin, offer.id)).rejects.toThrow(OFFER_ADMIN_MESSAGES.notPaused);
    await runOfferMail(svc, virtualPace(10));
    const to = (await mailsOf(svc, offer.subject)).map((m) => m.to).sort();
    expect(to).toEqual(members.map((m) => m.email).sort());
    expect(await offerForAdmin(svc.table, admin, offer.id)).toMatchObject({ status: "sent", counts: { sent: 3 } });
  });

  it("stops by itself when its coupon ends before everyone was mailed", async () => {
    const { svc, admin } = await freshTable("ended");
    await member(svc, { offers: true });
    await coupon(svc, admin, "SHORT5");
    const offer = await createOffer(svc.table, admin, offerInput("SHORT5"));
    await endCoupon(svc.table, admin, "SHORT5");
    await runOfferMail(svc, virtualPace(10));
    expect(await mailsOf(svc, offer.subject)).toHaveLength(0);
    expect(await offerForAdmin(svc.table, admin, offer.id)).toMatchObject({
      status: "stopped",
      stoppedReason: expect.stringContaining("coupon"),
    });
    await expect(createOffer(svc.table, admin, offerInput("SHORT5"))).rejects.toThrow(OFFER_ADMIN_MESSAGES.couponOver);
  });

  it("counts an unsubscribe from its own mail once, and the member gets no later offer", async () => {
    const { svc, admin } = await freshTable("unsubscribe");
    const leaving = await member(svc, { offers: true });
    const staying = await member(svc, { offers: true });
    await coupon(svc, admin, "BYE10");
    const offer = await createOffer(svc.table, admin, offerInput("BYE10"));
    await runOfferMail(svc, virtualPace(10));
    const url = (await mailsOf(svc, offer.subject)).find((m) => m.to === leaving.email)!.headers!["List-Unsubscribe"]!.slice(1, -1);
    const oneClick = () =>
      unsubscribeAction({
        request: new Request(url, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: "List-Unsubscribe=One-Click",
        }),
        params: { token: new URL(url).pathname.split("/").pop()! },
        context: {},
      });
    await oneClick();
    await oneClick(); // a second click (or the button after the one-click) is not counted again
    expect((await readMailPreferences(svc.table, leaving.id)).offers).toBe(false);
    expect((await offerForAdmin(svc.table, admin, offer.id)).counts).toMatchObject({ sent: 2, unsubscribed: 1 });

    const later = await createOffer(svc.table, admin, offerInput("BYE10", { subject: "A later offer" }));
    await runOfferMail(svc, virtualPace(10));
    expect((await mailsOf(svc, later.subject)).map((m) => m.to)).toEqual([staying.email]);
  });

  it("is shown to the member it was sent to under Settings → Offers, and to nobody else", async () => {
    const { svc, admin } = await freshTable("received");
    const asha = await member(svc, { offers: true });
    const other = await member(svc);
    await coupon(svc, admin, "SEEN25");
    const offer = await createOffer(svc.table, admin, offerInput("SEEN25"));
    await runOfferMail(svc, virtualPace(10));

    const page = (await offersPage({ request: await signedInRequest(svc, asha.id, "/settings/offers"), params: {}, context: {} })) as {
      offers: { subject: string; couponLine: string; couponUsable: boolean }[];
      on: boolean;
    };
    expect(page.on).toBe(true);
    expect(page.offers).toEqual([expect.objectContaining({ subject: offer.subject, couponUsable: true })]);
    expect(page.offers[0]!.couponLine).toContain("SEEN25");
    expect((await offersReceived(svc.table, other.id)).offers).toEqual([]);
    // The coupon ends: the offer stays in the list, marked as no longer usable.
    await endCoupon(svc.table, admin, "SEEN25");
    expect((await offersReceived(svc.table, asha.id)).offers[0]!.couponUsable).toBe(false);
  });
});

describe("who may write, pause and read offer mails", () => {
  it("only an admin after the second factor; a member, and an admin account with its password alone, are refused and change nothing", async () => {
    const { svc, admin } = await freshTable("permissions");
    await coupon(svc, admin, "ADMIN10");
    const driver = await makeMember(svc, "Plain Driver");
    const passwordOnly = asCaller(await getUser(svc.table, admin.id).then((u) => u!), "password");
    for (const caller of [driver, passwordOnly]) {
      await expect(createOffer(svc.table, caller, offerInput("ADMIN10"))).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(listOffers(svc.table, caller)).rejects.toThrow(ForbiddenError);
    }
    expect((await listOffers(svc.table, admin)).offers).toEqual([]);
    const offer = await createOffer(svc.table, admin, offerInput("ADMIN10"));
    for (const caller of [driver, passwordOnly]) {
      await expect(pauseOffer(svc.table, caller, offer.id)).rejects.toThrow(ForbiddenError);
      await expect(offerForAdmin(svc.table, caller, offer.id)).rejects.toThrow(ForbiddenError);
    }
    expect((await offerForAdmin(svc.table, admin, offer.id)).status).toBe("sending");
    // The admin's list page with a member's session: the admin sign-in, not the list.
    const refused = await adminOffersPage({
      request: await signedInRequest(svc, driver.id, "/admin/offers"),
      params: {},
      context: {},
    }).catch((r: unknown) => r);
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).headers.get("Location")).toMatch(/^\/admin\/signin/);
  });

  it("the offer page's Pause works with the admin session; a member's session posting it is sent to the admin sign-in and nothing changes", async () => {
    const { svc, admin } = await freshTable("pause-page");
    await coupon(svc, admin, "PAGE10");
    const offer = await createOffer(svc.table, admin, offerInput("PAGE10"));
    const driver = await makeMember(svc, "Page Driver");
    const post = async (userId: string, kind: "user" | "admin") =>
      offerPageAction({
        request: await signedInRequest(svc, userId, `/admin/offers/${offer.id}`, { form: { intent: "pause" }, kind }),
        params: { id: offer.id },
        context: {},
      }).catch((r: unknown) => r);
    const refused = (await post(driver.id, "user")) as Response;
    expect(refused.headers.get("Location")).toMatch(/^\/admin\/signin/);
    expect((await offerForAdmin(svc.table, admin, offer.id)).status).toBe("sending");
    const paused = (await post(admin.id, "admin")) as Response;
    expect(paused.headers.get("Location")).toBe(`/admin/offers/${offer.id}`);
    expect((await offerForAdmin(svc.table, admin, offer.id)).status).toBe("paused");
    // Pausing again: a message on the page, not an error page.
    const again = (await post(admin.id, "admin")) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(JSON.stringify(again.data)).toContain(OFFER_ADMIN_MESSAGES.notSending);
    expect(again.init.status).toBe(409);
  });

  it("refuses bad input with the form's messages and writes nothing", async () => {
    const { svc, admin } = await freshTable("input");
    await coupon(svc, admin, "GOOD10");
    const bad = [
      offerInput("GOOD10", { subject: "" }),
      offerInput("GOOD10", { subject: "Line one\r\nBcc: everyone@example.com" }),
      offerInput("GOOD10", { text: "x".repeat(2001) }),
      offerInput(""),
      offerInput("NOSUCH"),
    ];
    for (const input of bad) await expect(createOffer(svc.table, admin, input)).rejects.toThrow(ValidationError);
    await expect(createOffer(svc.table, admin, offerInput("NOSUCH"))).rejects.toThrow(OFFER_ADMIN_MESSAGES.unknownCoupon);
    expect((await listOffers(svc.table, admin)).offers).toEqual([]);
  });
});
