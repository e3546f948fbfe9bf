/**
 * Reports of posts (spec community.md §3 "Report payload", §4 "Report"): one per member per post,
 * an item of its own under the post, counted by the post's `reportCount`, and the post's entry in
 * its community's queue of reported posts for the moderators (the next issue reads it).
 * Zod-free constants and keys: the report dialog reads the reasons and limits from here.
 */
export const REPORT_REASONS = ["Spam", "Harassment or hate", "Inappropriate content", "Misinformation", "Off-topic", "Other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Each reason's label key in the catalogues (moderation.texts.ts, the post page's): stored values stay English. */
export const REPORT_REASON_KEYS = {
  Spam: "reasonSpam",
  "Harassment or hate": "reasonHarassment",
  "Inappropriate content": "reasonInappropriate",
  Misinformation: "reasonMisinformation",
  "Off-topic": "reasonOffTopic",
  Other: "reasonOther",
} as const satisfies Record<ReportReason, string>;

export const REPORT_LIMITS = {
  /** The optional free text that explains a report. */
  maxDetailsChars: 500,
} as const;

/** The spec gives no texts for reports (§8: "report reasons: not shown"); these are ours. */
export const REPORT_MESSAGES = {
  reasonRequired: "Please choose a reason for the report.",
  detailsTooLong: `Please keep the details under ${REPORT_LIMITS.maxDetailsChars} characters.`,
  wrongCommunity: "This post is not in that community.",
  reported: "Thank you. The moderators will review this post.",
  alreadyReported: "You have already reported this post.",
} as const;

export interface Report {
  postId: string;
  communityId: string;
  userId: string;
  reason: ReportReason;
  /** Free text: what the member typed beyond a listed reason ("" when nothing). */
  details: string;
  createdAt: string;
}

export const reportKeys = {
  report: (postId: string, userId: string) => ({ pk: `POST#${postId}`, sk: `REPORT#${userId}` }),
  /** The post's entry in its community's queue of reported posts (one per post, whatever the number of reports). */
  queueEntry: (postId: string) => ({ pk: `POST#${postId}`, sk: "REPORTED" }),
  /** gsi1 of a queue entry: a community's reported posts, most recently reported first. */
  queue: (communityId: string) => `COMMUNITY#${communityId}#REPORTED`,
  /** gsi1 of a report: the reports a member made, newest first (their data export, decision 051). */
  byReporter: (userId: string) => `USER#${userId}#REPORTS`,
};

/**
 * The reason and details of a report as sent. The spec's client sends one string, `reportReason`:
 * a listed reason (any case) is taken as it is; anything else is free text, filed as "Other" with
 * the text as its details, so a client with a text box instead of a list still works.
 */
export function reportReasonOf(reportReason: string, details = ""): { reason: ReportReason; details: string } | { problem: string } {
  const said = reportReason.trim();
  const extra = details.trim();
  if (!said) return { problem: REPORT_MESSAGES.reasonRequired };
  const listed = REPORT_REASONS.find((r) => r.toLowerCase() === said.toLowerCase());
  const text = listed ? extra : [said, extra].filter(Boolean).join("\n");
  if (text.length > REPORT_LIMITS.maxDetailsChars) return { problem: REPORT_MESSAGES.detailsTooLong };
  return { reason: listed ?? "Other", details: text };
}
