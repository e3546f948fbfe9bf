import { RateLimitedError } from "../errors";
import type { Table } from "../ports/table/table";

/**
 * Fixed-window counters in DynamoDB (not in memory: Lambdas do not share memory, and a restart
 * must not reset an attacker's budget). Each attempt adds one to the window's counter; the item
 * expires through TTL after its window.
 */
export interface RateRule {
  /** e.g. "signin-ip" */
  name: string;
  limit: number;
  windowSeconds: number;
}

export const RATE_RULES = {
  signInPerIp: { name: "signin-ip", limit: 30, windowSeconds: 15 * 60 },
  signInPerAccount: { name: "signin-account", limit: 10, windowSeconds: 15 * 60 },
  signUpPerIp: { name: "signup-ip", limit: 10, windowSeconds: 60 * 60 },
  forgotPerIp: { name: "forgot-ip", limit: 10, windowSeconds: 60 * 60 },
  forgotPerAccount: { name: "forgot-account", limit: 3, windowSeconds: 60 * 60 },
  resendVerificationPerAccount: { name: "resend-verification", limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>;

export const RATE_LIMIT_MESSAGE = "Too many attempts. Please wait a few minutes and try again.";

/**
 * Counts one attempt against each rule; throws RateLimitedError (429) when any is over its limit.
 * `scale` multiplies every limit: 1 in production; the local e2e stack raises it because all its
 * browsers share one address (127.0.0.1). The limits themselves are tested at scale 1.
 */
export async function hitRateLimits(table: Table, hits: { rule: RateRule; key: string }[], scale = 1, now = Date.now()): Promise<void> {
  const counts = await Promise.all(hits.map(({ rule, key }) => countAttempt(table, rule, key, now)));
  if (counts.some((count, i) => count > hits[i]!.rule.limit * scale)) throw new RateLimitedError(RATE_LIMIT_MESSAGE);
}

async function countAttempt(table: Table, rule: RateRule, key: string, now: number): Promise<number> {
  const windowStart = Math.floor(now / 1000 / rule.windowSeconds) * rule.windowSeconds;
  const item = await table.update<{ pk: string; sk: string; count: number }>(
    `RATE#${rule.name}#${key.toLowerCase()}`,
    `W#${windowStart}`,
    {
      expression: "ADD #count :one SET #ttl = :ttl, entity = :entity",
      names: { "#count": "count", "#ttl": "ttl" },
      values: { ":one": 1, ":ttl": windowStart + rule.windowSeconds * 2, ":entity": "rate" },
    },
  );
  return item.count;
}
