import { formatIndia } from "../time/india-time";

/**
 * The moderation's constants and texts (issue 13), zod- and table-free so the moderation pages'
 * forms can check the same rules in the browser: bans.ts and moderation-queue.ts re-export them and
 * stay the rules' one home on the server.
 */
export const BAN_LENGTHS = {
  "1d": { days: 1, label: "1 day" },
  "7d": { days: 7, label: "7 days" },
  "30d": { days: 30, label: "30 days" },
  permanent: { days: null, label: "Permanent" },
} as const;
export type BanLength = keyof typeof BAN_LENGTHS;

export const BAN_LIMITS = { maxReasonChars: 500 } as const;

/** The spec gives no texts for bans (§9: "ban length: not shown"); these are ours. */
export const BAN_MESSAGES = {
  reasonRequired: "Please give a reason for the ban.",
  reasonTooLong: `Please keep the reason under ${BAN_LIMITS.maxReasonChars} characters.`,
  lengthRequired: "Please choose how long the ban lasts.",
  self: "You cannot ban yourself.",
  moderator: "A moderator cannot be banned.",
  noSuchMember: "There is no such member.",
  notBanned: "This member is not banned.",
  liftedSubject: (communityName: string) => `You may join ${communityName} again`,
  /** What an unbanned (or no longer banned) member is told, by mail and on the community's pages. */
  mayJoinAgain: (communityName: string, lifted: boolean) =>
    `${lifted ? `The moderators of ${communityName} lifted your ban` : `Your ban from ${communityName} has ended`}. You may join the community again.`,
  banned: (communityName: string, until: string | null) =>
    until ? `You are banned from ${communityName} until ${formatIndia(until)}.` : `You are banned from ${communityName} permanently.`,
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
