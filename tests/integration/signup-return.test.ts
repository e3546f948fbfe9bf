import { beforeAll, describe, expect, it } from "vitest";
import { sendVerification } from "@core/account/account-service";
import { findUserByEmail } from "@core/account/user-store";
import type { Services } from "@core/services";
import { useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

const { action: signUpAction, loader: signUpLoader } = await import("../../app/routes/auth/signup");
const { action: signInAction, loader: signInLoader } = await import("../../app/routes/auth/signin");
const { loader: verifyLoader } = await import("../../app/routes/auth/auth.verify.$token");
const { loader: verifiedLoader } = await import("../../app/routes/auth/email-verified");

/**
 * Issue 29 (2): signing up on the way to a checkout comes back to it. The destination rides through
 * the sign-up form, the e-mailed verification link (kept with its token, decision 036), the "e-mail
 * verified" page and sign-in, and is checked as a same-site path at each page (safeRedirect). Real
 * page actions and loaders, DynamoDB Local and the local outbox.
 */
let svc: Services;
let seq = 0;
const PASSWORD = "Correct#Horse1";
const CHECKOUT = "/checkout?name=bkc&id=pk-mumbai-05&c=X&in=2026-12-01T03%3A30%3A00.000Z&out=2026-12-01T08%3A30%3A00.000Z&type=two";
/** Off-site, odd, or far longer than any page of ours (it would be stored with the verification token). */
const OFF_SITE = [
  "//evil.example/checkout",
  "https://evil.example/",
  "/\\evil.example",
  "javascript:alert(1)",
  `/checkout?x=${"a".repeat(5000)}`,
];

beforeAll(async () => {
  svc = await createTestServices("signup-return");
  useServicesForHandlers(svc);
});

const page = (path: string, form?: Record<string, string>) =>
  new Request(new URL(path, "http://localhost:3000"), form ? { method: "POST", body: new URLSearchParams(form) } : undefined);

/** A loader's or action's redirect, thrown or returned, as its Location. */
async function locationOf(run: () => Promise<unknown>): Promise<string | null> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  return answer instanceof Response ? answer.headers.get("location") : null;
}

async function newestVerificationMail(email: string) {
  // The outbox lists the newest first.
  const mail = (await svc.outbox!.list()).find((m) => m.to === email && m.subject === "Verify your e-mail address")!;
  return { mail, link: new URL(/https?:\/\/\S+\/auth\/verify\/\S+/.exec(mail.text)![0]) };
}

/** Follows a mailed verification link: where its page redirects. */
const verify = (link: URL) =>
  locationOf(() =>
    verifyLoader({ request: page(link.pathname + link.search), params: { token: link.pathname.split("/").pop() }, context: {} } as never),
  );

async function signUp(redirectTo: string) {
  const email = `return-${Date.now().toString(36)}-${++seq}@example.com`;
  const form = { name: "Return Driver", email, password: PASSWORD, confirmPassword: PASSWORD, isConsentGiven: "on", redirectTo };
  const location = await locationOf(() =>
    signUpAction({ request: page("/signup", form), params: {}, context: { clientIp: `198.51.100.${seq}` } } as never),
  );
  return { email, location, ...(await newestVerificationMail(email)) };
}

describe("signing up from a checkout", () => {
  it("the sign-up page keeps a same-site destination and drops any other", async () => {
    const load = async (redirectTo: string) =>
      (
        (await signUpLoader({
          request: page(`/signup?redirectTo=${encodeURIComponent(redirectTo)}`),
          params: {},
          context: {},
        } as never)) as {
          redirectTo: string;
        }
      ).redirectTo;
    expect(await load(CHECKOUT)).toBe(CHECKOUT);
    for (const bad of OFF_SITE) expect(await load(bad)).toBe("");
  });

  it("sign-up goes on to sign-in with the destination; the mail's link carries it by its token, with no path in the mail", async () => {
    const { location, link, mail } = await signUp(CHECKOUT);
    expect(location).toBe(`/signin?notice=signed-up&redirectTo=${encodeURIComponent(CHECKOUT)}`);
    expect(link.pathname).toMatch(/^\/auth\/verify\/[A-Za-z0-9_-]+$/);
    expect(link.search).toBe("");
    // Mail to an unproved address carries no text of the sign-up's choosing (decision 003), a path included.
    const everything = `${mail.subject}\n${mail.text}\n${mail.html ?? ""}`;
    for (const part of ["checkout", "pk-mumbai-05", "redirectTo"]) expect(everything).not.toContain(part);
  });

  it("the link leads on to 'e-mail verified' with the destination, whose Sign in keeps it, and sign-in ends on the checkout", async () => {
    const { email, link } = await signUp(CHECKOUT);
    const verified = await verify(link);
    expect(verified).toBe(`/email-verified?redirectTo=${encodeURIComponent(CHECKOUT)}`);

    const after = (await verifiedLoader({ request: page(verified!), params: {}, context: {} } as never)) as {
      signedIn: boolean;
      redirectTo: string;
    };
    expect(after).toMatchObject({ signedIn: false, redirectTo: CHECKOUT });

    const signInPage = (await signInLoader({
      request: page(`/signin?redirectTo=${encodeURIComponent(CHECKOUT)}`),
      params: {},
      context: {},
    } as never)) as { data: { redirectTo: string } };
    expect(signInPage.data.redirectTo).toBe(CHECKOUT);
    const signedIn = await locationOf(() =>
      signInAction({
        request: page("/signin", { email, password: PASSWORD, redirectTo: CHECKOUT }),
        params: {},
        context: { clientIp: "203.0.113.9" },
      } as never),
    );
    expect(signedIn).toBe(CHECKOUT);
  });

  it("an off-site destination is dropped at sign-up: plain sign-in, and a link that leads to 'e-mail verified' alone", async () => {
    for (const bad of OFF_SITE) {
      const { location, link } = await signUp(bad);
      expect(location).toBe("/signin?notice=signed-up");
      expect(await verify(link)).toBe("/email-verified");
    }
  });

  it("the destination is checked again when the link is used; one added to the link or to 'e-mail verified' is ignored or dropped", async () => {
    const { email } = await signUp("");
    const user = (await findUserByEmail(svc.table, email))!;
    for (const bad of OFF_SITE) {
      // Core keeps what the page hands it; the pages check. One that got past sign-up is refused at the link.
      await sendVerification(svc, user, { returnTo: bad });
      expect(await verify((await newestVerificationMail(email)).link)).toBe("/email-verified");

      const { link } = await signUp(CHECKOUT);
      const edited = new URL(`${link.pathname}?redirectTo=${encodeURIComponent(bad)}`, link);
      expect(await verify(edited)).toBe(`/email-verified?redirectTo=${encodeURIComponent(CHECKOUT)}`);

      const after = (await verifiedLoader({
        request: page(`/email-verified?redirectTo=${encodeURIComponent(bad)}`),
        params: {},
        context: {},
      } as never)) as { redirectTo: string };
      expect(after.redirectTo).toBe("");
    }
  });
});
