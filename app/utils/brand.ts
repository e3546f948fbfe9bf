/**
 * Brand facts shown across the site. The facts live in functions/core/brand.ts (the PDFs and
 * e-mails print them too); this module adds what only pages need.
 */
// Relative, not "@core/": vite.config.ts loads this file (through app/help) before any alias exists.
import { BRAND_NAME, PHONE } from "../../functions/core/brand";

export { BRAND_NAME, COMPANY_NAME, PHONE, POSTAL_ADDRESS, POSTAL_ADDRESS_LINES, SUPPORT_EMAIL } from "../../functions/core/brand";

/** The phone number in the form a `tel:` link needs. */
export const PHONE_HREF = `tel:${PHONE.replace(/\s+/g, "")}`;

/** Every route's title is its fixed label plus the brand suffix (spec §2, route groups). */
export function pageTitle(label: string): string {
  return `${label} | ${BRAND_NAME}`;
}
