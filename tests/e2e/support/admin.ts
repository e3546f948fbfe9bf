import { closeSync, mkdirSync, openSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Cookie, type Page } from "@playwright/test";
import { SECOND_FACTOR_MESSAGES } from "@core/account/second-factor-schema";
import { translateMessage } from "@core/i18n/messages";
import { timeStep, totpCode } from "@core/security/totp";
import { DEMO_ADMIN_TOTP_SECRET } from "../../../infra/local/seed/accounts";

/** The seeded admin's name, as the header and the logs show it. */
export const ADMIN_NAME = "Platform Admin";
export const ADMIN = { email: "admin@example.com", password: "Admin#2026", totpSecret: DEMO_ADMIN_TOTP_SECRET };

/** The sign-in steps' names a test finds the controls by, in the page's language. */
export interface AdminSignInLabels {
  email: string;
  password: string;
  signIn: string;
  code: string;
  verify: string;
  dashboard: string;
  usedCode: string;
}

export const ADMIN_SIGN_IN_LABELS: AdminSignInLabels = {
  email: "Email address",
  password: "Password",
  signIn: "Sign in",
  code: "Authentication code",
  verify: "Verify",
  dashboard: "Admin dashboard",
  usedCode: SECOND_FACTOR_MESSAGES.usedCode,
};

/** The same steps in Hindi (app/i18n/admin/sign-in.server.ts, dashboard.server.ts; core's message in Hindi). */
export const ADMIN_SIGN_IN_LABELS_HINDI: AdminSignInLabels = {
  email: "ई-मेल पता",
  password: "पासवर्ड",
  signIn: "साइन इन करें",
  code: "ऑथेंटिकेशन कोड",
  verify: "जाँचें",
  dashboard: "एडमिन डैशबोर्ड",
  usedCode: translateMessage(SECOND_FACTOR_MESSAGES.usedCode, "hi"),
};

/** The password step of /admin/signin (the caller is on the page). */
export async function submitAdminPassword(
  page: Page,
  email = ADMIN.email,
  password = ADMIN.password,
  labels: AdminSignInLabels = ADMIN_SIGN_IN_LABELS,
): Promise<void> {
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: labels.signIn, exact: true }).click();
}

/**
 * The workers of one run claim each 30-second step before typing its code (a file created
 * exclusively): a code is accepted once, and every code typed twice counts as a failure towards the
 * seeded admin's second-factor limit (20 an hour), which a run with many admin specs would reach.
 */
const CLAIMS = join(tmpdir(), `smartparking-e2e-totp-steps-${process.env.E2E_PORT ?? 3101}`);
function claimStep(from: number): number {
  mkdirSync(CLAIMS, { recursive: true });
  for (let step = from; ; step++) {
    try {
      closeSync(openSync(join(CLAIMS, String(step)), "wx"));
      return step;
    } catch {
      // Another worker typed this step's code: take the next one.
    }
  }
}

/**
 * Types the authenticator's code on /admin/signin/code, computed here with core's TOTP. A code is
 * accepted once (replay protection), and the tests of both projects sign in as the seeded admin at
 * the same time: each takes a step no other worker has claimed (the next step's code is accepted
 * as clock drift; a later one is typed after a wait), and should a code still have been used, the
 * next unclaimed step's.
 */
export async function enterAdminCode(
  page: Page,
  secret = ADMIN.totpSecret,
  labels: AdminSignInLabels = ADMIN_SIGN_IN_LABELS,
): Promise<void> {
  await expect(page).toHaveURL(/\/admin\/signin\/code$/);
  let step = claimStep(timeStep(Date.now()));
  for (let attempt = 0; attempt < 4; attempt++) {
    const now = timeStep(Date.now());
    if (step < now) step = now;
    if (step > now + 1) await page.waitForTimeout(((step - 1) * 30 - Date.now() / 1000) * 1000 + 200);
    await page.getByLabel(labels.code, { exact: true }).fill(totpCode(secret, step * 30_000));
    await page.getByRole("button", { name: labels.verify, exact: true }).click();
    const used = page.getByRole("alert").filter({ hasText: labels.usedCode });
    await expect(page.getByRole("heading", { name: labels.dashboard }).or(used)).toBeVisible();
    if (!(await used.isVisible())) return;
    step = claimStep(step + 1);
  }
  throw new Error("no fresh TOTP code was accepted");
}

/**
 * This worker's admin session and device cookies, once signed in. A code is accepted once per
 * 30-second step for the one seeded admin, so every spec signing in afresh would queue behind the
 * clock (and a burst of them ran out of fresh steps); a worker signs in once and later tests reuse
 * its session, as a staff member's browser would. The tests that are about signing in do it
 * themselves; `fresh` asks for a new sign-in (one whose log entry a test wants to see).
 */
let workerSession: Cookie[] | undefined;

/** Password and code: the seeded admin on /admin. */
export async function signInAsAdmin(page: Page, options: { fresh?: boolean } = {}): Promise<void> {
  if (workerSession && !options.fresh) {
    await page.context().addCookies(workerSession);
    await page.goto("/admin");
    // A session ended meanwhile (a logout, an expiry) is simply replaced below.
    if (new URL(page.url()).pathname === "/admin") return;
  }
  await page.goto("/admin/signin");
  await submitAdminPassword(page);
  await enterAdminCode(page);
  await expect(page).toHaveURL(/\/admin$/);
  workerSession = (await page.context().cookies()).filter((c) => /sp_admin$|sp_device/.test(c.name));
}

/** A page of the Hindi admin header's navigation: in the row from lg, behind the Menu (मेन्यू) below it. */
export async function openFromHindiNav(page: Page, name: string): Promise<void> {
  const menu = page.getByRole("banner").locator("summary", { hasText: "मेन्यू" });
  if (await menu.isVisible()) await menu.click();
  await page.getByRole("navigation", { name: "एडमिन" }).getByRole("link", { name, exact: true }).filter({ visible: true }).click();
}
