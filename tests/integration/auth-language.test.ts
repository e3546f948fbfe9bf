import { beforeAll, describe, expect, it } from "vitest";
import { findUserByEmail, updateUser } from "@core/account/user-store";
import type { Services } from "@core/services";
import { seedDemoAccounts } from "../../infra/local/seed/accounts";
import { useServicesForHandlers } from "../support/api";
import { createTestServices } from "../support/local-services";

const { action: signUpAction, loader: signUpLoader } = await import("../../app/routes/auth/signup");
const { action: signInAction, loader: signInLoader } = await import("../../app/routes/auth/signin");

/**
 * Issue 35 (decision 058) at the account's doors: a sign-up remembers the language of its page on
 * the new profile (the member's e-mails follow it), and a sign-in from a browser that has chosen no
 * language gives it the profile's as the `sp_lang` cookie; a chosen one stays. The pages themselves
 * answer in the page's language. Real page loaders and actions, DynamoDB Local.
 */
let svc: Services;
let seq = 0;
const PASSWORD = "Correct#Horse1";

beforeAll(async () => {
  svc = await createTestServices("auth-language");
  useServicesForHandlers(svc);
  await seedDemoAccounts(svc);
});

const page = (path: string, headers: Record<string, string>, form?: Record<string, string>) =>
  new Request(new URL(path, "http://localhost:3000"), {
    headers,
    ...(form ? { method: "POST", body: new URLSearchParams(form) } : {}),
  });

async function answerOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

async function signUp(headers: Record<string, string>) {
  const email = `lang-${Date.now().toString(36)}-${++seq}@example.com`;
  const form = { name: "Language Driver", email, password: PASSWORD, confirmPassword: PASSWORD, isConsentGiven: "on" };
  const answer = await answerOf(() =>
    signUpAction({ request: page("/signup", headers, form), params: {}, context: { clientIp: `198.51.100.${seq}` } } as never),
  );
  expect(answer).toBeInstanceOf(Response);
  expect((answer as Response).headers.get("location")).toBe("/signin?notice=signed-up");
  return (await findUserByEmail(svc.table, email))!;
}

const signIn = (email: string, password: string, headers: Record<string, string>) =>
  answerOf(() =>
    signInAction({
      request: page("/signin", headers, { email, password }),
      params: {},
      context: { clientIp: `203.0.113.${++seq}` },
    } as never),
  );

const languageCookie = (response: Response) =>
  response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith("sp_lang="))
    ?.split(";")[0];

describe("the language at sign-up", () => {
  it("a sign-up from a Hindi page (the switch's cookie) stores language 'hi' on the new profile", async () => {
    expect((await signUp({ cookie: "sp_lang=hi", "accept-language": "en-IN" })).language).toBe("hi");
  });

  it("so does one whose browser prefers Hindi, and an English page stores 'en'", async () => {
    expect((await signUp({ "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" })).language).toBe("hi");
    expect((await signUp({ cookie: "sp_lang=en", "accept-language": "hi-IN" })).language).toBe("en");
  });

  it("the sign-up page and its refusals are in the page's language", async () => {
    const loaded = (await signUpLoader({ request: page("/signup", { cookie: "sp_lang=hi" }), params: {}, context: {} } as never)) as {
      t: { heading: string };
    };
    expect(loaded.t.heading).toBe("अपना खाता बनाएँ");
    const refused = (await signUpAction({
      request: page("/signup", { cookie: "sp_lang=hi" }, { name: "", email: "x", password: "", confirmPassword: "" }),
      params: {},
      context: { clientIp: "198.51.100.250" },
    } as never)) as { data: { result: { error: Record<string, string[]> } } };
    expect(refused.data.result.error.name).toEqual(["यूज़रनेम ज़रूरी है।"]);
    expect(refused.data.result.error.password).toEqual(["पासवर्ड ज़रूरी है।"]);
    expect(refused.data.result.error.isConsentGiven).toEqual(["कृपया रजिस्ट्रेशन के नियम और शर्तें स्वीकार करें।"]);
  });
});

describe("the language at sign-in", () => {
  it("a browser without sp_lang gets the profile's language as its cookie", async () => {
    const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
    await updateUser(svc.table, driver.id, { language: "hi" });
    try {
      const answer = (await signIn("driver@example.com", "Driver#2026", { "accept-language": "en-IN" })) as Response;
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/");
      expect(languageCookie(answer)).toBe("sp_lang=hi");
      expect(answer.headers.getSetCookie().find((c) => c.startsWith("sp_lang="))).toMatch(/Path=\/; Max-Age=31536000; SameSite=Lax/);
    } finally {
      await updateUser(svc.table, driver.id, { language: "en" });
    }
  });

  it("a chosen language stays, and a profile without one sets nothing", async () => {
    const driver = (await findUserByEmail(svc.table, "driver@example.com"))!;
    await updateUser(svc.table, driver.id, { language: "hi" });
    try {
      const chosen = (await signIn("driver@example.com", "Driver#2026", { cookie: "sp_lang=en" })) as Response;
      expect(chosen.status).toBe(302);
      expect(languageCookie(chosen)).toBeUndefined();
    } finally {
      await updateUser(svc.table, driver.id, { language: "en" });
    }
    // The demo accounts were made before languages: no language on the profile.
    expect((await findUserByEmail(svc.table, "asha@example.com"))!.language).toBeUndefined();
    const none = (await signIn("asha@example.com", "Driver#2026", {})) as Response;
    expect(none.status).toBe(302);
    expect(languageCookie(none)).toBeUndefined();
  });

  it("the page, its notices and a wrong password's message are in the page's language", async () => {
    const loaded = (await signInLoader({
      request: page("/signin?notice=signed-up", { cookie: "sp_lang=hi" }),
      params: {},
      context: {},
    } as never)) as { data: { notice: string; t: { heading: string } } };
    expect(loaded.data.t.heading).toBe("अपने खाते में साइन इन करें");
    expect(loaded.data.notice).toBe("आपका खाता बन गया है। कृपया साइन इन करें।");
    const wrong = (await signIn("asha@example.com", "Wrong#2026x", { cookie: "sp_lang=hi" })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(Object.values(wrong.data.result.error).flat()).toContain("ई-मेल या पासवर्ड गलत है।");
  });
});
