/**
 * Brand facts shown across the site. Kept in one isomorphic module so the header, footer, contact
 * page and page titles cannot drift apart.
 */
export const BRAND_NAME = "SMART PARKING";

export const COMPANY_NAME = "SMART PARKING Technologies Pvt. Ltd.";

/** The postal address, one line per entry, as printed in the footer and on the contact page. */
export const POSTAL_ADDRESS_LINES = [
  COMPANY_NAME,
  "4th Floor, Prestige Tech Park",
  "Outer Ring Road, Marathahalli",
  "Bengaluru, Karnataka 560103",
] as const;

export const POSTAL_ADDRESS = POSTAL_ADDRESS_LINES.join(", ");

/** Shown to people as written; `PHONE_HREF` is the same number in the form a `tel:` link needs. */
export const PHONE = "+91 80 4718 2200";
export const PHONE_HREF = `tel:${PHONE.replace(/\s+/g, "")}`;

export const SUPPORT_EMAIL = "support@smartparking.in";

/** Every route's title is its fixed label plus the brand suffix (spec §2, route groups). */
export function pageTitle(label: string): string {
  return `${label} | ${BRAND_NAME}`;
}
