import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./support/sign-in";

/**
 * Issue 29's journeys, walked from where a person starts: the footer's "For car park owners" and
 * its enquiry; the header's user menu to the member's own pages, and home offering their bookings;
 * directions from a booking card and from a favourite car park's page. JavaScript on and off.
 */
const DIRECTIONS = /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d+(\.\d+)?,-?\d+(\.\d+)?$/;

async function openUserMenu(page: Page) {
  await page.getByRole("banner").getByLabel("User menu").click();
  return page.getByRole("banner").getByRole("navigation", { name: "Your account" }).filter({ visible: true });
}

test("a visitor finds the page for car park owners in the footer and sends a listing enquiry", async ({ page }, testInfo) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "For car park owners" }).click();
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "List your car park on SMART PARKING" })).toBeVisible();
  for (const offer of ["Bookings", "Passes", "The operator desk", "Payouts"])
    await expect(main.getByRole("heading", { level: 3, name: offer })).toBeVisible();

  await main.getByRole("button", { name: "Send enquiry" }).click();
  await expect(main.getByText("Car park name is required", { exact: true })).toBeVisible();
  await expect(main.getByLabel("City", { exact: true })).toHaveAccessibleDescription("City is required");

  await main.getByLabel("Name", { exact: true }).fill("Kiran Shetty");
  await main.getByLabel("Email", { exact: true }).fill(`kiran-${testInfo.project.name}@example.com`);
  await main.getByLabel("Phone number", { exact: true }).fill("+91 98450 22222");
  await main.getByLabel("Car park name", { exact: true }).fill(`Lakeview Plaza (${testInfo.project.name})`);
  await main.getByLabel("City", { exact: true }).fill("Pune");
  await main.getByLabel("Message", { exact: true }).fill("120 car spaces, open 6 am to midnight.");
  await main.getByRole("button", { name: "Send enquiry" }).click();
  await expect(main.getByRole("status")).toHaveText("Thank you for contacting us. We reply within 24 hours.");
});

test("a member's user menu leads to their own pages, and home offers their bookings", async ({ page }) => {
  await signIn(page, "driver@example.com", "Driver#2026");
  const hero = page.getByRole("region", { name: "We Make Parking Simple - Anytime, Anywhere" });
  await expect(hero.getByRole("link", { name: "Sign up free" })).toHaveCount(0);
  await expect(hero.getByRole("link", { name: "My bookings" })).toHaveAttribute("href", "/booking");

  const menu = await openUserMenu(page);
  const labels = ["My bookings", "Passes", "Vehicles", "Communities", "Saved", "Favourites", "Profile", "Settings"];
  await expect(menu.getByRole("link")).toHaveText(labels);
  await expect(page.getByRole("banner").getByRole("button", { name: "Logout" }).filter({ visible: true })).toBeVisible();

  await menu.getByRole("link", { name: "Passes" }).click();
  await expect(page).toHaveURL(/\/booking\?status=Passes$/);
  await (await openUserMenu(page)).getByRole("link", { name: "Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Devices and locations" })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "PROFESSIONALS" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "List your car park on SMART PARKING" })).toBeVisible();
});

test("a booking card and its car park's page give directions, the page a map and its hours", async ({ page, javaScriptEnabled }) => {
  await signIn(page, "driver@example.com", "Driver#2026");
  await (await openUserMenu(page)).getByRole("link", { name: "My bookings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My bookings" })).toBeVisible();
  const directions = page
    .getByRole("main")
    .getByRole("link", { name: /^Get directions/ })
    .first();
  await expect(directions).toHaveAttribute("href", DIRECTIONS);
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute("rel", "noopener");

  await (await openUserMenu(page)).getByRole("link", { name: "Favourites" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your favourite car parks" })).toBeVisible();
  await page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link").first().click();
  const main = page.getByRole("main");
  await expect(main.getByText(/^(Open 24x7|Not open 24x7)$/)).toBeVisible();
  await expect(main.getByText("Opening hours vary")).toHaveCount(0);
  const location = main.getByRole("region", { name: "Location" });
  const toThePark = location.getByRole("link", { name: /^Get directions/ });
  await expect(toThePark).toHaveAttribute("href", DIRECTIONS);
  await expect(toThePark).toHaveAttribute("target", "_blank");
  await expect(toThePark).toHaveAttribute("rel", "noopener");
  if (javaScriptEnabled) {
    // The map starts when it is scrolled near, as a driver reaches the Location section.
    await toThePark.scrollIntoViewIfNeeded();
    await expect(page.getByTestId("car-park-map")).toHaveAttribute("data-ready", "yes");
    await expect(location.getByRole("link", { name: /^Open a larger map/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.openstreetmap\.org\//,
    );
  } else {
    await expect(page.getByTestId("car-park-map")).toBeHidden();
    await expect(location.getByRole("link", { name: /^See it on a map/ })).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\//);
  }
});
