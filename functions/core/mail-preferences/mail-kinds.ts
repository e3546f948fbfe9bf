/**
 * The four kinds of mail (issue 32 §3, decision 049). Account and booking mail (verification,
 * password reset, sign-in codes, confirmations, receipts, refunds) is what the member asked for or
 * needs to use the service: always sent, never offered as a switch. The other three each have a
 * switch in Settings → Mail and an unsubscribe link in every mail of that kind.
 */
export const OPTIONAL_MAIL_KINDS = ["reminders", "community", "offers"] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export function isOptionalMailKind(value: unknown): value is OptionalMailKind {
  return typeof value === "string" && (OPTIONAL_MAIL_KINDS as readonly string[]).includes(value);
}

/** How each kind is named to the member: the switches, the unsubscribe page, the mail footer. */
export const MAIL_KIND_LABELS: Record<OptionalMailKind, string> = {
  reminders: "Booking reminders",
  community: "Community notifications",
  offers: "Offers and coupons",
};

/** What each switch covers, in the member's words. */
export const MAIL_KIND_HINTS: Record<OptionalMailKind, string> = {
  reminders: "An hour before you arrive, a quarter of an hour before you leave, and three days before a pass ends.",
  community: "When a moderator removes your post or bans you from a community, or lifts a ban.",
  offers: "Coupons and offers from SMART PARKING. Off unless you turn it on.",
};

/** A member who never chose: reminders and community notices on, offers off (opt-in, issue 32 §4). */
export const DEFAULT_MAIL_PREFERENCES: Record<OptionalMailKind, boolean> = { reminders: true, community: true, offers: false };

export const ALWAYS_SENT_LINE = "Account and booking mail (sign-in, password, confirmations, receipts and refunds) is always sent.";
