import { PDFArray, PDFDocument, PDFRawStream, PDFRef, decodePDFRawStream, type PDFObject } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { beforeAll, describe, expect, it } from "vitest";
import { sendVerification } from "@core/account/account-service";
import { requestPasswordReset } from "@core/account/password-reset";
import { createUser, getUser, updateUser } from "@core/account/user-store";
import type { User } from "@core/account/user";
import { getBooking, placeHold } from "@core/booking/booking-service";
import { receiptFileName, receiptPdf } from "@core/booking/documents/receipt";
import { voucherFileName, voucherPdf } from "@core/booking/documents/voucher";
import type { InvoicedBooking } from "@core/booking/invoice";
import { reminderDue, sendReminder } from "@core/booking/reminders";
import type { Language } from "@core/i18n/languages";
import type { Parking } from "@core/parking/parking";
import { putParkings } from "@core/parking/parking-store";
import { cancelWithRefund, paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { formatIndia } from "@core/time/india-time";
import { createVehicle } from "@core/vehicle/vehicle-service";
import { demoParkings } from "../../infra/local/seed/demo-parkings";
import { createTestServices } from "../support/local-services";

/**
 * Issue 35 §4: the mails and the documents go out in the member's language, the profile's
 * `language`: verification, password reset, the booking confirmation with its voucher and tax
 * invoice, the cancellation with its refund, the reminders. A Hindi member gets them in Hindi
 * (subject and body; codes, plates and SMART PARKING in Latin; the invoice's legal fields in English
 * beside their Hindi), an English member exactly today's English. Real flows, DynamoDB Local and the
 * outbox.
 */
let svc: Services;
let n = 0;
let hash: Promise<string> | undefined;
const HOUR = 3600_000;
const DEVANAGARI = /[\u0900-\u097F]/;
const parking: Parking = { ...demoParkings()[0]!, id: "pk-mail-lang", code: "LNG-001", fourWheelerCapacity: 5, price_for: 1, priceF: 100 };

beforeAll(async () => {
  svc = await createTestServices("mail-language");
  await putParkings(svc.table, [parking]);
});

async function member(language: Language | undefined, verified = true): Promise<User> {
  const user = await createUser(svc.table, {
    name: language === "hi" ? "प्रिया शर्मा" : "Asha Rao",
    email: `mail-lang-${Date.now().toString(36)}-${++n}@example.com`,
    passwordHash: await (hash ??= hashPassword("Driver#2026", TEST_PASSWORD_COST)),
    verified,
  });
  return language ? updateUser(svc.table, user.id, { language }) : user;
}

/** A Confirmed stay of the member two days ahead (two hours, from 10:00 UTC), paid through the test gateway. */
async function paidStay(user: User) {
  const car = await createVehicle(svc.table, user.id, {
    vehicle_name: "Swift",
    vehicle_number: `KA01ML${1000 + n}`,
    vehicle_type: "Four Wheeler",
  });
  const start = new Date(Date.now() + 2 * 24 * HOUR);
  start.setUTCHours(10, 0, 0, 0);
  const hold = await placeHold(svc.table, user.id, {
    parkingId: parking.id,
    vehicleId: car.id,
    inTime: start.toISOString(),
    outTime: new Date(start.getTime() + 2 * HOUR).toISOString(),
  });
  const { order } = await startPayment(svc, user.id, hold.id);
  const paid = await (paymentGateway(svc) as TestGateway).pay(order.id);
  await verifyPayment(svc, { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature });
  return (await getBooking(svc.table, hold.id))!;
}

const mailsTo = async (to: string) => (await svc.outbox!.list()).filter((m) => m.to === to);

/** The decoded body of the attachment called `filename` in a raw MIME message. */
async function attachment(id: string, filename: string): Promise<Buffer> {
  const eml = (await svc.outbox!.raw(id))!.toString("utf8");
  const part = eml.split(/\r\n--sp-[0-9a-f]+/).find((p) => p.includes(`filename="${filename}"`))!;
  return Buffer.from(part.split("\r\n\r\n").slice(1).join("").replace(/\s+/g, ""), "base64");
}

/** Every string pdf.js reads back from the first page (Latin exactly; Devanagari in visual order). */
async function pdfStrings(bytes: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  const out = content.items.flatMap((item) => ("str" in item && item.str ? [item.str] : []));
  await pdf.destroy();
  return out;
}

/** The logical text of every Devanagari (or other Indic) run: the ActualText of its marked span. */
async function indicRuns(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const contents = doc.getPage(0).node.Contents();
  const refs: (PDFObject | undefined)[] = contents instanceof PDFArray ? contents.asArray() : [contents];
  const out: string[] = [];
  for (const ref of refs) {
    const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
    if (!(stream instanceof PDFRawStream)) continue;
    const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
    for (const m of ops.matchAll(/\/ActualText <([0-9A-Fa-f]*)>/g))
      out.push(Buffer.from(m[1]!, "hex").subarray(2).swap16().toString("utf16le"));
  }
  return out;
}

describe("account mails in the member's language", () => {
  it("verification: Hindi for a Hindi profile, today's English otherwise", async () => {
    const hindi = await member("hi", false);
    await sendVerification(svc, hindi);
    const [hi] = await mailsTo(hindi.email);
    expect(hi!.subject).toBe("अपना ई-मेल पता सत्यापित करें");
    expect(hi!.text).toMatch(
      /^नमस्ते,\n\nSMART PARKING में आपका स्वागत है। .+\n\nयह लिंक 7 दिन तक मान्य है।\n\nअपना ई-मेल सत्यापित करें: http:\/\/localhost:3000\/auth\/verify\/\S+\n$/,
    );
    expect(hi!.html).toContain('<html lang="hi">');
    expect(hi!.html).toContain(">ई-मेल सत्यापित करें</a>");
    expect(hi!.html).not.toMatch(/Verify|Welcome|If the buttons/);

    const english = await member(undefined, false);
    await sendVerification(svc, english);
    const [en] = await mailsTo(english.email);
    expect(en!.subject).toBe("Verify your e-mail address");
    const url = /http:\/\/localhost:3000\/auth\/verify\/\S+/.exec(en!.text)![0];
    expect(en!.text).toBe(
      `Hello,\n\nWelcome to SMART PARKING. Please confirm your e-mail address to finish setting up your account.\n\nThe link is valid for 7 days.\n\nVerify your e-mail: ${url}\n`,
    );
    expect(en!.html).toContain("<!doctype html><html><body");
    expect(en!.html).toContain("If the buttons do not work, copy these links into your browser:");
    expect(`${en!.subject}${en!.text}${en!.html}`).not.toMatch(DEVANAGARI);
  });

  it("password reset: Hindi with the member's name for a Hindi profile, today's English otherwise", async () => {
    const meta = { ip: "198.51.100.77", userAgent: "test" };
    const hindi = await member("hi");
    await requestPasswordReset(svc, { email: hindi.email }, meta, { pace: () => Promise.resolve() });
    const [hi] = await mailsTo(hindi.email);
    expect(hi!.subject).toBe("अपना पासवर्ड रीसेट करें");
    expect(hi!.text.startsWith("नमस्ते प्रिया शर्मा,\n\nहमें आपके SMART PARKING खाते का पासवर्ड रीसेट करने का अनुरोध मिला है।")).toBe(true);
    expect(hi!.text).toMatch(/अपना पासवर्ड रीसेट करें: http:\/\/localhost:3000\/reset-password\/\S+\n$/);
    expect(hi!.html.replace(/https?:\/\/[^"\s<]+/g, "")).not.toMatch(/Reset|Hello|password/);

    const english = await member("en");
    await requestPasswordReset(svc, { email: english.email }, { ...meta, ip: "198.51.100.78" }, { pace: () => Promise.resolve() });
    const [en] = await mailsTo(english.email);
    expect(en!.subject).toBe("Reset your password");
    const url = /http:\/\/localhost:3000\/reset-password\/\S+/.exec(en!.text)![0];
    expect(en!.text).toBe(
      `Hello Asha Rao,\n\nWe received a request to reset the password of your SMART PARKING account.\n\nThe link is valid for 24 hours and can be used once. If you did not ask for this, you can ignore this e-mail: your password stays as it is.\n\nReset your password: ${url}\n`,
    );
  });
});

describe("booking mails and documents in the member's language", () => {
  it("a Hindi member's confirmation is Hindi, its voucher Hindi and its tax invoice bilingual with the English legal fields", async () => {
    const user = await member("hi");
    const booking = await paidStay(user);
    const mail = (await mailsTo(user.email)).find((m) => m.subject.includes(booking.code))!;
    expect(mail.subject).toBe(`आपकी पार्किंग बुक हो गई: ${booking.code}`);
    expect(mail.text).toContain("नमस्ते प्रिया शर्मा,");
    expect(mail.text).toContain(`आपका बुकिंग कोड ${booking.code} है।`);
    expect(mail.text).toContain(`${formatIndia(booking.inTime, "hi")} (भारतीय समय)`);
    expect(mail.text).toContain(`Swift, ${booking.vehicle.number} (चारपहिया)`);
    expect(mail.text).toContain("टैक्स योग्य राशि:");
    expect(mail.text).toContain("कुल:");
    expect(mail.text).toContain("मेरी बुकिंग: http://localhost:3000/booking");
    expect(mail.text).toContain("कोई सवाल?");
    // Nothing English but codes, ids, addresses, CGST/SGST and the car park's own name and address.
    const allowed = [
      booking.code,
      booking.transaction_id!,
      booking.parkingName,
      booking.address,
      booking.parkingCode,
      "SMART PARKING",
      "CGST",
      "SGST",
      "PDF",
      "ID",
    ];
    let rest = mail.text;
    for (const word of allowed) rest = rest.split(word).join("");
    expect(rest.replace(/https?:\/\/\S+|\S+@\S+|\b[A-Za-z0-9_-]*\d[A-Za-z0-9_-]*\b|Swift/g, "")).not.toMatch(/[A-Za-z]{3,}/);
    expect(mail.html).toContain("अगर लिंक काम न करें");

    const voucher = await attachment(mail.id, voucherFileName(booking));
    const voucherRuns = await indicRuns(voucher);
    for (const label of ["बुकिंग वाउचर", "बुकिंग कोड", "पार्किंग कोड", "पहुँचना", "निकलना", "वाहन", "कुल भुगतान", "ध्यान दें", "कन्फ़र्म"])
      expect(
        voucherRuns.some((run) => run.includes(label)),
        label,
      ).toBe(true);
    const voucherText = (await pdfStrings(voucher)).join(" ");
    expect(voucherText).toContain(booking.code);
    expect(voucherText).not.toMatch(/Booking voucher|Good to know|Arrival|Departure|Total paid/);
    expect((await PDFDocument.load(voucher)).getTitle()).toBe(`बुकिंग वाउचर ${booking.code}`);

    const stored = (await getBooking(svc.table, booking.id)) as InvoicedBooking;
    const receipt = await attachment(mail.id, receiptFileName(booking));
    expect(receipt.equals(Buffer.from(await receiptPdf(stored, "hi")))).toBe(true);
    const receiptText = (await pdfStrings(receipt)).join(" ");
    // The legal fields keep their English names...
    for (const legal of [
      "Tax invoice / ",
      "Invoice number / ",
      "Invoice date / ",
      "Billed to / ",
      "Place of supply / ",
      "Description / ",
      "SAC",
      "Amount / ",
      "Taxable value / ",
      "CGST (9%)",
      "SGST (9%)",
      "Total / ",
      "Tax payable on reverse charge: No / ",
      "GSTIN 29AABCS1234M1Z8",
      stored.invoice.number,
      "996743",
    ])
      expect(receiptText, legal).toContain(legal);
    // ...with their Hindi beside them, and the rest in Hindi.
    const receiptRuns = await indicRuns(receipt);
    for (const label of [
      "कर चालान",
      "चालान संख्या",
      "चालान की तारीख",
      "ग्राहक",
      "आपूर्ति का स्थान",
      "विवरण",
      "राशि",
      "टैक्स योग्य राशि",
      "कुल",
      "रिवर्स चार्ज पर देय टैक्स",
      "खरीद की रसीद",
    ])
      expect(
        receiptRuns.some((run) => run.includes(label)),
        label,
      ).toBe(true);
    expect(receiptText).not.toMatch(/Purchase receipt|Booking code|computer-generated|Amounts in Indian rupees/);
  });

  it("an English member's confirmation, voucher and invoice stay exactly as today", async () => {
    const user = await member(undefined);
    const booking = await paidStay(user);
    const mail = (await mailsTo(user.email)).find((m) => m.subject.includes(booking.code))!;
    expect(mail.subject).toBe(`Your parking is booked: ${booking.code}`);
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(DEVANAGARI);
    expect(mail.text).toContain(
      `Hello Asha Rao,\n\nYour parking at ${booking.parkingName} is booked and paid. Your booking code is ${booking.code}.`,
    );
    expect(mail.text).toContain(`Arrival:       ${formatIndia(booking.inTime)} (India time)`);
    expect(mail.text).toContain("Free cancellation and changes up to 3 hours before arrival. From My bookings.");
    const stored = (await getBooking(svc.table, booking.id)) as InvoicedBooking;
    const receipt = await attachment(mail.id, receiptFileName(booking));
    expect(receipt.equals(Buffer.from(await receiptPdf(stored)))).toBe(true);
    const voucher = await attachment(mail.id, voucherFileName(booking));
    expect(voucher.equals(Buffer.from(await voucherPdf(stored, { name: "Asha Rao" })))).toBe(true);
    expect(await indicRuns(receipt)).toEqual([]);
    expect(await indicRuns(voucher)).toEqual([]);
    expect((await pdfStrings(receipt)).join(" ")).toContain("Invoice number");
    expect((await pdfStrings(receipt)).join(" ")).not.toContain(" / ");
  });

  it("the cancellation and its refund, and the reminders, in Hindi for a Hindi member", async () => {
    const user = await member("hi");
    const booking = await paidStay(user);

    const arrivalAt = reminderDue(booking, "arrival");
    expect(await sendReminder(svc, { bookingId: booking.id, kind: "arrival", due: arrivalAt.toISOString() }, arrivalAt)).toBe("sent");
    const departureAt = reminderDue(booking, "departure");
    expect(await sendReminder(svc, { bookingId: booking.id, kind: "departure", due: departureAt.toISOString() }, departureAt)).toBe("sent");
    const mine = () => mailsTo(user.email);
    const arrival = (await mine()).find((m) => m.subject === `आपकी पार्किंग 1 घंटे में शुरू होगी: ${booking.code}`)!;
    expect(arrival).toBeDefined();
    expect(arrival.text).toContain(`लगभग एक घंटे में, ${formatIndia(booking.inTime, "hi")} (भारतीय समय) पर शुरू होगी।`);
    expect(arrival.text).toContain("आपका बुकिंग वाउचर PDF के रूप में साथ में है।");
    // The optional mail's footer too.
    expect(arrival.text).toContain("आपको यह मेल इसलिए मिला है क्योंकि आपकी SMART PARKING सेटिंग में बुकिंग रिमाइंडर चालू हैं।");
    expect(arrival.html).toContain(">सदस्यता छोड़ें</a>");
    expect(await indicRuns(await attachment(arrival.id, voucherFileName(booking)))).toContain("बुकिंग वाउचर");
    const departure = (await mine()).find((m) => m.subject === `आपकी पार्किंग 15 मिनट में खत्म होगी: ${booking.code}`)!;
    expect(departure.text).toContain(`मेरा समय बढ़ाएँ: http://localhost:3000/booking/${booking.id}/change?kind=extend`);
    expect(departure.text).toContain("और समय चाहिए?");

    const cancelled = await cancelWithRefund(svc, user.id, booking.id);
    const mail = (await mine()).find((m) => m.subject === `बुकिंग रद्द हुई: ${booking.code}`)!;
    expect(mail).toBeDefined();
    expect(mail.text).toContain(`${parking.name} में आपकी बुकिंग ${booking.code} रद्द कर दी गई है और जगह फिर से खाली है।`);
    const refund = cancelled.refund ?? (await getBooking(svc.table, booking.id))!.refund;
    expect(refund).toBeDefined();
    expect(mail.text).toContain(`हम ₹${refund!.amount} आपके भुगतान के मूल तरीके में वापस कर रहे हैं (रिफ़ंड ID ${refund!.id})।`);
    expect(mail.text).toContain("रिफ़ंड को आपके खाते तक पहुँचने में 5–10 कामकाजी दिन लगते हैं।");
    expect(mail.text).toContain("चुकाई गई राशि:");
    expect(mail.text).not.toMatch(/Hello|refund|cancelled|Booking code/);
  });

  it("an English member's cancellation and reminders stay in English", async () => {
    const user = await member(undefined);
    const booking = await paidStay(user);
    const arrivalAt = reminderDue(booking, "arrival");
    await sendReminder(svc, { bookingId: booking.id, kind: "arrival", due: arrivalAt.toISOString() }, arrivalAt);
    await cancelWithRefund(svc, user.id, booking.id);
    const mails = await mailsTo(user.email);
    const subjects = mails.map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Your parking is booked: ${booking.code}`,
        `Your parking starts in 1 hour: ${booking.code}`,
        `Booking cancelled: ${booking.code}`,
      ]),
    );
    for (const m of mails) expect(`${m.subject}${m.text}${m.html}`, m.subject).not.toMatch(DEVANAGARI);
    const reminder = mails.find((m) => m.subject.startsWith("Your parking starts"))!;
    expect(reminder.text).toContain(
      "You get this mail because booking reminders are on in your SMART PARKING settings. Stop booking reminders:",
    );
    expect((await getUser(svc.table, user.id))!.language).toBeUndefined();
  });
});
