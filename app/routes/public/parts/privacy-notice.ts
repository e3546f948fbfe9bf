import type { PrivacyMessages } from "~/i18n/public/privacy.server";

/**
 * The privacy notice's structure (issue 32 §5, decision 050): what SMART PARKING collects, why, for
 * how long, who processes it, and the member's rights under the Digital Personal Data Protection Act,
 * 2023. The texts, in both languages, are in app/i18n/public/privacy.server.ts; here only their order
 * and the links (rendered as text, never as HTML).
 */
type Key = keyof PrivacyMessages;

export interface DataKind {
  what: Key;
  details: Key;
  why: Key;
}

export const DATA_WE_HOLD: readonly DataKind[] = [
  { what: "accountWhat", details: "accountDetails", why: "accountWhy" },
  { what: "devicesWhat", details: "devicesDetails", why: "devicesWhy" },
  { what: "vehiclesWhat", details: "vehiclesDetails", why: "vehiclesWhy" },
  { what: "bookingsWhat", details: "bookingsDetails", why: "bookingsWhy" },
  { what: "passesWhat", details: "passesDetails", why: "passesWhy" },
  { what: "favouritesWhat", details: "favouritesDetails", why: "favouritesWhy" },
  { what: "communityWhat", details: "communityDetails", why: "communityWhy" },
  { what: "moderationWhat", details: "moderationDetails", why: "moderationWhy" },
  { what: "mailWhat", details: "mailDetails", why: "mailWhy" },
];

export const RETENTION: readonly Key[] = ["keepBookings", "keepModeration", "keepSignIns", "keepRest"];

/** The processors by their own names (the same in every language), where they work, and what for. */
export const PROCESSORS: readonly { name: string; where?: Key; what: Key }[] = [
  { name: "Amazon Web Services (AWS)", where: "awsWhere", what: "awsWhat" },
  { name: "Amazon Simple Email Service (SES)", where: "sesWhere", what: "sesWhat" },
  { name: "Razorpay", what: "razorpayWhat" },
];

/** The rights of a Data Principal (DPDP Act 2023, ss. 11 to 14) and where each is exercised. */
export const RIGHTS: readonly { right: Key; how: Key; link?: { to: string; label: Key } }[] = [
  { right: "summaryRight", how: "summaryHow", link: { to: "/settings/data", label: "summaryLink" } },
  { right: "correctionRight", how: "correctionHow", link: { to: "/profile", label: "correctionLink" } },
  { right: "erasureRight", how: "erasureHow", link: { to: "/settings/delete", label: "erasureLink" } },
  { right: "consentRight", how: "consentHow", link: { to: "/settings/mail", label: "consentLink" } },
  { right: "nominationRight", how: "nominationHow", link: { to: "/privacy/grievance", label: "nominationLink" } },
  { right: "grievanceRight", how: "grievanceHow", link: { to: "/privacy/grievance", label: "grievanceLink" } },
];
