import { fill } from "../i18n/catalogue";
import { formatIndia } from "../time/india-time";

/**
 * The moderation's constants and texts (issue 13), zod- and table-free so the moderation pages'
 * forms can check the same rules in the browser: bans.ts and moderation-queue.ts re-export them and
 * stay the rules' one home on the server. English only, as the browser may load it: the texts shown
 * in both languages (the lengths, what a banned member is told, the removal mail's) are in
 * moderation.texts.ts, whose English is read from here; the messages thrown here are translated by
 * core's Hindi catalogue (functions/core/i18n/hindi/moderation.ts).
 */
export const BAN_LENGTHS = {
  "1d": { days: 1, label: "1 day" },
  "7d": { days: 7, label: "7 days" },
  "30d": { days: 30, label: "30 days" },
  permanent: { days: null, label: "Permanent" },
} as const;
export type BanLength = keyof typeof BAN_LENGTHS;

export const BAN_LIMITS = { maxReasonChars: 500 } as const;

/** The English of what a banned or unbanned member is told (moderation.texts.ts has both languages). */
export const BAN_NOTICE_TEMPLATES = {
  bannedUntil: "You are banned from {community} until {until}.",
  bannedPermanently: "You are banned from {community} permanently.",
  liftedSubject: "You may join {community} again",
  lifted: "The moderators of {community} lifted your ban. You may join the community again.",
  ended: "Your ban from {community} has ended. You may join the community again.",
} as const;
const T = BAN_NOTICE_TEMPLATES;

/** The spec gives no texts for bans (§9: "ban length: not shown"); these are ours. */
export const BAN_MESSAGES = {
  reasonRequired: "Please give a reason for the ban.",
  reasonTooLong: `Please keep the reason under ${BAN_LIMITS.maxReasonChars} characters.`,
  lengthRequired: "Please choose how long the ban lasts.",
  self: "You cannot ban yourself.",
  moderator: "A moderator cannot be banned.",
  noSuchMember: "There is no such member.",
  notBanned: "This member is not banned.",
  liftedSubject: (communityName: string) => fill(T.liftedSubject, { community: communityName }),
  /** What an unbanned (or no longer banned) member is told, by mail and on the community's pages. */
  mayJoinAgain: (communityName: string, lifted: boolean) => fill(lifted ? T.lifted : T.ended, { community: communityName }),
  banned: (communityName: string, until: string | null) =>
    until
      ? fill(T.bannedUntil, { community: communityName, until: formatIndia(until) })
      : fill(T.bannedPermanently, { community: communityName }),
} as const;

/**
 * The mod log's reason when the moderator gave none (the pages show them in their language:
 * app/i18n/moderation/panel.server.ts); `{checks}` are the switched-off checks' labels, joined by ", ".
 */
export const MOD_LOG_REASONS = {
  dismissed: "Reports dismissed",
  purged: "Still in its content check after an hour",
  approved: "Approved after review (not checked: {checks})",
} as const;

/** How long a removal's reason may be. */
export const MODERATION_LIMITS = { maxReasonChars: 500 } as const;

export const MODERATION_MESSAGES = {
  reasonRequired: "Please give a reason.",
  reasonTooLong: `Please keep the reason under ${MODERATION_LIMITS.maxReasonChars} characters.`,
  notReported: "This post has no reports to dismiss.",
  removedSubject: "Your post was removed by the moderators",
  /** Mailed when the API removes a post without a reason (spec §7: that call's payload is none). */
  standardRemovalReason: "It does not follow this community's rules.",
} as const;
