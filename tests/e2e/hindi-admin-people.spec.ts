import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN_NAME, openFromHindiNav, signInAsAdmin } from "./support/admin";
import { expectNoEnglish } from "./support/hindi";
import { measure, type Check } from "./support/layout-measure";

/**
 * The admin's Communities, Users and Grievances pages in Hindi (issue 35), JavaScript on and off:
 * from the admin dashboard the admin opens Communities and a community, Users and a member found by
 * the start of their e-mail address, and Grievances and a request someone sent through the public
 * form; every control found by its Hindi name, no English left on the page (its header too) but
 * names, e-mail addresses and what people wrote. A suspension and an answer are tried empty only
 * (refused in Hindi): the seeded members and communities stay as the other specs expect them.
 * Without JavaScript the journey runs at phone width and checks the phone layout rules.
 */
const PHONE = { width: 390, height: 844 };
const COMMUNITY = "Parking Tips";
/** Communities' names are data and stay in Latin letters (the banner choices name them too). */
const COMMUNITY_NAMES = ["Parking Tips", "Electric Vehicles", "Two Wheelers", "Car Care", "Road Trips", "Traffic and Commuting"];
/** The demo driver: seeded bookings and posts, so the user page shows its tables in Hindi (read only). */
const MEMBER = { email: "driver@example.com", name: "Demo Driver" };
/** The picture formats the banner upload names, as Indian apps write them. */
const FORMATS = ["JPEG", "PNG", "GIF", "WebP", "KB", "MB"];

async function checkPage(page: Page, shot: string, own: readonly string[] = []) {
  const allow = [...COMMUNITY_NAMES, ...FORMATS, ADMIN_NAME, ...own, ...(await page.locator("[data-user-content]").allInnerTexts())];
  await expectNoEnglish(page, { allow });
  const size = page.viewportSize()!;
  const problems = await page.evaluate(measure);
  const checks: Check[] = size.width < 768 ? ["scroll", "overlap", "targets", "text"] : ["scroll", "overlap"];
  for (const check of checks) expect.soft(problems[check], `${check} on ${page.url()} at ${size.width} px`).toEqual([]);
  if (process.env.HINDI_SHOTS) await page.screenshot({ path: `/tmp/admin-people-${shot}-${size.width}.png`, fullPage: true });
}

/** A page of the admin area from its header's navigation, by its Hindi name. */
async function openFromHeader(page: Page, name: string, path: string) {
  await openFromHindiNav(page, name);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The row of the open requests naming `reference`, paging on with "और अनुरोध" while it is not shown. */
async function requestRow(page: Page, reference: string): Promise<Locator> {
  const row = page.getByRole("list", { name: "खुले अनुरोध" }).getByRole("listitem").filter({ hasText: reference });
  while (!(await row.isVisible())) await page.getByRole("link", { name: "और अनुरोध" }).click();
  return row;
}

test("the admin reads Communities, Users and Grievances in Hindi, from the dashboard to a community, a member and a request", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const jsOff = testInfo.project.name === "js-off";
  if (jsOff) await page.setViewportSize(PHONE);

  // A request to the Grievance Officer, through the public form's own POST (as privacy.spec.ts sends one).
  const requester = { name: "Meera Iyer", email: `hindi-admin-${testInfo.project.name}-${Date.now()}@example.com` };
  await page.goto("/privacy/grievance");
  const sent = await page.request.post("/privacy/grievance", {
    form: { ...requester, topic: "correction", message: "मेरी प्रोफ़ाइल में मेरा शहर गलत लिखा है, कृपया ठीक करें।" },
    headers: { Origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  const reference = new URL(sent.headers()["location"] ?? "", page.url()).searchParams.get("reference")!;
  expect(reference).toMatch(/^GRV-/);

  // signInAsAdmin reuses the worker's session (one code per 30-second step; the header's switch
  // before signing in is hindi-admin.spec.ts's journey): the admin signs in, then the language
  // cookie says Hindi, as the switch sets it. The admin area reads no member profile: the cookie decides.
  await signInAsAdmin(page);
  await page.context().addCookies([{ name: "sp_lang", value: "hi", url: new URL(page.url()).origin }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi-IN");

  // Communities, and one of them.
  await openFromHeader(page, "कम्युनिटी", "/admin/communities");
  await expect(page.getByRole("heading", { level: 1, name: "कम्युनिटी" })).toBeVisible();
  await expect(page.getByRole("link", { name: "कम्युनिटी जोड़ें" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: COMMUNITY })).toContainText(/\d+ सदस्य · \d+ मॉडरेटर/);
  await checkPage(page, "communities");

  await page.getByRole("link", { name: COMMUNITY, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: COMMUNITY })).toBeVisible();
  await expect(page.getByLabel("हिन्दी में विवरण (वैकल्पिक)")).toBeVisible();
  await expect(page.getByRole("button", { name: "बदलाव सेव करें" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "मॉडरेटर", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Community Moderator को हटाएँ" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "मॉडरेशन लॉग" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "नया बैनर अपलोड करें" })).toBeVisible();
  // An address that is no member's is refused next to the field, in Hindi.
  await page.getByLabel("ई-मेल से मॉडरेटर जोड़ें").fill(`nobody-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "मॉडरेटर जोड़ें", exact: true }).click();
  await expect(page.getByLabel("ई-मेल से मॉडरेटर जोड़ें")).toHaveAccessibleDescription(/इस ई-मेल पते का कोई खाता नहीं है।/);
  // The banner choices name the communities that have a banner, other specs' new ones too: each
  // choice reads "<names> का बैनर", and the names are data.
  const choices = await page.getByLabel("बैनर", { exact: true }).locator("option:not([value=''])").allInnerTexts();
  const bannerNames = choices.map((choice) => /^(.+) का बैनर$/.exec(choice.trim())?.[1] ?? "");
  await checkPage(page, "community", ["Community Moderator", ...bannerNames]);

  // Users: a member found by the start of their e-mail address.
  await openFromHeader(page, "यूज़र", "/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "यूज़र" })).toBeVisible();
  await expect(page.getByRole("list", { name: "सबसे नए सदस्य" })).toBeVisible();
  await checkPage(page, "users");
  await page.getByLabel("ई-मेल पते की शुरुआत").fill("DRIVER@");
  await page.getByRole("button", { name: "खोजें", exact: true }).click();
  const found = page.getByRole("list", { name: "मिले यूज़र" });
  await expect(found.getByRole("listitem")).toHaveCount(1);
  await expect(found).toContainText("यूज़र ·");
  await checkPage(page, "users-found");
  await found.getByRole("link", { name: MEMBER.email }).click();

  await expect(page.getByRole("heading", { level: 1, name: MEMBER.email })).toBeVisible();
  await expect(page.getByText("चालू", { exact: true })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "बुकिंग के टैब" }).getByRole("link", { name: "कन्फ़र्म" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("region", { name: "बुकिंग", exact: true }).getByRole("columnheader", { name: "पार्किंग" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "पोस्ट", exact: true })).toBeVisible();
  // A suspension needs a reason: refused in Hindi, and the member stays as they were.
  await page.getByRole("button", { name: "निलंबित करें", exact: true }).click();
  await expect(page.getByLabel("वजह", { exact: true })).toHaveAccessibleDescription(/कृपया वजह लिखें।/);
  await expect(page.getByText("चालू", { exact: true })).toBeVisible();
  // The communities they could moderate: names only (data), other specs' new ones too.
  const communities = await page.getByLabel("इन्हें इस कम्युनिटी का मॉडरेटर बनाएँ").locator("option:not([value=''])").allInnerTexts();
  await checkPage(page, "user", [MEMBER.name, ...communities]);

  // Grievances, and the request sent above.
  await openFromHeader(page, "शिकायतें", "/admin/grievances");
  await expect(page.getByRole("heading", { level: 1, name: "शिकायतें" })).toBeVisible();
  await expect(page.getByRole("link", { name: "खुले", exact: true })).toHaveAttribute("aria-current", "page");
  const row = await requestRow(page, reference);
  await expect(row).toContainText("मेरे डेटा में सुधार");
  await expect(row).toContainText(`भेजने वाले: ${requester.name}`);
  await expect(row).toContainText(/आख़िरी तारीख़: \S+, \d{1,2} \S+ \d{4}/);
  await checkPage(page, "grievances");
  await row.getByRole("link", { name: reference }).click();

  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  await expect(page.getByText(/^खुला: जवाब .+ तक देना है।$/)).toBeVisible();
  await expect(page.getByText("साइन इन नहीं थे")).toBeVisible();
  await expect(page.getByRole("heading", { name: "अनुरोध", exact: true })).toBeVisible();
  // An empty answer is refused in Hindi; the request stays open.
  await page.getByRole("button", { name: "जवाब भेजें और पूरा हुआ मार्क करें" }).click();
  await expect(page.getByLabel("आपका जवाब", { exact: true })).toHaveAccessibleDescription(/जवाब ज़रूरी है/);
  await checkPage(page, "grievance", [requester.name]);
});
