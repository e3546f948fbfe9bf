import { beforeAll, describe, expect, it } from "vitest";
import { resendVerification } from "@core/account/account-service";
import { requestPasswordReset } from "@core/account/password-reset";
import { findUserByEmail } from "@core/account/user-store";
import { VERIFICATION_RESEND_CAP, VERIFICATION_RESEND_CAP_MESSAGE } from "@core/account/verification-resend-cap";
import type { Services } from "@core/services";
import { call, useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";
import { signedInRequest } from "../support/web";

const { action: resendAction } = await import("../../app/routes/auth/_app.resend-verification");

/**
 * Issue 28 (4a): mail to an address nobody has proved carries nothing the sign-up typed, and the
 * verification link can be sent again only VERIFICATION_RESEND_CAP times in an account's life.
 * Real sign-up handler, real page action, DynamoDB Local and the local outbox.
 */
let svc: Services;
let seq = 0;
const SPAM_NAME = "Buy cheap pills at spam.example";
/** Every word of the name that could not appear in our own text by chance ("at" could). */
const SPAM_WORDS = ["buy", "cheap", "pills", "spam"];

beforeAll(async () => {
  svc = await createTestServices("verification-mail");
  useServicesForHandlers(svc);
});

async function signUp(name: string): Promise<string> {
  const email = `verify-${Date.now().toString(36)}-${++seq}@example.com`;
  const res = await call("POST", "/api/users/signup", {
    ip: `198.51.100.${seq}`,
    json: { name, email, password: "Correct#Horse1", confirmPassword: "Correct#Horse1", isConsentGiven: true },
  });
  expect(res.status).toBe(201);
  return email;
}

const mailsTo = async (to: string, subject: string) => (await svc.outbox!.list()).filter((m) => m.to === to && m.subject === subject);

function expectNoPartOfTheName(mail: { subject: string; text: string; html?: string }) {
  const everything = `${mail.subject}\n${mail.text}\n${mail.html ?? ""}`.toLowerCase();
  for (const word of SPAM_WORDS) expect(everything).not.toContain(word);
}

describe("mail to an unverified address carries no text of the sign-up's choosing", () => {
  it("the verification mail of a sign-up named 'Buy cheap pills at spam.example' contains no part of the name", async () => {
    const email = await signUp(SPAM_NAME);
    const [mail] = await mailsTo(email, "Verify your e-mail address");
    expect(mail).toBeDefined();
    expect(mail!.text).toMatch(/\/auth\/verify\/[A-Za-z0-9_-]+/);
    expectNoPartOfTheName(mail!);
  });

  it("neither does the password-reset mail while the address is unverified", async () => {
    const email = await signUp(SPAM_NAME);
    await requestPasswordReset(svc, { email }, { ip: "198.51.100.200", userAgent: "test" }, { pace: () => Promise.resolve() });
    const [mail] = await mailsTo(email, "Reset your password");
    expect(mail).toBeDefined();
    expectNoPartOfTheName(mail!);
  });
});

describe("sending the verification link again", () => {
  it(`stops after ${VERIFICATION_RESEND_CAP} resends for the account's life, with the message, and sends nothing more`, async () => {
    const email = await signUp(SPAM_NAME);
    const user = (await findUserByEmail(svc.table, email))!;
    const resend = async () => {
      const request = await signedInRequest(svc, user.id, "/resend-verification", { form: { redirectTo: "/dashboard" } });
      const response = (await resendAction({ request, params: {}, context: {} } as never)) as Response;
      return response.headers.get("location");
    };

    for (let i = 0; i < VERIFICATION_RESEND_CAP; i++) expect(await resend()).toBe("/dashboard?verification=sent");
    const sent = await mailsTo(email, "Verify your e-mail address");
    expect(sent).toHaveLength(1 + VERIFICATION_RESEND_CAP);
    for (const mail of sent) expectNoPartOfTheName(mail);

    expect(await resend()).toBe("/dashboard?verification=capped");
    expect(await resend()).toBe("/dashboard?verification=capped");
    expect(await mailsTo(email, "Verify your e-mail address")).toHaveLength(1 + VERIFICATION_RESEND_CAP);

    // The rule itself answers with the cap's message (the page shows it for ?verification=capped).
    await expect(resendVerification(svc, user.id)).rejects.toThrow(VERIFICATION_RESEND_CAP_MESSAGE);
    expect(await mailsTo(email, "Verify your e-mail address")).toHaveLength(1 + VERIFICATION_RESEND_CAP);
  });
});
