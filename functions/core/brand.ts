/**
 * Brand facts printed on documents and e-mails, and shown across the site. One module for the server
 * (vouchers, receipts, mail) and the web app (header, footer, contact page), so they cannot drift.
 * Isomorphic: no Node APIs, safe to import from browser code.
 */
export const BRAND_NAME = "SMART PARKING";

export const COMPANY_NAME = "SMART PARKING Technologies Pvt. Ltd.";

/** The postal address, one line per entry, as printed in the footer, on the contact page and on receipts. */
export const POSTAL_ADDRESS_LINES = [
  COMPANY_NAME,
  "4th Floor, Prestige Tech Park",
  "Outer Ring Road, Marathahalli",
  "Bengaluru, Karnataka 560103",
] as const;

export const POSTAL_ADDRESS = POSTAL_ADDRESS_LINES.join(", ");

/** Shown to people as written. */
export const PHONE = "+91 80 4718 2200";

export const SUPPORT_EMAIL = "support@smartparking.in";

/**
 * The supplier printed on tax invoices (the receipt; decision 024). The GSTIN is a demo one: right in
 * form and check character, in Karnataka (29) like the registered address, and issued to no one.
 * A production deployment must put its own registration here before issuing invoices.
 */
export const SUPPLIER = {
  legalName: COMPANY_NAME,
  gstin: "29AABCS1234M1Z8",
  addressLines: POSTAL_ADDRESS_LINES.slice(1),
  state: "Karnataka",
  stateCode: "29",
} as const;

/** The prefix of the invoice number series, "SP/2026-27/000123". */
export const INVOICE_PREFIX = "SP";
