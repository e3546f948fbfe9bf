import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser), against the whole product
 * started the way `npm start` starts it, but with in-memory data. Every spec runs twice: with
 * JavaScript on and with JavaScript off (ARCHITECTURE §6).
 */
const port = Number(process.env.E2E_PORT ?? 3101);
const baseURL = `http://localhost:${port}`;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-quic",
    "--no-first-run",
  ],
};

/**
 * Specs that change settings every other spec depends on; they run in their own project, last.
 * (Running one of them alone: `npx playwright test -c tests/e2e/playwright.config.ts --no-deps <spec>`,
 * or Playwright first runs every spec of the projects it depends on.)
 */
const PLATFORM_WIDE = /content-check-settings\.spec\.ts$/;

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  outputDir: "../../test-results",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // CI runs on two cores shared by Chromium, the server, DynamoDB Local and s3rver: the longer
  // journeys (two browsers, several password hashes and e-mailed links) took 25-30 s there and
  // one in a hundred crossed 30 s. Waits are on events, so a roomier cap hides no failure.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: "../../.cache/reports/e2e.json" }],
    ...(process.env.CI ? [] : [["html", { outputFolder: "../../playwright-report", open: "never" }] as const]),
  ],
  use: {
    baseURL,
    trace: "retain-on-failure",
    // The service worker (issue 34) only where a spec asks for it (offline-vouchers.spec.ts): requests
    // a worker makes pass by page.route, which some specs use to hold or fail a request.
    serviceWorkers: "block",
    launchOptions: chromium,
  },
  projects: [
    { name: "js-on", testIgnore: PLATFORM_WIDE, use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "js-off", testIgnore: PLATFORM_WIDE, use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false } },
    // After every other spec, alone: a spec that changes a platform-wide setting (the content checks)
    // would otherwise change what a spec running beside it sees (an abusive post held for review
    // instead of refused). JavaScript off, as the admin's forms work without it.
    {
      name: "platform-wide",
      testMatch: PLATFORM_WIDE,
      dependencies: ["js-on", "js-off"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
  ],
  webServer: {
    command: "npx tsx infra/local/start.ts --memory",
    cwd: "../..",
    url: `${baseURL}/api/server-status`,
    env: { PORT: String(port), LOG_LEVEL: "warn", APP_ENV: "test" },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
