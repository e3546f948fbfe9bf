import { beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_LIST_KEY,
  CONTACT_RATE_RULE,
  listContactMessages,
  sendContactMessage,
  type ContactMessageItem,
} from "@core/contact/contact-service";
import { CONTACT_MESSAGES } from "@core/contact/schemas";
import { DomainError, RateLimitedError, ValidationError } from "@core/errors";
import { RATE_LIMIT_MESSAGE } from "@core/security/rate-limit";
import type { Services } from "@core/services";
import { createTestServices } from "../support/local-services";

/** The contact form's service against real DynamoDB Local and the real outbox mailer: no fakes. */
let svc: Services;
let seq = 0;
/** Each test writes from its own address, so only the rate-limit test meets the per-IP limit. */
const freshIp = () => `198.51.100.${++seq}`;

const valid = () => ({
  name: "Asha Rao",
  email: `asha-${Date.now()}-${seq}@example.com`,
  phone: "+91 98450 12345",
  subject: "Booking voucher missing",
  message: "I paid for a booking at MG Road yesterday but did not get the voucher.\nTransaction ID: pay_123",
});

beforeAll(async () => {
  svc = await createTestServices("contact");
});

async function stored(): Promise<ContactMessageItem[]> {
  return svc.table.queryAll<ContactMessageItem>({ index: "gsi1", pk: CONTACT_LIST_KEY });
}

async function mailCount(): Promise<number> {
  return (await svc.outbox!.list()).length;
}

/** Runs a call that must be refused; returns the DomainError it threw. */
async function refusal(call: Promise<unknown>): Promise<DomainError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("sending a contact message", () => {
  it("stores the message, listed through gsi1, and mails it to support", async () => {
    const input = valid();
    const ip = freshIp();
    const result = await sendContactMessage(svc, input, { ip });

    const page = await svc.table.query<ContactMessageItem>({ index: "gsi1", pk: "CONTACT#MESSAGES" });
    const item = page.items.find((i) => i.pk === `CONTACT#${result.id}`);
    expect(item).toMatchObject({
      pk: `CONTACT#${result.id}`,
      sk: "MESSAGE",
      gsi1pk: "CONTACT#MESSAGES",
      gsi1sk: result.createdAt,
      entity: "contact",
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      ip,
      createdAt: result.createdAt,
    });
    expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(result.createdAt).toISOString()).toBe(result.createdAt);

    const mail = (await svc.outbox!.list()).find((m) => m.subject === `Contact form: ${input.subject}`);
    expect(mail?.to).toBe(svc.config.SUPPORT_EMAIL);
    for (const detail of [input.name, input.email, input.phone, input.message, result.id]) expect(mail?.text).toContain(detail);
    expect(mail?.html).toContain(input.email);
  });

  it("trims the fields and escapes HTML in the e-mail to support", async () => {
    const input = {
      ...valid(),
      name: "  <b>Ravi</b> & co  ",
      subject: "<script>alert(1)</script>",
      message: '<img src=x onerror="alert(1)">',
    };
    const { id } = await sendContactMessage(svc, input, { ip: freshIp() });

    const item = await svc.table.get<ContactMessageItem>(`CONTACT#${id}`, "MESSAGE");
    expect(item?.name).toBe("<b>Ravi</b> & co");
    const mail = (await svc.outbox!.list()).find((m) => m.text.includes(id));
    expect(mail?.subject).toBe("Contact form: <script>alert(1)</script>");
    expect(mail?.html).not.toContain("<script>");
    expect(mail?.html).not.toContain("<img");
    expect(mail?.html).not.toContain("<b>Ravi");
    expect(mail?.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(mail?.html).toContain("&lt;b&gt;Ravi&lt;/b&gt; &amp; co");
  });

  it("lists stored messages newest first", async () => {
    const first = await sendContactMessage(svc, { ...valid(), subject: "Older" }, { ip: freshIp() });
    await new Promise((r) => setTimeout(r, 5));
    const second = await sendContactMessage(svc, { ...valid(), subject: "Newer" }, { ip: freshIp() });
    const { items } = await listContactMessages(svc.table, { limit: 2 });
    expect(items.map((i) => i.id)).toEqual([second.id, first.id]);
  });
});

describe("refusing a message", () => {
  it.each([
    ["name", CONTACT_MESSAGES.nameRequired, "Name is required"],
    ["email", CONTACT_MESSAGES.emailRequired, "Email is required"],
    ["phone", CONTACT_MESSAGES.phoneRequired, "Phone number is required"],
    ["subject", CONTACT_MESSAGES.subjectRequired, "Subject is required"],
    ["message", CONTACT_MESSAGES.messageRequired, "Message is required"],
  ] as const)("a missing %s gives the spec's message and stores and mails nothing", async (field, constant, text) => {
    // The constants are the spec's texts (parking-and-account.md §5), word for word.
    expect(constant).toBe(text);
    const before = { stored: (await stored()).length, mailed: await mailCount() };

    for (const value of [undefined, "", "   "]) {
      const input: Record<string, unknown> = { ...valid() };
      if (value === undefined) delete input[field];
      else input[field] = value;
      const error = await refusal(sendContactMessage(svc, input, { ip: freshIp() }));
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.status).toBe(400);
      expect((error as ValidationError).fieldErrors[field]).toEqual([text]);
      expect(Object.keys((error as ValidationError).fieldErrors)).toEqual([field]);
    }

    expect((await stored()).length).toBe(before.stored);
    expect(await mailCount()).toBe(before.mailed);
  });

  it("gives every missing field its own message at once", async () => {
    const error = (await refusal(sendContactMessage(svc, {}, { ip: freshIp() }))) as ValidationError;
    expect(error.fieldErrors).toEqual({
      name: ["Name is required"],
      email: ["Email is required"],
      phone: ["Phone number is required"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
  });

  it.each([
    ["email", "not-an-email", "Invalid email address"],
    ["email", `${"a".repeat(250)}@example.com`, "Invalid email address"],
    ["phone", "98450-ABC-12", "Please enter a valid phone number."],
    ["phone", "12345", "Please enter a valid phone number."],
    ["phone", "+91 98450 12345 6789 01", "Please enter a valid phone number."],
    ["phone", "+-() -- ()", "Please enter a valid phone number."],
    ["name", "x".repeat(101), "Name must be at most 100 characters."],
    ["subject", "x".repeat(151), "Subject must be at most 150 characters."],
    ["message", "x".repeat(5001), "Message must be at most 5000 characters."],
  ] as const)("refuses a bad %s (%s)", async (field, value, message) => {
    const before = (await stored()).length;
    const error = (await refusal(sendContactMessage(svc, { ...valid(), [field]: value }, { ip: freshIp() }))) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fieldErrors[field]?.[0]).toBe(message);
    expect((await stored()).length).toBe(before);
  });

  it.each(["(080) 4718-2200", "+91 80 4718 2200", "9845012345"])("accepts the phone number %s", async (phone) => {
    await expect(sendContactMessage(svc, { ...valid(), phone }, { ip: freshIp() })).resolves.toMatchObject({ id: expect.any(String) });
  });

  it(`allows ${CONTACT_RATE_RULE.limit} messages per IP an hour, then answers 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < CONTACT_RATE_RULE.limit; i++) {
      await sendContactMessage(svc, { ...valid(), subject: `Rate ${ip} ${i}` }, { ip });
    }
    const before = { stored: (await stored()).length, mailed: await mailCount() };

    const error = await refusal(sendContactMessage(svc, { ...valid(), subject: `Rate ${ip} over` }, { ip }));
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.status).toBe(429);
    expect(error.message).toBe(RATE_LIMIT_MESSAGE);
    expect(error.message).toBe("Too many attempts. Please wait a few minutes and try again.");
    expect((await stored()).length).toBe(before.stored);
    expect(await mailCount()).toBe(before.mailed);

    // Another sender is not affected.
    await expect(sendContactMessage(svc, valid(), { ip: freshIp() })).resolves.toBeDefined();
  });
});
