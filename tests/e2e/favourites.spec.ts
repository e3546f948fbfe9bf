import { expect, test, type Page } from "@playwright/test";
import { signUpFresh } from "./support/accounts";

/**
 * Favourite car parks (decision 025), with JavaScript on and off: signed out the heart leads to
 * sign in; a driver hearts a search result, finds it on /favourites and on its detail page (where
 * the heart toggles too), removes it and sees the empty state.
 */
const HOUR = 3600_000;

function tomorrowSearch(): string {
  const day = new Date(Date.now() + 5.5 * HOUR + 24 * HOUR).toISOString().slice(0, 10);
  return `/search?${new URLSearchParams({ place: "Mumbai", in: `${day}T10:00`, out: `${day}T15:00` })}`;
}

const firstCard = (page: Page) => page.locator("[data-card]").first();

test("a driver hearts a car park, finds it on /favourites, and removes it", async ({ page }, testInfo) => {
  // Signed out, the heart leads to sign in, and back to the search afterwards.
  await page.goto(tomorrowSearch());
  await firstCard(page)
    .getByRole("button", { name: /^Sign in to add .+ to favourites$/ })
    .click();
  await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fsearch%3F/);

  await signUpFresh(page, testInfo, { emailTag: "fav", namePrefix: "Fan", password: "Driver#2026" });
  await page.goto(tomorrowSearch());
  const heart = firstCard(page).getByRole("button", { name: /^Add .+ to favourites$/ });
  const name = (await heart.textContent())!.replace(/^Add (.+) to favourites$/, "$1");
  const parkingId = (await firstCard(page).getAttribute("id"))!.replace(/^result-/, "");
  await heart.click();
  // Back on the same search (a whole page without JavaScript, the island's plain form with it).
  await expect(firstCard(page).getByRole("button", { name: `Remove ${name} from favourites` })).toBeVisible();
  await expect(page).toHaveURL(/\/search\?.*place=Mumbai/);

  // (Not from /dashboard: without vehicles it moves on to /profile after 3 s.)
  await page.goto("/vehicles");
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Favourites", exact: true }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole("heading", { name: "Your favourite car parks", level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^Your favourite car parks \| /);
  const row = page.getByRole("listitem", { name });
  await expect(row).toContainText("Mumbai");
  await expect(row).toContainText(/Car ₹\d+ per \d h/);

  // Its detail page knows it is a favourite; its heart toggles there as well.
  await row.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  // With JavaScript the heart turns at once (a fetcher) and the server answers after: each toggle
  // waits for its answer, as leaving the page first would cancel it (seen on a busy CI machine).
  const toggle = async (label: string) => {
    const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/favourites/"));
    await page.getByRole("button", { name: label }).click();
    await answered;
  };
  await toggle(`Remove ${name} from favourites`);
  await expect(page.getByRole("button", { name: `Add ${name} to favourites` })).toBeVisible();
  await toggle(`Add ${name} to favourites`);
  await expect(page.getByRole("button", { name: `Remove ${name} from favourites` })).toBeVisible();

  await page.goto("/favourites");
  await page
    .getByRole("listitem", { name })
    .getByRole("button", { name: `Remove ${name} from favourites` })
    .click();
  await expect(page.getByText("You have no favourite car parks yet.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Find car parks" })).toHaveAttribute("href", "/search");

  // Another site posting the heart's form is refused by the same-origin guard (decision 007), and adds nothing.
  const crossSite = await page.request.post(`/favourites/${parkingId}`, {
    form: { intent: "add", redirectTo: "/favourites" },
    headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
  await page.reload();
  await expect(page.getByText("You have no favourite car parks yet.")).toBeVisible();
});
