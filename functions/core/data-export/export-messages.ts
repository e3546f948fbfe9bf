import { formatIndia } from "../time/india-time";

/** The export's texts (decision 051). Apart from the rules so the settings page's browser code can read them without node:crypto. */
export const EXPORT_MESSAGES = {
  none: "You have not asked for a copy of your data yet.",
  preparing:
    "We are preparing your data. We will e-mail you a link when it is ready (usually within a few minutes); reload this page to see it here.",
  ready: "Your data is ready to download.",
  failed: "We could not prepare your data. Please ask again.",
  expired: "Your last download link has expired. You can ask for a new copy.",
  linkExpired: "This download link has expired. You can ask for a new copy of your data in Settings → Your data.",
  notFound: "This download link is not valid for your account.",
  oncePerDay: (next: Date) =>
    `You can ask for one copy of your data a day. Your next one is possible from ${formatIndia(next)} (India time).`,
} as const;
