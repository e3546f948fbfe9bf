import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { asCaller } from "@core/account/caller";
import { readActivity } from "@core/activity-log/activity-log";
import { CONTACT_MESSAGES } from "@core/contact/schemas";
import { ConflictError, RateLimitedError, ValidationError } from "@core/errors";
import { GRIEVANCE_MESSAGES, GRIEVANCE_REFERENCE, GRIEVANCE_RESPONSE_DAYS } from "@core/privacy/grievance-schema";
import {
  GRIEVANCE_RATE_RULE,
  answerGrievance,
  grievanceDueAt,
  grievanceForAdmin,
  grievanceReceipt,
  isOverdue,
  listGrievances,
  submitGrievance,
  type GrievanceItem,
} from "@core/privacy/grievance-service";
import type { Services } from "@core/services";
import { DAY_MS, formatIndiaDay } from "@core/time/india-time";
import { makeMember } from "../support/community";
import { createTestServices } from "../support/local-services";

/**
 * Privacy requests to the Grievance Officer (issue 32 §5) on DynamoDB Local and the real outbox: the
 * request is stored with its due date and acknowledged; bad input changes nothing; only an admin
 * with the second factor lists and answers, once; the answer is mailed.
 */
let svc: Services;
let admin: Awaited<ReturnType<typeof makeMember>>;
let seq = 0;
const freshIp = () => `203.0.113.${++seq}`;

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: "Meena Pillai",
  email: `meena-${Date.now()}-${++seq}@example.com`,
  topic: "erasure",
  message: "Please erase the vehicles on my account.",
  ...overrides,
});

beforeAll(async () => {
  svc = await createTestServices("grievances");
  admin = await makeMember(svc, "Grievance Admin", "admin");
});

const mails = async () => svc.outbox!.list();
const openList = async () => svc.table.queryAll<GrievanceItem>({ index: "gsi1", pk: "GRIEVANCES#open" });

describe("sending a privacy request", () => {
  it("stores it with the due date 90 days on, and mails the acknowledgement and the officer's notice", async () => {
    const received = new Date("2026-11-27T06:30:00.000Z");
    const input = valid();
    const result = await submitGrievance(svc, input, { ip: freshIp(), userId: "member-1" }, received);

    expect(result.reference).toMatch(GRIEVANCE_REFERENCE);
    expect(GRIEVANCE_RESPONSE_DAYS).toBe(90);
    expect(result.dueAt).toBe(new Date(received.getTime() + 90 * DAY_MS).toISOString());
    const stored = await grievanceForAdmin(svc.table, admin, result.reference);
    expect(stored).toMatchObject({
      status: "open",
      topic: "erasure",
      name: input.name,
      email: input.email,
      message: input.message,
      userId: "member-1",
      receivedAt: received.toISOString(),
      dueAt: "2027-02-25T06:30:00.000Z",
    });
    expect(await grievanceReceipt(svc.table, result.reference)).toEqual({ reference: result.reference, dueAt: result.dueAt });

    const ack = (await mails()).find((m) => m.to === input.email);
    expect(ack?.subject).toBe(`Your privacy request ${result.reference} has been received`);
    expect(ack?.text).toContain(`by ${formatIndiaDay(result.dueAt)}`);
    expect(formatIndiaDay(result.dueAt)).toBe("Thu, 25 Feb 2027");
    // Nothing the sender typed reaches an address nobody has proved.
    expect(ack?.text).not.toContain(input.name);
    expect(ack?.text).not.toContain(input.message);
    const notice = (await mails()).find((m) => m.to === svc.config.GRIEVANCE_OFFICER_EMAIL && m.text.includes(result.reference));
    expect(notice?.text).toContain(input.message);
  });

  it.each([
    ["name", { name: "" }, CONTACT_MESSAGES.nameRequired],
    ["email", { email: "meena@" }, CONTACT_MESSAGES.emailInvalid],
    ["topic", { topic: "" }, GRIEVANCE_MESSAGES.topicRequired],
    ["topic", { topic: "spam" }, GRIEVANCE_MESSAGES.topicRequired],
    ["message", { message: "   " }, CONTACT_MESSAGES.messageRequired],
  ] as const)("a bad %s is refused with its message, and nothing is stored or mailed", async (field, change, message) => {
    const [storedBefore, mailsBefore] = [(await openList()).length, (await mails()).length];
    const error = await submitGrievance(svc, valid(change), { ip: freshIp() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors[field]).toEqual([message]);
    expect((await openList()).length).toBe(storedBefore);
    expect((await mails()).length).toBe(mailsBefore);
  });

  it(`refuses the ${GRIEVANCE_RATE_RULE.limit + 1}th request an hour from one network`, async () => {
    const ip = freshIp();
    for (let i = 0; i < GRIEVANCE_RATE_RULE.limit; i++) await submitGrievance(svc, valid(), { ip });
    const before = (await openList()).length;
    await expect(submitGrievance(svc, valid(), { ip })).rejects.toBeInstanceOf(RateLimitedError);
    expect((await openList()).length).toBe(before);
  });
});

describe("the admin's grievances", () => {
  it("lists open requests most urgent first with overdue ones marked, and answered ones newest first", async () => {
    const old = await submitGrievance(svc, valid({ topic: "access" }), { ip: freshIp() }, new Date(Date.now() - 100 * DAY_MS));
    const fresh = await submitGrievance(svc, valid({ topic: "correction" }), { ip: freshIp() });
    const open = (await listGrievances(svc.table, admin, { status: "open", limit: 100 })).items;
    const refs = open.map((g) => g.reference);
    expect(refs.indexOf(old.reference)).toBeLessThan(refs.indexOf(fresh.reference));
    expect(open.every((g, i) => i === 0 || open[i - 1]!.dueAt <= g.dueAt)).toBe(true);
    expect(isOverdue(open.find((g) => g.reference === old.reference)!)).toBe(true);
    expect(isOverdue(open.find((g) => g.reference === fresh.reference)!)).toBe(false);

    await answerGrievance(svc, admin, fresh.reference, { answer: "Corrected." }, new Date(Date.now() + 1000));
    await answerGrievance(svc, admin, old.reference, { answer: "Here is the summary." }, new Date(Date.now() + 2000));
    const answered = (await listGrievances(svc.table, admin, { status: "answered", limit: 100 })).items.map((g) => g.reference);
    expect(answered.slice(0, 2)).toEqual([old.reference, fresh.reference]);
    const stillOpen = (await listGrievances(svc.table, admin, { status: "open", limit: 100 })).items.map((g) => g.reference);
    expect(stillOpen).not.toContain(old.reference);
    expect(isOverdue(await grievanceForAdmin(svc.table, admin, old.reference))).toBe(false);
  });

  it("records the answer once, logs it, and mails it to the person; a second answer is refused", async () => {
    const input = valid();
    const { reference } = await submitGrievance(svc, input, { ip: freshIp() });
    const answered = await answerGrievance(svc, admin, reference, { answer: "  We erased your vehicles.\nNothing else was held.  " });
    expect(answered).toMatchObject({
      status: "answered",
      answer: "We erased your vehicles.\nNothing else was held.",
      answeredBy: admin.id,
    });
    expect(await grievanceForAdmin(svc.table, admin, reference)).toMatchObject({ status: "answered", answeredBy: admin.id });

    const mail = (await mails()).find((m) => m.to === input.email && m.subject === `Our answer to your privacy request ${reference}`);
    expect(mail?.text).toContain("We erased your vehicles.");
    expect(mail?.text).toContain(svc.config.GRIEVANCE_OFFICER_NAME);
    const log = await readActivity(svc.table, admin, { kind: "admin", actorId: admin.id });
    expect(log.entries.map((e) => e.summary)).toContain(`Answered privacy request ${reference}`);

    await expect(answerGrievance(svc, admin, reference, { answer: "Again" })).rejects.toBeInstanceOf(ConflictError);
    expect((await grievanceForAdmin(svc.table, admin, reference)).answer).toBe("We erased your vehicles.\nNothing else was held.");
  });

  it("writes to a requester in the language of the page they wrote from: Hindi's acknowledgement and answer, the officer's notice in English", async () => {
    const input = valid();
    const received = new Date("2026-11-27T06:30:00.000Z");
    const { reference } = await submitGrievance(svc, input, { ip: freshIp(), language: "hi" }, received);
    const ack = (await mails()).find((m) => m.to === input.email);
    expect(ack?.subject).toBe(`आपका गोपनीयता अनुरोध ${reference} हमें मिल गया है`);
    expect(ack?.text).toContain(`हम ${formatIndiaDay(grievanceDueAt(received), "hi")} तक इसी पते पर ई-मेल से इसका जवाब देंगे।`);
    expect(formatIndiaDay(grievanceDueAt(received), "hi")).toBe("गुरु, 25 फ़रवरी 2027");
    expect(ack?.html).toContain('<html lang="hi">');
    expect(`${ack?.text} ${ack?.html}`).not.toMatch(/privacy|received|Hello/i);
    const notice = (await mails()).find((m) => m.to === svc.config.GRIEVANCE_OFFICER_EMAIL && m.text.includes(reference));
    expect(notice?.subject).toBe(`Privacy request ${reference}: Erasing my data`);

    await answerGrievance(svc, admin, reference, { answer: "हमने आपके वाहन हटा दिए हैं।" });
    const answer = (await mails()).find((m) => m.to === input.email && m.subject === `आपके गोपनीयता अनुरोध ${reference} का हमारा जवाब`);
    expect(answer?.text).toContain(`यह ${formatIndiaDay(received, "hi")} के आपके गोपनीयता अनुरोध ${reference} का हमारा जवाब है।`);
    expect(answer?.text).toContain("हमने आपके वाहन हटा दिए हैं।");
  });

  it("lets only one of two admins answering at once win", async () => {
    const { reference } = await submitGrievance(svc, valid(), { ip: freshIp() });
    const other = await makeMember(svc, "Second Admin", "admin");
    const results = await Promise.allSettled([
      answerGrievance(svc, admin, reference, { answer: "First" }),
      answerGrievance(svc, other, reference, { answer: "Second" }),
    ]);
    const won = results.filter((r) => r.status === "fulfilled");
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost.map((r) => (r.reason as Error).message)).toEqual([GRIEVANCE_MESSAGES.alreadyAnswered]);
    const stored = await grievanceForAdmin(svc.table, admin, reference);
    expect(stored.answer).toBe((won[0] as PromiseFulfilledResult<GrievanceItem>).value.answer);
  });

  it("refuses an empty answer and changes nothing", async () => {
    const { reference } = await submitGrievance(svc, valid(), { ip: freshIp() });
    const error = await answerGrievance(svc, admin, reference, { answer: "  " }).catch((e: unknown) => e);
    expect((error as ValidationError).fieldErrors.answer).toEqual([GRIEVANCE_MESSAGES.answerRequired]);
    expect((await grievanceForAdmin(svc.table, admin, reference)).status).toBe("open");
  });

  it("refuses a member, an operator, a moderator and an admin without the second factor; nothing changes", async () => {
    const input = valid();
    const { reference } = await submitGrievance(svc, input, { ip: freshIp() });
    const mailsBefore = (await mails()).length;
    const adminByPassword = asCaller(await makeMember(svc, "Half-signed Admin", "admin"), "password");
    for (const person of [
      await makeMember(svc, "A member", "user"),
      await makeMember(svc, "An operator", "operator"),
      await makeMember(svc, "A moderator", "moderator"),
      adminByPassword,
    ]) {
      await expect(listGrievances(svc.table, person, { status: "open" })).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(grievanceForAdmin(svc.table, person, reference)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(answerGrievance(svc, person, reference, { answer: "Not mine to give" })).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
    }
    expect(await grievanceForAdmin(svc.table, admin, reference)).toMatchObject({ status: "open" });
    expect((await mails()).length).toBe(mailsBefore);
  });

  it("answers a reference nobody has with not found", async () => {
    await expect(grievanceForAdmin(svc.table, admin, "GRV-00000000")).rejects.toThrow(GRIEVANCE_MESSAGES.notFound);
    await expect(grievanceForAdmin(svc.table, admin, "not-a-reference")).rejects.toThrow(GRIEVANCE_MESSAGES.notFound);
    expect(await grievanceReceipt(svc.table, "GRV-00000000")).toBeNull();
  });
});
