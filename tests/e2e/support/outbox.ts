import { expect, type Page } from "@playwright/test";

/**
 * Reads mail the way a developer would: through the /dev/outbox pages of the local mail adapter.
 * Opens the newest e-mail to `to` (optionally only one whose subject contains `subject`) and returns
 * the first link in its body whose path starts with `path`, as an absolute URL.
 *
 * Leaves `page` on the message; the caller navigates on with `page.goto(link)`. Mail is written
 * before the action that sends it redirects, but a short retry keeps this robust anyway.
 */
export async function mailLink(page: Page, to: string, path: string, options: { subject?: string } = {}): Promise<string> {
  const messages = page.getByRole("region", { name: "Messages" }).getByRole("link");
  const matching = options.subject ? messages.filter({ hasText: options.subject }) : messages;

  await expect(async () => {
    await page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
    await expect(matching.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });

  // The list is newest first.
  await matching.first().click();
  const body = page.getByRole("article");
  await expect(body.getByText(to, { exact: true })).toBeVisible();

  for (const href of await body.getByRole("link").evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href))) {
    if (new URL(href).pathname.startsWith(path)) return href;
  }
  throw new Error(`The newest e-mail to ${to} has no link to ${path}`);
}
