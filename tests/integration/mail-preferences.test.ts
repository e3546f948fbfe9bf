import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { signUp } from "@core/account/account-service";
import { createUser } from "@core/account/user-store";
import { getBooking, placeHold } from "@core/booking/booking-service";
import { sendReminder } from "@core/booking/reminders";
import { readMailPreferences, updateMailPreferences } from "@core/mail-preferences/preferences";
import { readSuppression } from "@core/mail-preferences/suppression";
import { unsubscribeUrl } from "@core/mail-preferences/unsubscribe-token";
import { mailAuthor } from "@core/moderation/author-notice";
import { putParkings } from "@core/parking/parking-store";
import type { Parking } from "@core/parking/parking";
import { paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import type { OutboxEntry } from "@core/ports/mail/outbox-mailer";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { handler as mailEventsHandler } from "../../functions/handlers/jobs/mail-events";
import { action as settingsAction, loader as settingsLoader } from "../../app/routes/account/_app.settings.mail";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "../../app/routes/account/unsubscribe.$token";
import { createHandlerTestServices } from "../support/api";
import { signedInRequest } from "../support/web";

/**
 * Mail preferences, one-click unsubscribe and suppression (issue 32 §3, decision 049) on DynamoDB
 * Local and the outbox, through core, the pages' own loaders and actions and the SNS handler.
 */
let svc: Services;
let gateway: TestGateway;
let hash: Promise<string> | undefined;
let n = 0;
const parking: Parking = { ...demoParkings()[0]!, id: "pk-mailprefs", code: "MPF-001", fourWheelerCapacity: 5, price_for: 1, priceF: 100 };

beforeAll(async () => {
  svc = await createHandlerTestServices("mail-preferences");
  await putParkings(svc.table, [parking]);
  gateway = paymentGateway(svc) as TestGateway;
});

async function member(email = `mail-${++n}-${Date.now()}@example.com`) {
  return createUser(svc.table, {
    name: `Mail Member ${n}`,
    email,
    passwordHash: await (hash ??= hashPassword("Driver#2026", TEST_PASSWORD_COST)),
    verified: true,
  });
}

const mailsTo = async (to: string): Promise<OutboxEntry[]> => (await svc.outbox!.list()).filter((m) => m.to === to);
const prefsOf = async (userId: string) => {
  const { updatedAt: _at, ...prefs } = await readMailPreferences(svc.table, userId);
  return prefs;
};
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: {} });
const statusOf = (reply: unknown) => (reply as { init: { status?: number } | null }).init?.status ?? 200;
const dataOf = <T>(reply: unknown) => (reply as { data: T }).data;
/** A removal notice, as a moderator's removal sends it. */
const notice = (userId: string) =>
  mailAuthor(svc, userId, { kind: "removed", community: "Bengaluru Drivers", date: "2026-11-20", reason: "Off topic." }, {});
/** The token in an unsubscribe address. */
const tokenOf = (url: string) => new URL(url).pathname.split("/").pop()!;

/** A mail client's RFC 8058 POST: no cookie, no Origin of ours, the one-click body. */
function oneClick(url: string): Request {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
}

describe("mail preferences", () => {
  it("start with reminders and community notices on and offers off; the sign-up box is the offers opt-in", async () => {
    const quiet = await member();
    expect(await prefsOf(quiet.id)).toEqual({ reminders: true, community: true, offers: false });

    const meta = { ip: "203.0.113.9", userAgent: "test" };
    const base = { name: "Opt", password: "Driver#2026", confirmPassword: "Driver#2026", isConsentGiven: "on" };
    const yes = await signUp(svc, { ...base, email: `optin-${Date.now()}@example.com`, wantsOffers: "on" }, meta);
    const no = await signUp(svc, { ...base, email: `optout-${Date.now()}@example.com` }, meta);
    expect((await prefsOf(yes.id)).offers).toBe(true);
    expect((await prefsOf(no.id)).offers).toBe(false);
  });

  it("Settings → Mail saves the caller's own switches and nobody else's, and says so", async () => {
    const me = await member();
    const other = await member();
    // The form names no member: a posted userId is ignored, the session decides.
    const post = await signedInRequest(svc, me.id, "/settings/mail", { form: { reminders: "on", offers: "on", userId: other.id } });
    const reply = (await settingsAction(args(post))) as Response;
    expect(reply.status).toBe(302);
    expect(reply.headers.get("Location")).toBe("/settings/mail?saved=1");
    expect(await prefsOf(me.id)).toEqual({ reminders: true, community: false, offers: true });
    expect(await prefsOf(other.id)).toEqual({ reminders: true, community: true, offers: false });

    const page = await settingsLoader(args(await signedInRequest(svc, me.id, "/settings/mail?saved=1")));
    expect(page).toMatchObject({ values: { reminders: true, community: false, offers: true }, saved: true });

    // Signed out: the sign-in page, nothing saved.
    const anonymous = new Request("http://localhost:3000/settings/mail", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "reminders=on&community=on&offers=on",
    });
    const refused = await settingsAction(args(anonymous)).catch((thrown: unknown) => thrown);
    expect((refused as Response).status).toBe(302);
    expect((refused as Response).headers.get("Location")).toMatch(/^\/signin/);
    expect(await prefsOf(me.id)).toEqual({ reminders: true, community: false, offers: true });
  });
});

describe("optional mail", () => {
  it("carries List-Unsubscribe, one-click List-Unsubscribe-Post and a footer link to the same signed address", async () => {
    const author = await member();
    await notice(author.id);
    const [mail, ...more] = await mailsTo(author.email);
    expect(more).toEqual([]);
    const url = await unsubscribeUrl(svc.config, { userId: author.id, kind: "community" });
    expect(mail!.headers).toEqual({ "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    expect(mail!.text).toContain(url);
    expect(mail!.html).toContain(`href="${url}"`);
    // The bytes SES would send carry the headers too.
    const eml = await readFile(join(svc.config.OUTBOX_DIR, `${mail!.id}.eml`), "utf8");
    expect(eml).toContain(`\r\nList-Unsubscribe: <${url}>\r\n`);
    expect(eml).toContain("\r\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\r\n");
  });

  it("community notices stop when the member turns them off", async () => {
    const author = await member();
    await updateMailPreferences(svc.table, author.id, { community: false });
    await notice(author.id);
    expect(await mailsTo(author.email)).toEqual([]);
  });

  it("booking reminders stop when the member turns them off, and carry the headers when on", async () => {
    const driver = await member();
    const car = await createVehicle(svc.table, driver.id, {
      vehicle_name: "Car",
      vehicle_number: `KA 01 MP ${1000 + n}`,
      vehicle_type: "Four Wheeler",
    });
    const start = new Date(Date.now() + 3 * 86_400_000);
    start.setUTCHours(4, 0, 0, 0);
    const window = { inTime: start.toISOString(), outTime: new Date(start.getTime() + 2 * 3600_000).toISOString() };
    const hold = await placeHold(svc.table, driver.id, { parkingId: parking.id, vehicleId: car.id, ...window });
    const { order } = await startPayment(svc, driver.id, hold.id);
    const paid = await gateway.pay(order.id);
    await verifyPayment(svc, { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature });
    const booking = (await getBooking(svc.table, hold.id))!;
    const departureDue = new Date(Date.parse(booking.outTime) - 15 * 60_000);
    const arrivalDue = new Date(Date.parse(booking.inTime) - 3600_000);

    expect(await sendReminder(svc, { bookingId: booking.id, kind: "departure", due: departureDue.toISOString() }, arrivalDue)).toBe("sent");
    const reminder = (await mailsTo(driver.email)).find((m) => m.subject.startsWith("Your parking ends"));
    expect(reminder!.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(reminder!.headers?.["List-Unsubscribe"]).toBe(`<${await unsubscribeUrl(svc.config, { userId: driver.id, kind: "reminders" })}>`);

    await updateMailPreferences(svc.table, driver.id, { reminders: false });
    expect(await sendReminder(svc, { bookingId: booking.id, kind: "arrival", due: arrivalDue.toISOString() }, arrivalDue)).toBe("off");
    expect((await mailsTo(driver.email)).filter((m) => m.subject.startsWith("Your parking starts"))).toEqual([]);
  });
});

describe("unsubscribe", () => {
  it("a mail client's one-click POST, signed out, turns off exactly the mail's kind", async () => {
    const author = await member();
    await updateMailPreferences(svc.table, author.id, { offers: true });
    await notice(author.id);
    const [mail] = await mailsTo(author.email);
    const url = mail!.headers!["List-Unsubscribe"]!.slice(1, -1);
    const reply = await unsubscribeAction(args(oneClick(url), { token: tokenOf(url) }));
    expect(statusOf(reply)).toBe(200);
    expect(await prefsOf(author.id)).toEqual({ reminders: true, community: false, offers: true });
    // Off means off: the next notice is not sent.
    await notice(author.id);
    expect(await mailsTo(author.email)).toHaveLength(1);
  });

  it("the link's page (GET) changes nothing; its button turns the kind off", async () => {
    const driver = await member();
    const url = await unsubscribeUrl(svc.config, { userId: driver.id, kind: "reminders" });
    const token = tokenOf(url);
    // As a mail scanner would, twice.
    for (let i = 0; i < 2; i++) {
      const page = await unsubscribeLoader(args(new Request(url), { token }));
      expect(statusOf(page)).toBe(200);
      expect(dataOf(page)).toMatchObject({ status: "valid", kind: "reminders", label: "Booking reminders", on: true });
    }
    expect(await prefsOf(driver.id)).toEqual({ reminders: true, community: true, offers: false });

    const button = new Request(url, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "" });
    const reply = await unsubscribeAction(args(button, { token }));
    // The page names the kind in its own language (app/i18n/account): the reply says which kind.
    expect(dataOf(reply)).toEqual({ done: true, kind: "reminders" });
    expect(await prefsOf(driver.id)).toEqual({ reminders: false, community: true, offers: false });
    expect(dataOf(await unsubscribeLoader(args(new Request(url), { token })))).toMatchObject({ on: false });
  });

  it("refuses a forged or altered token with a clear page and changes nothing", async () => {
    const victim = await member();
    await updateMailPreferences(svc.table, victim.id, { offers: true });
    const genuine = tokenOf(await unsubscribeUrl(svc.config, { userId: victim.id, kind: "community" }));
    const [, id, signature] = genuine.split(".");
    const forged = [
      `offers.${id}.${signature}`, // another kind, the community link's signature
      `community.${id}.${"A".repeat(signature!.length)}`,
      `community.${id}`,
      "community.not-a-member.xyz",
      "nonsense",
    ];
    for (const token of forged) {
      const url = `http://localhost:3000/unsubscribe/${token}`;
      const page = await unsubscribeLoader(args(new Request(url), { token }));
      expect(statusOf(page), token).toBe(400);
      expect(dataOf(page)).toMatchObject({ status: "invalid" });
      const post = await unsubscribeAction(args(oneClick(url), { token }));
      expect(statusOf(post), token).toBe(400);
    }
    expect(await prefsOf(victim.id)).toEqual({ reminders: true, community: true, offers: true });
  });
});

describe("suppression", () => {
  it("after a simulated hard bounce, no more mail of any kind goes to that address", async () => {
    const bouncing = await member(`bounce+${Date.now()}@simulator.amazonses.com`);
    await notice(bouncing.id);
    // The first mail went (and bounced): the outbox played SES's mailbox simulator.
    expect(await mailsTo(bouncing.email)).toHaveLength(1);
    expect(await readSuppression(svc.table, bouncing.email)).toMatchObject({ reason: "bounce" });

    await notice(bouncing.id);
    await svc.mailer.send({ to: bouncing.email, subject: "Your receipt", text: "Receipt", html: "<p>Receipt</p>" });
    expect(await mailsTo(bouncing.email)).toHaveLength(1);
  });

  it("after a simulated complaint, optional mail stops but account and booking mail still goes", async () => {
    const complaining = await member(`complaint+${Date.now()}@simulator.amazonses.com`);
    await notice(complaining.id);
    expect(await readSuppression(svc.table, complaining.email)).toMatchObject({ reason: "complaint" });
    await notice(complaining.id);
    expect(await mailsTo(complaining.email)).toHaveLength(1);
    await svc.mailer.send({ to: complaining.email, subject: "Your receipt", text: "Receipt", html: "<p>Receipt</p>" });
    expect((await mailsTo(complaining.email)).map((m) => m.subject)).toContain("Your receipt");
  });

  it("the SNS handler records SES's bounce and complaint events, ignores soft bounces and deliveries", async () => {
    const hard = await member();
    const soft = await member();
    const complained = await member();
    const mail = (to: string) => ({
      timestamp: "2026-11-27T10:00:00.000Z",
      source: "SMART PARKING <no-reply@smartparking.in>",
      sourceArn: "arn:aws:ses:ap-south-1:123456789012:identity/smartparking.in",
      sendingAccountId: "123456789012",
      messageId: "0109019a-example",
      destination: [to],
      headersTruncated: false,
      tags: { "ses:configuration-set": ["SmartParking-mail"] },
    });
    const bounce = (to: string, bounceType: string) => ({
      eventType: "Bounce",
      bounce: {
        feedbackId: "0109019a-feedback",
        bounceType,
        bounceSubType: bounceType === "Permanent" ? "General" : "MailboxFull",
        bouncedRecipients: [{ emailAddress: to, action: "failed", status: "5.1.1", diagnosticCode: "smtp; 550 5.1.1 user unknown" }],
        timestamp: "2026-11-27T10:00:01.000Z",
        reportingMTA: "dns; amazonses.com",
      },
      mail: mail(to),
    });
    const complaint = {
      eventType: "Complaint",
      complaint: {
        feedbackId: "0109019a-complaint",
        complaintSubType: null,
        complainedRecipients: [{ emailAddress: complained.email.toUpperCase() }],
        timestamp: "2026-11-27T10:05:00.000Z",
        userAgent: "Mail client",
        complaintFeedbackType: "abuse",
        arrivalDate: "2026-11-27T10:04:00.000Z",
      },
      mail: mail(complained.email),
    };
    const delivery = { eventType: "Delivery", delivery: { recipients: [hard.email] }, mail: mail(hard.email) };
    const record = (message: unknown, i: number) => ({
      EventSource: "aws:sns",
      EventVersion: "1.0",
      EventSubscriptionArn: "arn:aws:sns:ap-south-1:123456789012:SmartParking-MailEvents:sub",
      Sns: {
        Type: "Notification",
        MessageId: `msg-${i}`,
        TopicArn: "arn:aws:sns:ap-south-1:123456789012:SmartParking-MailEvents",
        Subject: null,
        Message: typeof message === "string" ? message : JSON.stringify(message),
        Timestamp: "2026-11-27T10:05:01.000Z",
        SignatureVersion: "1",
        Signature: "x",
        SigningCertUrl: "https://sns.example/cert.pem",
        UnsubscribeUrl: "https://sns.example/unsubscribe",
        MessageAttributes: {},
      },
    });
    const messages = [bounce(hard.email, "Permanent"), bounce(soft.email, "Transient"), complaint, delivery, "not json"];
    const result = await mailEventsHandler({ Records: messages.map(record) } as never);
    expect(result).toEqual({ recorded: 2, ignored: 3 });
    expect(await readSuppression(svc.table, hard.email)).toEqual({ email: hard.email, reason: "bounce", at: "2026-11-27T10:00:01.000Z" });
    expect(await readSuppression(svc.table, soft.email)).toBeUndefined();
    expect(await readSuppression(svc.table, complained.email)).toMatchObject({ reason: "complaint" });

    // A later complaint does not weaken a bounce.
    await mailEventsHandler({
      Records: [record({ ...complaint, complaint: { ...complaint.complaint, complainedRecipients: [{ emailAddress: hard.email }] } }, 9)],
    } as never);
    expect(await readSuppression(svc.table, hard.email)).toMatchObject({ reason: "bounce" });
    await notice(hard.id);
    await notice(complained.id);
    expect([...(await mailsTo(hard.email)), ...(await mailsTo(complained.email))]).toEqual([]);
  });
});
