import { beforeAll, describe, expect, it } from "vitest";
import { GRIEVANCE_MESSAGES } from "@core/privacy/grievance-schema";
import { grievanceForAdmin, submitGrievance, type GrievanceItem } from "@core/privacy/grievance-service";
import type { Services } from "@core/services";
import { createHandlerTestServices } from "../support/api";
import { makeMember } from "../support/community";
import { signedInRequest } from "../support/web";
import { action as formAction, loader as formLoader } from "../../app/routes/public/privacy_.grievance";
import { loader as listLoader } from "../../app/routes/admin/admin.grievances._index";
import { action as answerAction, loader as detailLoader } from "../../app/routes/admin/admin.grievances.$reference";

/**
 * The grievance pages (issue 32 §5) through the routes' own loaders and actions on DynamoDB Local:
 * the form stores a request and redirects to its receipt; bad input is a 400 that stores nothing;
 * the admin pages open only to the admin session (after the second factor); an answer is recorded.
 */
let svc: Services;
let admin: Awaited<ReturnType<typeof makeMember>>;
beforeAll(async () => {
  svc = await createHandlerTestServices("grievance-pages");
  admin = await makeMember(svc, "Pages Admin", "admin");
});

type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init: { status: number } };
const messages = (reply: unknown) => Object.values((reply as Reply).data.result.error ?? {}).flat();
const statusOf = (reply: unknown) => (reply as Reply).init.status;
const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: { clientIp: "198.51.100.77" } });
const thrown = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    (e: unknown) => e,
  );
const openCount = async () => (await svc.table.queryAll<GrievanceItem>({ index: "gsi1", pk: "GRIEVANCES#open" })).length;

const form = (overrides: Record<string, string> = {}) => ({
  name: "Page Sender",
  email: `page-${Date.now()}@example.com`,
  topic: "consent",
  message: "Please stop the offers mail.",
  ...overrides,
});

describe("the grievance form", () => {
  it("stores a signed-in member's request with their id and shows the receipt with the due date", async () => {
    const member = await makeMember(svc, "Signed-in Sender");
    const reply = (await formAction(args(await signedInRequest(svc, member.id, "/privacy/grievance", { form: form() })))) as Response;
    expect(reply.status).toBe(302);
    const reference = new URL(reply.headers.get("Location")!, "http://localhost").searchParams.get("reference")!;
    expect(await grievanceForAdmin(svc.table, admin, reference)).toMatchObject({
      userId: member.id,
      ip: "198.51.100.77",
      topic: "consent",
    });

    const receipt = await formLoader(args(new Request(`http://localhost/privacy/grievance?reference=${reference}`)));
    expect(receipt.receipt?.reference).toBe(reference);
    expect(receipt.receipt?.dueBy).toMatch(/^\w{3}, \d{1,2} \w{3} \d{4}$/);
  });

  it("keeps the language of a visitor's Hindi page with the request, so the acknowledgement goes in Hindi", async () => {
    const sent = form();
    const request = new Request("http://localhost/privacy/grievance", {
      method: "POST",
      body: new URLSearchParams(sent),
      headers: { cookie: "sp_lang=hi", "content-type": "application/x-www-form-urlencoded" },
    });
    const reply = (await formAction(args(request))) as Response;
    expect(reply.status).toBe(302);
    const reference = new URL(reply.headers.get("Location")!, "http://localhost").searchParams.get("reference")!;
    expect(await grievanceForAdmin(svc.table, admin, reference)).toMatchObject({ language: "hi" });
    const ack = (await svc.outbox!.list()).find((m) => m.to === sent.email);
    expect(ack?.subject).toBe(`आपका गोपनीयता अनुरोध ${reference} हमें मिल गया है`);
  });

  it("answers bad input with 400 and the messages, and stores nothing", async () => {
    const before = await openCount();
    const reply = await formAction(
      args(await signedInRequest(svc, admin.id, "/privacy/grievance", { form: form({ topic: "", message: "" }) })),
    );
    expect(statusOf(reply)).toBe(400);
    expect(messages(reply)).toEqual(expect.arrayContaining([GRIEVANCE_MESSAGES.topicRequired, "Message is required"]));
    expect(await openCount()).toBe(before);
  });
});

describe("the admin's grievance pages", () => {
  it("send a member, an operator and a moderator (and an admin's member session) to the admin sign-in; nothing changes", async () => {
    const { reference } = await submitGrievance(svc, form(), { ip: "198.51.100.78" });
    for (const role of ["user", "operator", "moderator", "admin"] as const) {
      const person = role === "admin" ? admin : await makeMember(svc, `Page ${role}`, role);
      const asMember = (url: string, init: { form?: Record<string, string> } = {}) => signedInRequest(svc, person.id, url, init);
      for (const refused of [
        thrown(listLoader(args(await asMember("/admin/grievances")))),
        thrown(detailLoader(args(await asMember(`/admin/grievances/${reference}`), { reference }))),
        thrown(answerAction(args(await asMember(`/admin/grievances/${reference}`, { form: { answer: "Mine" } }), { reference }))),
      ]) {
        const response = (await refused) as Response;
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/admin/signin");
      }
    }
    expect((await grievanceForAdmin(svc.table, admin, reference)).status).toBe("open");
  });

  it("list the request with its dates, refuse an empty answer, and record an answer", async () => {
    const { reference } = await submitGrievance(svc, form(), { ip: "198.51.100.79" });
    const asAdmin = (url: string, init: { form?: Record<string, string> } = {}) =>
      signedInRequest(svc, admin.id, url, { ...init, kind: "admin" });

    const list = await listLoader(args(await asAdmin("/admin/grievances")));
    expect(list.rows.find((r) => r.reference === reference)).toMatchObject({
      topic: "Withdrawing consent or stopping mail",
      overdue: false,
    });

    const empty = await answerAction(args(await asAdmin(`/admin/grievances/${reference}`, { form: { answer: " " } }), { reference }));
    expect(statusOf(empty)).toBe(400);
    expect(messages(empty)).toEqual([GRIEVANCE_MESSAGES.answerRequired]);
    expect((await grievanceForAdmin(svc.table, admin, reference)).status).toBe("open");

    const done = (await answerAction(
      args(await asAdmin(`/admin/grievances/${reference}`, { form: { answer: "Offers are off." } }), { reference }),
    )) as Response;
    expect(done.headers.get("Location")).toBe(`/admin/grievances?answered=${reference}`);
    const detail = await detailLoader(args(await asAdmin(`/admin/grievances/${reference}`), { reference }));
    expect(detail).toMatchObject({ status: "answered", answer: "Offers are off.", answeredBy: `${admin.name} (${admin.email})` });

    const again = await answerAction(args(await asAdmin(`/admin/grievances/${reference}`, { form: { answer: "Twice" } }), { reference }));
    expect(statusOf(again)).toBe(409);
    expect(messages(again)).toEqual([GRIEVANCE_MESSAGES.alreadyAnswered]);

    const missing = (await thrown(detailLoader(args(await asAdmin("/admin/grievances/GRV-00000000"), { reference: "GRV-00000000" })))) as {
      init: { status: number };
    };
    expect(missing.init.status).toBe(404);
  });
});
