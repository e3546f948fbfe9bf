import { expect, test, type Page } from "@playwright/test";
import { COMPANY_NAME, POSTAL_ADDRESS } from "../../functions/core/brand";
import { expectNoEnglish as expectNoEnglishIn, switchToHindi } from "./support/hindi";

/**
 * The public pages in Hindi (issue 35), JavaScript on and off: from the home page a visitor switches
 * to Hindi and reaches every public page by the header's and the footer's links — about, how it
 * works, the help centre and a few of its questions, the contact form (a mistake first, then a sent
 * message), the car park owners' page, the terms, the privacy notice and the grievance form — and an
 * unknown address gives the not-found page in Hindi. No English is left on any of them but the
 * company's name and address, the e-mail addresses and phone number, and brand names.
 */
const ADDRESS = [COMPANY_NAME, POSTAL_ADDRESS];
const STORES = ["Google Play", "App Store"];
const PROCESSORS = ["Amazon Web Services", "Amazon Simple Email Service", "Razorpay"];
const OFFICER = "Kavya Menon";
/** The footer shows the company's name and address on every page. */
const expectNoEnglish = (page: Page, options: { allow?: readonly string[] } = {}) =>
  expectNoEnglishIn(page, { allow: [...ADDRESS, ...(options.allow ?? [])] });

const footerLink = (page: Page, name: string) =>
  page.getByRole("contentinfo").getByRole("navigation").getByRole("link", { name, exact: true });

/** A link of the header's main navigation, through the phone menu when the links are folded into it. */
async function headerLink(page: Page, name: string) {
  const header = page.getByRole("banner");
  const menu = header.getByLabel("मेन्यू");
  if (await menu.isVisible()) await menu.click();
  await header.getByRole("link", { name, exact: true }).filter({ visible: true }).click();
}

/** The contact form filled in and sent: the thank-you in Hindi. */
async function sendValidMessage(page: Page) {
  const main = page.getByRole("main");
  await main.getByLabel("ई-मेल", { exact: true }).fill("meera.iyer@example.com");
  await main.getByLabel("फ़ोन नंबर", { exact: true }).fill("+91 98450 12345");
  await main.getByLabel("विषय", { exact: true }).fill("पार्किंग के बारे में सवाल");
  await main.getByLabel("संदेश", { exact: true }).fill("क्या स्टेशन की पार्किंग रात भर खुली रहती है?");
  await main.getByRole("button", { name: "संदेश भेजें" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=1$/);
  await expect(main.getByRole("status")).toHaveText("हमसे संपर्क करने के लिए धन्यवाद। हम 24 घंटे के अंदर जवाब देते हैं।");
  await expect(main.getByRole("link", { name: "एक और संदेश भेजें" })).toBeVisible();
  await expectNoEnglish(page);
}

test("a visitor reads every public page in Hindi, from the header and the footer", async ({ page }, testInfo) => {
  await page.goto("/");
  await switchToHindi(page);
  const main = page.getByRole("main");

  await footerLink(page, "हमारे बारे में").click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle("हमारे बारे में | SMART PARKING");
  await expect(main.getByRole("heading", { level: 1, name: "हमारे बारे में" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "हमारा मिशन" })).toBeVisible();
  await expectNoEnglish(page, { allow: STORES });

  await headerLink(page, "यह कैसे काम करता है");
  await expect(page).toHaveURL(/\/how-works$/);
  await expect(main.getByRole("heading", { level: 1, name: "यह कैसे काम करता है?" })).toBeVisible();
  await expect(main.getByText("कदम 1")).toBeVisible();
  await expectNoEnglish(page);

  // The help centre: a topic, two of its questions one after the other, and another topic's question.
  await main.getByRole("link", { name: "कोई सवाल? हमारे मदद पेज देखें" }).click();
  await expect(page).toHaveURL(/\/help-you$/);
  await expect(main.getByRole("heading", { level: 1, name: "हम आपकी क्या मदद कर सकते हैं?" })).toBeVisible();
  await expectNoEnglish(page);
  await main.getByRole("link", { name: /पार्किंग खाता/ }).click();
  await expect(page).toHaveURL(/\/PAccount$/);
  await expect(main.getByText("इस विषय में 11 सवाल।")).toBeVisible();
  await expectNoEnglish(page);
  await main.getByRole("link", { name: "मैं लॉग इन कैसे करूँ?" }).click();
  await expect(page).toHaveURL(/\/que3\.1$/);
  await expect(main.getByRole("heading", { level: 1, name: "मैं लॉग इन कैसे करूँ?" })).toBeVisible();
  await expect(main.getByText("पार्किंग खाता · 11 में से 3")).toBeVisible();
  await expectNoEnglish(page);
  await main.getByRole("link", { name: /अगला सवाल/ }).click();
  await expect(main.getByRole("heading", { level: 1, name: "मैं अपना पासवर्ड भूल गया हूँ या उसे बदलना चाहता हूँ। क्या करूँ?" })).toBeVisible();
  await expectNoEnglish(page);
  await main.getByRole("navigation", { name: "आप यहाँ हैं" }).getByRole("link", { name: "मदद" }).click();
  await main.getByRole("link", { name: /अक्सर पूछे जाने वाले सवाल/ }).click();
  await main.getByRole("link", { name: "मैं आपसे कैसे संपर्क करूँ?" }).click();
  await expect(main.getByRole("heading", { level: 1, name: "मैं आपसे कैसे संपर्क करूँ?" })).toBeVisible();
  await expectNoEnglish(page);

  // The contact form: a mistake is answered in Hindi next to the fields, then the thank-you.
  await main.getByRole("link", { name: "संपर्क फ़ॉर्म" }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(main.getByRole("heading", { level: 1, name: "संपर्क करें" })).toBeVisible();
  await expectNoEnglish(page);
  await main.getByLabel("नाम", { exact: true }).fill("Meera Iyer");
  await main.getByRole("button", { name: "संदेश भेजें" }).click();
  for (const [label, message] of [
    ["ई-मेल", "ई-मेल ज़रूरी है"],
    ["फ़ोन नंबर", "फ़ोन नंबर ज़रूरी है"],
    ["विषय", "विषय ज़रूरी है"],
    ["संदेश", "संदेश ज़रूरी है"],
  ] as const) {
    const field = main.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(main.getByLabel("नाम", { exact: true })).toHaveValue("Meera Iyer");
  await expectNoEnglish(page);
  // Sent in one project only: the contact form allows 5 messages an hour from one address, and the
  // English specs on the same server (static-pages, journeys) send 4 of them. The reply is the same
  // page either way (a redirect to /contact?sent=1).
  if (testInfo.project.name === "js-off") await sendValidMessage(page);

  await footerLink(page, "पार्किंग मालिकों के लिए").click();
  await expect(page).toHaveURL(/\/professionals$/);
  await expect(main.getByRole("heading", { level: 1, name: "अपनी पार्किंग SMART PARKING पर जोड़ें" })).toBeVisible();
  await expect(main.getByLabel("पार्किंग का नाम", { exact: true })).toBeVisible();
  await expectNoEnglish(page);

  await footerLink(page, "नियम और शर्तें").click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(main.getByRole("heading", { level: 1, name: "नियम और शर्तें" })).toBeVisible();
  await expect(main.getByRole("heading", { level: 2, name: "बदलाव, रद्द करना और रिफ़ंड" })).toBeVisible();
  await expectNoEnglish(page);

  await footerLink(page, "गोपनीयता").click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(main.getByRole("heading", { level: 1, name: "गोपनीयता सूचना" })).toBeVisible();
  await expect(main.getByText(/डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 \(DPDP Act\)/)).toBeVisible();
  await expect(main.getByRole("link", { name: "सेटिंग → खाता हटाएँ" })).toHaveAttribute("href", "/settings/delete");
  await expectNoEnglish(page, { allow: [...PROCESSORS, OFFICER, "DPDP Act"] });

  // The grievance form: the mistakes in Hindi, then the receipt with its reference and a Hindi date.
  await main.getByRole("region", { name: "शिकायत अधिकारी" }).getByRole("link", { name: "शिकायत अधिकारी को लिखें" }).click();
  await expect(page).toHaveURL(/\/privacy\/grievance$/);
  await expect(main.getByRole("heading", { level: 1, name: "शिकायत अधिकारी को लिखें" })).toBeVisible();
  await main.getByRole("button", { name: "अनुरोध भेजें" }).click();
  for (const [label, message] of [
    ["नाम", "नाम ज़रूरी है"],
    ["ई-मेल", "ई-मेल ज़रूरी है"],
    ["यह किस बारे में है?", "चुनें कि आपका अनुरोध किस बारे में है"],
    ["आपका अनुरोध", "संदेश ज़रूरी है"],
  ] as const) {
    const field = main.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[?]/g, "\\?")));
  }
  await expectNoEnglish(page);
  await main.getByLabel("नाम", { exact: true }).fill("Farah Khan");
  await main.getByLabel("ई-मेल", { exact: true }).fill(`farah-${Date.now()}@example.com`);
  await main.getByLabel("यह किस बारे में है?", { exact: true }).selectOption({ label: "मेरे डेटा का सारांश" });
  await main.getByLabel("आपका अनुरोध", { exact: true }).fill("कृपया मेरे डेटा का सारांश भेजें।");
  await main.getByRole("button", { name: "अनुरोध भेजें" }).click();
  const status = main.getByRole("status");
  await expect(status).toContainText("धन्यवाद। हमें आपका अनुरोध मिल गया है।");
  await expect(status).toContainText(/GRV-[0-9A-Z]{8}/);
  await expect(status).toContainText(/\d{1,2} (जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4} तक/);
  await expectNoEnglish(page);
});

test("an unknown address gives the not-found page in Hindi, with status 404", async ({ page }) => {
  await page.goto("/");
  await switchToHindi(page);
  const response = await page.goto("/yeh-page-nahin-hai");
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle("पेज नहीं मिला | SMART PARKING");
  await expect(page.getByRole("heading", { level: 1, name: "पेज नहीं मिला" })).toBeVisible();
  await expectNoEnglish(page);
  await page.getByRole("main").getByRole("link", { name: "होम पेज पर जाएँ" }).click();
  await expect(page).toHaveURL(/\/$/);
});
