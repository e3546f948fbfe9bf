import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { articlesIn, HELP_ARTICLES, HELP_CATEGORIES } from "../../app/help/articles";

/**
 * The static and help pages (spec §2) and the contact form, with JavaScript on and off. The help
 * pages come from app/help/articles.ts, so looping over it visits every one of them.
 */
const FIELD_MESSAGES = ["Name is required", "Email is required", "Phone number is required", "Subject is required", "Message is required"];
const THANK_YOU = "Thank you for contacting us. We reply within 24 hours.";

async function expectAccessible(page: Page, javaScriptEnabled: boolean) {
  // axe runs inside the page; the js-off project checks the same markup without it.
  if (!javaScriptEnabled) return;
  const results = await new AxeBuilder({ page }).include("main").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * These pages are kept at the edge, so their CSP names their inline scripts by hash, not by nonce
 * (issue 28): any script the policy refused would be a console error here, and hydration would stop.
 */
let cspRefusals: string[] = [];
test.beforeEach(({ page }) => {
  cspRefusals = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy|Refused to/i.test(message.text())) cspRefusals.push(message.text());
  });
});
test.afterEach(() => {
  expect(cspRefusals).toEqual([]);
});

test.describe("about and how it works", () => {
  test("/about shows mission, vision, offerings and app badges that stay on this site", async ({ page, javaScriptEnabled }) => {
    const response = await page.goto("/about");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("About Us | SMART PARKING");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    for (const name of ["Our mission", "Our vision", "What we offer", "Get the app"]) {
      await expect(main.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    for (const name of ["Search and book", "Pay online", "Passes", "Community"]) {
      await expect(main.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    for (const store of ["Google Play", "App Store"]) {
      const badge = main.getByRole("link", { name: new RegExp(store) });
      await expect(badge).toHaveAttribute("href", "/how-works#app");
      await expect(badge).toContainText("Coming soon");
    }
    // Nothing on the page leads to another site.
    for (const href of await main.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^(\/|mailto:|tel:)/);
    }
    await expectAccessible(page, javaScriptEnabled);

    await main.getByRole("link", { name: /Google Play/ }).click();
    await expect(page).toHaveURL(/\/how-works#app$/);
    await expect(page.locator("#app")).toContainText("Coming soon");
  });

  test("/how-works shows the three steps and the app button", async ({ page, javaScriptEnabled }) => {
    const response = await page.goto("/how-works");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("How Does It Work | SMART PARKING");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "How does it work?" })).toBeVisible();
    const steps = main.getByRole("heading", { level: 3 });
    await expect(steps).toHaveText(["Find parking nearby", "Book and pay online", "Park"]);
    await expect(main.getByText("Enter your destination with your arrival and departure times.")).toBeVisible();
    const app = page.locator("#app");
    await expect(app).toHaveAccessibleName(/Download the app/);
    await expect(app).toContainText("Coming soon");
    await expectAccessible(page, javaScriptEnabled);
  });
});

test.describe("help pages", () => {
  test("/help-you offers the six categories", async ({ page, javaScriptEnabled }) => {
    const response = await page.goto("/help-you");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("We Help You | SMART PARKING");
    const main = page.getByRole("main");
    const expected = [
      ["/GInfo", "General Information"],
      ["/PAccount", "Parking Account"],
      ["/ACarParks", "About Our Car Parks"],
      ["/AProducts", "About Our Products"],
      ["/PBooking", "Parking Booking"],
      ["/FAQ", "Frequently Asked Questions"],
    ] as const;
    for (const [href, title] of expected) {
      await expect(main.getByRole("link", { name: new RegExp(`^${title}`) })).toHaveAttribute("href", href);
    }
    await expect(main.getByRole("region", { name: "Still need help?" }).getByRole("link", { name: "Contact us" })).toHaveAttribute(
      "href",
      "/contact",
    );
    await expectAccessible(page, javaScriptEnabled);
  });

  test("the help data has the 35 questions at their paths", () => {
    const counts = Object.fromEntries(HELP_CATEGORIES.map((c) => [c.path, articlesIn(c.id).map((a) => a.path)]));
    const range = (n: number, c: number) => Array.from({ length: n }, (_, i) => `/que${i + 1}.${c}`);
    expect(counts).toEqual({
      "/GInfo": range(1, 0),
      "/PAccount": range(11, 1),
      "/ACarParks": range(3, 2),
      "/AProducts": range(3, 3),
      "/PBooking": range(6, 4),
      "/FAQ": range(11, 5),
    });
    expect(HELP_ARTICLES).toHaveLength(35);
    // The review article has a heading of its own (the original repeated the invoice question).
    expect(HELP_ARTICLES.find((a) => a.path === "/que8.1")?.title).not.toBe(HELP_ARTICLES.find((a) => a.path === "/que7.1")?.title);
    expect(new Set(HELP_ARTICLES.map((a) => a.title)).size).toBe(35);
  });

  for (const category of HELP_CATEGORIES) {
    const questions = articlesIn(category.id);

    test(`${category.path} (${category.title}) and each of its ${questions.length} questions`, async ({ page, javaScriptEnabled }) => {
      await page.goto("/help-you");
      await page
        .getByRole("main")
        .getByRole("link", { name: new RegExp(`^${category.title}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${category.path}$`));
      await expect(page).toHaveTitle(`${category.title} | SMART PARKING`);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: category.title })).toBeVisible();

      const list = main.getByRole("list").filter({ has: page.getByRole("link", { name: questions[0]!.title }) });
      await expect(list.getByRole("link")).toHaveCount(questions.length);
      for (const q of questions) {
        await expect(main.getByRole("link", { name: q.title, exact: true })).toHaveAttribute("href", q.path);
      }

      // The first by clicking (a client-side navigation with JavaScript), the rest by address.
      await main.getByRole("link", { name: questions[0]!.title, exact: true }).click();
      await expectArticle(page, category.title, questions[0]!.title, questions[0]!.path);
      if (category.id === "PAccount") await expectAccessible(page, javaScriptEnabled);

      // Every article is the same server-rendered page with JavaScript on or off: the js-off project
      // reads each one; with JavaScript on, the first (reached by a client-side navigation) and the last.
      const visited = javaScriptEnabled ? [...new Set([0, questions.length - 1])] : questions.map((_, i) => i);
      for (const i of visited) {
        const q = questions[i]!;
        if (i > 0) {
          const response = await page.goto(q.path);
          expect(response?.status(), q.path).toBe(200);
          await expectArticle(page, category.title, q.title, q.path);
        }
        const pager = page.getByRole("navigation", { name: `More questions about ${category.title}` });
        const previous = questions[i - 1];
        const next = questions[i + 1];
        if (previous) await expect(pager.getByRole("link", { name: /Previous question/ })).toHaveAttribute("href", previous.path);
        if (next) await expect(pager.getByRole("link", { name: /Next question/ })).toHaveAttribute("href", next.path);
        if (!previous && !next) await expect(pager).toHaveCount(0);
      }

      if (questions.length > 1) {
        // Paging works as a link, too.
        await page.getByRole("link", { name: /Previous question/ }).click();
        await expect(page).toHaveURL(new RegExp(`${questions.at(-2)!.path.replace(".", "\\.")}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(questions.at(-2)!.title);
      }
    });
  }

  test("every link inside an article leads to a page of this site that exists", async ({ request }) => {
    const targets = new Set<string>();
    for (const article of HELP_ARTICLES) {
      for (const block of article.body) {
        for (const text of typeof block === "string" ? [block] : block.list) {
          for (const [, href] of text.matchAll(/\]\(([^)\s]+)\)/g)) targets.add(href!);
        }
      }
    }
    for (const href of targets) {
      if (/^(mailto|tel):/.test(href)) continue;
      expect(href, href).toMatch(/^\/([^/]|$)/);
      const response = await request.get(href, { maxRedirects: 0 });
      // Pages behind sign-in answer with a redirect to /signin; everything else with the page itself.
      expect([200, 302], `${href} answered ${response.status()}`).toContain(response.status());
      if (response.status() === 302) expect(response.headers().location).toMatch(/^\/signin\?redirectTo=/);
    }
  });

  test("help paths ignore letter case but settle on one spelling", async ({ page }) => {
    await page.goto("/ginfo");
    await expect(page).toHaveURL(/\/GInfo$/);
    await page.goto("/QUE2.1");
    await expect(page).toHaveURL(/\/que2\.1$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("How do I create an account?");
  });

  test("an unknown question gives the not-found page with status 404", async ({ page }) => {
    for (const path of ["/que99.9", "/que12.1", "/que1.6"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    }
  });
});

async function expectArticle(page: Page, categoryTitle: string, title: string, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(".", "\\.")}$`));
  await expect(page).toHaveTitle(`${title} | SMART PARKING`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(title);
  const crumbs = main.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Help", exact: true })).toHaveAttribute("href", "/help-you");
  await expect(crumbs.getByRole("link", { name: categoryTitle, exact: true })).toBeVisible();
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(title);
  await expect(main.getByRole("article").locator("p, li").first()).not.toBeEmpty();
  const help = main.getByRole("region", { name: "Still need help?" });
  await expect(help).toBeVisible();
  await expect(help.getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
}

test.describe("contact page", () => {
  test("shows the hero, the Reach Us card and the form", async ({ page, javaScriptEnabled }) => {
    const response = await page.goto("/contact");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Contact Us | SMART PARKING");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
    const reach = main.getByRole("region", { name: "Reach Us" });
    await expect(reach).toContainText("Bengaluru");
    await expect(reach.getByRole("link", { name: /\+91/ })).toHaveAttribute("href", /^tel:\+91/);
    await expect(reach.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
    await expect(main.getByRole("heading", { level: 2, name: "Get in Touch" })).toBeVisible();
    for (const label of ["Name", "Email", "Phone number", "Subject", "Message"]) {
      await expect(main.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByLabel("Message", { exact: true })).toHaveAttribute("rows", "3");
    await expectAccessible(page, javaScriptEnabled);
  });

  test("an empty form shows the five messages next to their fields", async ({ page, javaScriptEnabled }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send message" }).click();
    const main = page.getByRole("main");
    for (const message of FIELD_MESSAGES) await expect(main.getByText(message, { exact: true })).toBeVisible();
    for (const [label, message] of [
      ["Name", "Name is required"],
      ["Email", "Email is required"],
      ["Phone number", "Phone number is required"],
      ["Subject", "Subject is required"],
      ["Message", "Message is required"],
    ] as const) {
      const field = main.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(message);
    }
    await expect(page).toHaveURL(/\/contact$/);
    await expectAccessible(page, javaScriptEnabled);
  });

  test("a bad e-mail and phone get their messages and the typed values stay", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel("Name", { exact: true }).fill("Kiran Shetty");
    await main.getByLabel("Email", { exact: true }).fill("kiran@");
    await main.getByLabel("Phone number", { exact: true }).fill("call me");
    await main.getByLabel("Subject", { exact: true }).fill("Monthly pass");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(main.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(main.getByText("Please enter a valid phone number.", { exact: true })).toBeVisible();
    await expect(main.getByText("Message is required", { exact: true })).toBeVisible();
    await expect(main.getByLabel("Name", { exact: true })).toHaveValue("Kiran Shetty");
    await expect(main.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(main.getByLabel("Email", { exact: true })).toHaveValue("kiran@");
    await expect(main.getByLabel("Phone number", { exact: true })).toHaveValue("call me");
    await expect(main.getByLabel("Subject", { exact: true })).toHaveValue("Monthly pass");
  });

  test("a filled form is sent and thanked for", async ({ page, javaScriptEnabled }, testInfo) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    await main.getByLabel("Name", { exact: true }).fill("Priya Nair");
    await main.getByLabel("Email", { exact: true }).fill(`priya-${testInfo.project.name}@example.com`);
    await main.getByLabel("Phone number", { exact: true }).fill("+91 98450 12345");
    await main.getByLabel("Subject", { exact: true }).fill(`Refund question (${testInfo.project.name})`);
    await main.getByLabel("Message", { exact: true }).fill("I cancelled a booking last week. When will the refund arrive?");

    let release = () => {};
    if (javaScriptEnabled) {
      // Hold the submission a moment so the busy label can be seen.
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/contact(\.data)?(\?.*)?$/, async (route) => {
        if (route.request().method() === "POST") await held;
        await route.continue();
      });
    }
    await page.getByRole("button", { name: "Send message" }).click();
    if (javaScriptEnabled) {
      await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
      release();
    }

    await expect(page).toHaveURL(/\/contact\?sent=1$/);
    await expect(main.getByRole("status")).toHaveText(THANK_YOU);
    await expect(main.getByRole("link", { name: "Send another message" })).toHaveAttribute("href", "/contact");
  });
});
