import { expect, test, type Page } from "@playwright/test";
import { createMember } from "./support/accounts";
import { expectNoEnglish, switchToHindi } from "./support/hindi";
import { measure, type Check } from "./support/layout-measure";
import { signIn } from "./support/sign-in";
import { POSTAL_ADDRESS_LINES } from "../../functions/core/brand";

/**
 * The community journey in Hindi (issue 35: "post, report"), JavaScript on and off: a member
 * switches to Hindi from the footer, opens Communities from the header's menu, opens a community by
 * its card (joining it first, as a new member must), publishes a text post, opens it, comments,
 * likes it and reports it with a reason, finding every control by its Hindi name; no English is left
 * on any page but names and the texts members wrote. A new member per project: switching the
 * language saves it on the profile, and the demo members' English pages must stay English for the
 * other specs. Without JavaScript the journey runs at phone width and checks the phone layout rules.
 */
const COMMUNITY = { "js-on": "Parking Tips", "js-off": "Road Trips" } as const;
/** On-topic for each community: the content check refuses a post on another topic (issue 12). */
const TIP = {
  "js-on": "the car park behind the station has space after 9 pm.",
  "js-off": "the FASTag lane at Khalapur toll plaza moves fast after 9 pm.",
} as const;
/** Names are data and stay in Latin letters on Hindi pages. */
const COMMUNITY_NAMES = ["Parking Tips", "Electric Vehicles", "Two Wheelers", "Car Care", "Road Trips", "Traffic and Commuting"];
const PHONE = { width: 390, height: 844 };
/** Brand names in the communities' Hindi texts. */
const BRANDS = ["FASTag"];
/**
 * The signed-in area's side menu (app/routes/account/_app.tsx) belongs to the account context, whose
 * Hindi is another step of issue 35; these words are allowed until it is merged, and go then.
 */
const OTHER_CONTEXTS_PENDING = ["Dashboard", "Profile", "Booking", "Vehicle", "Favourites", "Communities", "Saved", "Following", "Setting"];

/** What members wrote and their names (marked `data-user-content` on the pages), and the test's own names and texts. */
async function allowed(page: Page, own: string[]): Promise<string[]> {
  return [
    ...COMMUNITY_NAMES,
    "Community Moderator",
    ...BRANDS,
    // The footer's postal address stays in Latin letters (a name and an address).
    ...POSTAL_ADDRESS_LINES,
    ...OTHER_CONTEXTS_PENDING,
    ...own,
    ...(await page.locator("[data-user-content]").allInnerTexts()),
  ];
}

/** No English but names and members' words; the layout rules (not over an open modal, which covers the page on purpose). */
async function checkPage(page: Page, own: string[], shot: string, { modal = false } = {}) {
  await expectNoEnglish(page, { allow: await allowed(page, own) });
  const size = page.viewportSize()!;
  if (modal) return void (process.env.HINDI_SHOTS && (await page.screenshot({ path: `/tmp/community-${shot}-${size.width}.png` })));
  const problems = await page.evaluate(measure);
  const checks: Check[] = size.width < 768 ? ["scroll", "overlap", "targets", "text"] : ["scroll", "overlap"];
  for (const check of checks) expect.soft(problems[check], `${check} on ${page.url()} at ${size.width} px`).toEqual([]);
  if (process.env.HINDI_SHOTS) await page.screenshot({ path: `/tmp/community-${shot}-${size.width}.png`, fullPage: true });
}

test("a member switches to Hindi, joins and opens a community, posts, comments, likes and reports a post, all in Hindi", async ({
  page,
}, testInfo) => {
  // A long journey (a dozen pages) on a machine the other specs share.
  test.setTimeout(120_000);
  const project = testInfo.project.name as keyof typeof COMMUNITY;
  const jsOn = project === "js-on";
  if (!jsOn) await page.setViewportSize(PHONE);
  const community = COMMUNITY[project];
  const tag = `${project}-${Date.now().toString(36)}`;
  const account = { name: `Hindi Member ${tag}`, email: `e2e-hindi-community-${tag}@example.com`, password: "Driver#2026" };
  // Verified, as members who post are: an unverified one is reminded to verify on every page.
  await createMember(page.request, { ...account, verify: true });
  await signIn(page, account.email, account.password);
  const postText = `Tip ${tag}: ${TIP[project]}`;
  const comment = "गेट 3 के पास वाली जगह, लेवल P2 पर।";
  const own = [account.name, postText];

  await page.goto("/");
  await switchToHindi(page);

  // Communities from the header: the user menu from md, the phone menu below it.
  const header = page.getByRole("banner");
  await header.getByLabel(jsOn ? "यूज़र मेन्यू" : "मेन्यू", { exact: true }).click();
  await header.getByRole("link", { name: "कम्युनिटी", exact: true }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/communities$/);
  await expect(page.getByRole("heading", { level: 1, name: "कम्युनिटी" })).toBeVisible();
  const toJoin = page.getByRole("region", { name: "जुड़ने के लिए कम्युनिटी" });
  const card = toJoin.getByRole("article", { name: community, exact: true });
  // Issue 35: the description comes in Hindi from the community's data.
  await expect(card).toContainText(/[\u0900-\u097F]/);
  await expect(card.getByText(/^\d+ सदस्य$/)).toBeVisible();
  await checkPage(page, own, "communities");

  // The card opens the community; a new member is asked to join first (issue 29), with its Hindi rules.
  await card.getByRole("link", { name: community, exact: true }).click();
  await expect(page).toHaveURL(/\/communities\/[^/]+\/join$/);
  await expect(page.getByRole("heading", { level: 1, name: `${community} से जुड़ें?` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "नियम" })).toBeVisible();
  await checkPage(page, own, "join");
  await page.getByRole("button", { name: "जुड़ें", exact: true }).click();
  await expect(page).toHaveURL(/\/my-communities\?joined=/);
  await expect(page.getByRole("status")).toHaveText(`आप ${community} से जुड़ गए हैं।`);
  await checkPage(page, own, "my-communities");

  await page.getByRole("article", { name: community, exact: true }).getByRole("link", { name: community, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: community })).toBeVisible();
  const panel = page.getByRole("complementary", { name: `${community} के बारे में` });
  await expect(panel.getByRole("heading", { name: "नियम" })).toBeVisible();
  await expect(panel.getByRole("listitem").first()).toContainText(/[\u0900-\u097F]/);
  await expect(page.getByRole("button", { name: "कम्युनिटी छोड़ें" })).toBeVisible();
  await expect(page.getByRole("link", { name: "सभी पोस्ट" })).toHaveAttribute("aria-current", "page");
  await checkPage(page, own, "community");

  // A too short post is refused in Hindi; then the post is published, with a Hindi notice.
  const composer = page.getByLabel(`${community} में पोस्ट लिखें`);
  const postButton = page.getByRole("button", { name: "पोस्ट करें", exact: true });
  await composer.fill("बहुत छोटा");
  await postButton.click();
  await expect(page.getByRole("alert")).toHaveText("कृपया कम से कम 10 अक्षर लिखें।");
  await composer.fill(postText);
  await postButton.click();
  await expect(page.getByRole("status")).toHaveText("आपकी पोस्ट प्रकाशित हो गई है।");
  const first = page.getByRole("article").first();
  await expect(first).toContainText(postText);
  await expect(first).toContainText("0 लाइक");
  await checkPage(page, own, "published");

  await first.getByRole("link", { name: /^पोस्ट खोलें/ }).click();
  await expect(page).toHaveURL(/\/post\/[^/]+$/);
  await expect(page.getByText("अभी कोई टिप्पणी नहीं")).toBeVisible();
  await checkPage(page, own, "post");

  const box = page.getByPlaceholder("टिप्पणी लिखें...");
  await box.fill(comment);
  await page.getByRole("button", { name: "टिप्पणी करें", exact: true }).click();
  const comments = page.getByRole("region", { name: "टिप्पणियाँ" });
  await expect(comments.getByRole("listitem")).toHaveCount(1);
  await expect(comments).toContainText(comment);
  await expect(page.getByText("1 टिप्पणी", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: /^लाइक करें/ }).click();
  await expect(page.getByRole("button", { name: /^लाइक किया/ })).toContainText("1 लाइक");

  await page.getByRole("link", { name: "रिपोर्ट करें" }).click();
  if (jsOn) {
    const dialog = page.getByRole("dialog", { name: "इस पोस्ट की रिपोर्ट करें" });
    await expect(dialog.getByRole("button", { name: "रिपोर्ट करें" })).toBeDisabled();
    await dialog.getByLabel("स्पैम").check();
    await checkPage(page, own, "report-dialog", { modal: true });
    await dialog.getByRole("button", { name: "रिपोर्ट करें" }).click();
  } else {
    await expect(page).toHaveURL(/\/report$/);
    await expect(page.getByRole("heading", { level: 1, name: "पोस्ट की रिपोर्ट करें" })).toBeVisible();
    await checkPage(page, own, "report");
    await page.getByLabel("स्पैम").check();
    await page.getByRole("button", { name: "रिपोर्ट करें" }).click();
  }
  await expect(page.getByRole("status")).toHaveText("धन्यवाद। मॉडरेटर इस पोस्ट की समीक्षा करेंगे।");
  await expect(page.getByRole("button", { name: "रिपोर्ट की गई" })).toBeDisabled();
  // The like and the comment stay after a reload, worded in Hindi by the server.
  await page.reload();
  await expect(page.getByRole("button", { name: /^लाइक किया/ })).toContainText("1 लाइक");
  await expect(page.getByText("1 टिप्पणी", { exact: true })).toBeVisible();
  await checkPage(page, own, "reported");
});
