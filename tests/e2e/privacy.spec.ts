import { expect, test, type Page } from "@playwright/test";
import { CONTACT_MESSAGES } from "@core/contact/schemas";
import { GRIEVANCE_MESSAGES } from "@core/privacy/grievance-schema";
import { signInAsAdmin } from "./support/admin";

/**
 * Issue 32 §5: the privacy notice from the footer, the grievance form (errors next to the fields,
 * then a thank-you with the reference, and the acknowledgement mail), and the admin answering a
 * request from the admin navigation, which mails the answer. JavaScript on and off.
 */
const REFERENCE = /GRV-[0-9A-HJKMNP-TV-Z]{8}/;

async function outboxMessage(page: Page, to: string, subject: string): Promise<string> {
  const link = page.getByRole("region", { name: "Messages" }).getByRole("link").filter({ hasText: subject });
  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
    await expect(link.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
  await link.first().click();
  return (await page.getByRole("article").textContent()) ?? "";
}

test("from the footer to the privacy notice, and a request to the Grievance Officer with a reference", async ({ page }, testInfo) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy", exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  for (const heading of ["What we collect and why", "How long we keep it", "Who processes it for us", "Your rights", "Grievance Officer"])
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  const officer = page.getByRole("region", { name: "Grievance Officer" });
  await expect(officer.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:grievance@/);
  await expect(page.getByRole("link", { name: "Settings → Delete account" })).toHaveAttribute("href", "/settings/delete");
  await expect(page.getByRole("link", { name: "Settings → Your data" })).toHaveAttribute("href", "/settings/data");
  await expect(page.getByRole("link", { name: "Settings → Mail" })).toHaveAttribute("href", "/settings/mail");

  await officer.getByRole("link", { name: "Write to the Grievance Officer" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Write to the Grievance Officer" })).toBeVisible();
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Send request" }).click();
  for (const [label, message] of [
    ["Name", CONTACT_MESSAGES.nameRequired],
    ["Email", CONTACT_MESSAGES.emailRequired],
    ["What is it about?", GRIEVANCE_MESSAGES.topicRequired],
    ["Your request", CONTACT_MESSAGES.messageRequired],
  ] as const) {
    const field = main.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[?]/g, "\\?")));
  }

  const email = `grievance-${testInfo.project.name}-${Date.now()}@example.com`;
  await main.getByLabel("Name", { exact: true }).fill("Farah Khan");
  await main.getByLabel("Email", { exact: true }).fill(email);
  await main.getByLabel("What is it about?", { exact: true }).selectOption({ label: "A summary of my data" });
  await main.getByLabel("Your request", { exact: true }).fill("Please send me a summary of the data you hold about me.");
  await main.getByRole("button", { name: "Send request" }).click();

  const status = main.getByRole("status");
  await expect(status).toContainText("Thank you. We have received your request.");
  await expect(status).toContainText(REFERENCE);
  await expect(status).toContainText(/We will answer by \w{3}, \d{1,2} \w{3} \d{4}/);
  const reference = REFERENCE.exec((await status.textContent()) ?? "")![0];

  const ack = await outboxMessage(page, email, `Your privacy request ${reference} has been received`);
  expect(ack).toContain(`Its reference is ${reference}.`);
  expect(ack).toMatch(/We will answer it by \w{3}, \d{1,2} \w{3} \d{4}/);
});

test("the admin finds a request under Grievances and answers it, which mails the answer", async ({ page }, testInfo) => {
  // The request: sent through the form's own POST (the journey above is the form's test).
  const email = `answer-${testInfo.project.name}-${Date.now()}@example.com`;
  await page.goto("/privacy/grievance");
  const sent = await page.request.post("/privacy/grievance", {
    form: { name: "Rohan Das", email, topic: "correction", message: "My city is wrong on my profile." },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  const reference = new URL(sent.headers()["location"] ?? "", page.url()).searchParams.get("reference")!;
  expect(reference).toMatch(REFERENCE);

  await signInAsAdmin(page);
  const nav = page.getByRole("navigation", { name: "Admin" });
  await nav.getByRole("link", { name: "Grievances", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Grievances" })).toBeVisible();
  const open = page.getByRole("list", { name: "Open requests" });
  const row = open.getByRole("listitem").filter({ hasText: reference });
  await expect(row).toContainText("Correcting my data");
  await expect(row).toContainText(/Due \w{3}, \d{1,2} \w{3} \d{4}/);
  await row.getByRole("link", { name: reference }).click();

  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await expect(page.getByText("My city is wrong on my profile.")).toBeVisible();
  await page.getByRole("button", { name: "Send answer and mark answered" }).click();
  await expect(page.getByLabel("Your answer", { exact: true })).toHaveAccessibleDescription(new RegExp(GRIEVANCE_MESSAGES.answerRequired));
  await page
    .getByLabel("Your answer", { exact: true })
    .fill("You can correct your city yourself under Profile; we have corrected it for you.");
  await page.getByRole("button", { name: "Send answer and mark answered" }).click();

  await expect(page.getByRole("status")).toHaveText(`Answered ${reference}; the answer was e-mailed.`);
  await expect(page.getByRole("list", { name: "Open requests" }).getByText(reference)).toHaveCount(0);
  await page.getByRole("link", { name: "Answered", exact: true }).click();
  await expect(page.getByRole("list", { name: "Answered requests" }).getByRole("listitem").filter({ hasText: reference })).toBeVisible();

  const answer = await outboxMessage(page, email, `Our answer to your privacy request ${reference}`);
  expect(answer).toContain("we have corrected it for you.");
});

test("the sign-up's consent links to the terms and to the privacy notice", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "USER SIGNUP" }).click();
  await expect(page.getByRole("link", { name: "terms and conditions", exact: true })).toHaveAttribute("href", "/terms");
  const popup = page.waitForEvent("popup");
  await page.getByRole("link", { name: "privacy notice", exact: true }).click();
  const notice = await popup;
  await expect(notice.getByRole("heading", { level: 1, name: "Privacy notice" })).toBeVisible();
  await expect(notice.getByRole("heading", { level: 2, name: "Your rights" })).toBeVisible();
  await notice.close();
});
