import { RateLimitedError } from "../errors";
import type { Table } from "../ports/table/table";

/**
 * Fixed-window counters in DynamoDB (not in memory: Lambdas do not share memory, and a restart
 * must not reset an attacker's budget). Each counted event adds one to the window's counter; the
 * item expires through TTL after its window.
 *
 * Sizing (docs/decisions/003): Indian mobile networks put thousands of people behind one IPv4
 * address (carrier-grade NAT), so per-network limits are hundreds per 15 minutes, and IPv6 is
 * counted per /64 (one subscriber's prefix): callers key them with ipKey (network-key.ts, kept
 * apart because pages import this module's message and it must stay browser-safe). What protects one account is the per account-and-client
 * back-off of sign-in (sign-in-throttle.ts) and the per account-and-client mail caps, not a low
 * per-address number.
 */
export interface RateRule {
  /** e.g. "signup-net" */
  name: string;
  limit: number;
  windowSeconds: number;
}

const MINUTES_15 = 15 * 60;
const HOUR = 60 * 60;

export const RATE_RULES = {
  /** Failed sign-ins from one network; over it, only clients already known to the account get through. */
  signInFailuresPerNetwork: { name: "signin-fail-net", limit: 500, windowSeconds: MINUTES_15 },
  /** Failed sign-ins on one account from all clients: crossing it logs one warning (an alarm), it refuses nothing. */
  signInFailuresPerAccountAlarm: { name: "signin-fail-account", limit: 20, windowSeconds: MINUTES_15 },
  /**
   * Wrong second-factor codes on one admin account from all clients together (decision 016): over it,
   * every attempt is refused for the rest of the window. Per client, the sign-in back-off applies too.
   */
  secondFactorFailuresPerAccount: { name: "2fa-fail-account", limit: 20, windowSeconds: HOUR },
  /** Sign-in codes mailed to one account in the weeks after a device block (issue 28); only the right password gets that far. */
  signInCodeMailsPerAccount: { name: "signin-code-mail", limit: 10, windowSeconds: HOUR },
  /** Wrong sign-in codes on one account, all pending sign-ins together: over it, every code is refused for the rest of the hour. */
  signInCodeFailuresPerAccount: { name: "signin-code-fail", limit: 20, windowSeconds: HOUR },
  /** Sign-up attempts (valid forms) from one network. */
  signUpPerNetwork: { name: "signup-net", limit: 200, windowSeconds: MINUTES_15 },
  /** Forgot-password requests from one network. */
  forgotPerNetwork: { name: "forgot-net", limit: 200, windowSeconds: MINUTES_15 },
  /** Reset requests for one e-mail from one client: a stranger's requests use up only their own. */
  forgotPerAccountClient: { name: "forgot-account-client", limit: 5, windowSeconds: HOUR },
  /** Reset requests for one e-mail from clients the account does not know (a mail-bomb cap); known ones are exempt. */
  forgotPerAccount: { name: "forgot-account", limit: 30, windowSeconds: 24 * HOUR },
  /** Verification mails for one account; only its signed-in holder can ask, so a stranger cannot use it up. */
  resendVerificationPerAccount: { name: "resend-verification", limit: 5, windowSeconds: HOUR },
  /** Community, per member (issue 11): posts, comments, likes and saves together, follows. */
  postsPerMember: { name: "posts", limit: 20, windowSeconds: 5 * 60 },
  commentsPerMember: { name: "comments", limit: 100, windowSeconds: 5 * 60 },
  reactionsPerMember: { name: "reactions", limit: 250, windowSeconds: 10 * 60 },
  followsPerMember: { name: "follows", limit: 100, windowSeconds: 10 * 60 },
  /** Ours (the issue names none for reports): one report per post already, this caps a member reporting post after post. */
  reportsPerMember: { name: "reports", limit: 30, windowSeconds: 10 * 60 },
} satisfies Record<string, RateRule>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

/** Counts one event against each rule; throws RateLimitedError (429) when any is over its limit. */
export async function hitRateLimits(table: Table, hits: { rule: RateRule; key: string }[], now = Date.now()): Promise<void> {
  const counts = await Promise.all(hits.map(({ rule, key }) => countInWindow(table, rule, key, now)));
  if (counts.some((count, i) => count > hits[i]!.rule.limit)) throw new RateLimitedError(RATE_LIMIT_MESSAGE);
}

const windowKey = (rule: RateRule, key: string, now: number) => {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  return { pk: `RATE#${rule.name}#${key.toLowerCase()}`, sk: `W#${windowStart}`, windowStart };
};

/** Adds one to the rule's current window for the key and returns the new count. */
export async function countInWindow(table: Table, rule: RateRule, key: string, now = Date.now()): Promise<number> {
  const { pk, sk, windowStart } = windowKey(rule, key, now);
  const item = await table.update<{ pk: string; sk: string; count: number }>(pk, sk, {
    expression: "ADD #count :one SET #ttl = :ttl, entity = :entity",
    names: { "#count": "count", "#ttl": "ttl" },
    values: { ":one": 1, ":ttl": windowStart + rule.windowSeconds * 2, ":entity": "rate" },
  });
  return item.count;
}

/** The rule's current count for the key, without counting anything. */
export async function readWindow(table: Table, rule: RateRule, key: string, now = Date.now()): Promise<number> {
  const { pk, sk } = windowKey(rule, key, now);
  return (await table.get<{ pk: string; sk: string; count: number }>(pk, sk, true))?.count ?? 0;
}
