import { createHash } from "node:crypto";
import { RateLimitedError } from "../errors";
import { log } from "../log";
import { ConditionFailedError, type Table } from "../ports/table/table";
import { ipKey } from "./network-key";
import { countInWindow, RATE_LIMIT_MESSAGE, RATE_RULES, readWindow } from "./rate-limit";

/**
 * Sign-in throttling after the OWASP Authentication Cheat Sheet (docs/decisions/003):
 *
 * - Only FAILED attempts count. The right password always gets through, unless this account-and-
 *   client pair is in back-off.
 * - Back-off grows per account and client, never per account alone, so a stranger cannot lock the
 *   owner out. The client is the browser's device cookie when that device has signed in to this
 *   account before (a "known" device), otherwise the network (IPv4 address or IPv6 /64). A device
 *   cookie the account has never seen is not trusted: an attacker could send a fresh one with every
 *   guess, so unknown devices share their network's pair. The JSON API has no cookie and reads no
 *   client-supplied device header (equally free to rotate): API clients are keyed by network.
 * - A network with too many failures (carrier-grade NAT sized: hundreds per 15 minutes) refuses
 *   clients the account does not know; known ones still get through.
 * - A burst of failures on one account (all clients together) logs one warning for an alarm.
 *
 * Every attempt is counted as a failure before the password is checked and wiped on success: so
 * parallel guesses cannot slip past the back-off, and a crash mid-check errs on the safe side.
 */
export const SIGN_IN_BACKOFF = {
  /** Failures a pair may make back to back before waiting. */
  freeFailures: 5,
  /** The wait after the last free failure; it doubles with each further failure. */
  firstDelayMs: 30_000,
  maxDelayMs: 15 * 60_000,
  /** A pair's failures are forgotten after this long without one. */
  forgetAfterMs: 24 * 3600_000,
  /** A device (or, for the API, a network) stays known to an account this long after a successful sign-in. */
  knownForMs: 180 * 24 * 3600_000,
};
export type SignInBackoff = typeof SIGN_IN_BACKOFF;

/** The wait after a pair's `failures`-th failure in a row (0 while free). */
export function backoffDelayMs(failures: number, policy: SignInBackoff = SIGN_IN_BACKOFF): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - policy.freeFailures));
}

/** Who is signing in: the account as typed (normalised e-mail, known or not) and the client. */
export interface SignInClient {
  account: string;
  ip: string;
  /** The browser's device cookie (web only). */
  deviceId?: string;
}

interface ClientRecord {
  pk: string;
  sk: string;
  failures: number;
  lastFailureAt?: number;
  lockedUntil?: number;
  lastSuccessAt?: number;
  ttl: number;
  entity: "signin-client";
}

export interface ResolvedClient {
  /** The sort key of the pair's record. */
  sk: string;
  /** A stable, non-secret name of the client for other counters (e.g. the reset-mail cap). */
  key: string;
  record?: ClientRecord;
  /** The client signed in to this account successfully within `knownForMs`. */
  known: boolean;
}

const accountPk = (account: string) => `SIGNIN#${account.trim().toLowerCase()}`;
const hashed = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);
const deviceClientKey = (deviceId: string) => `device:${hashed(deviceId)}`;
const networkClientKey = (ip: string) => `net:${ipKey(ip)}`;
const isKnown = (record: ClientRecord | undefined, now: number, policy: SignInBackoff) =>
  record?.lastSuccessAt !== undefined && now - record.lastSuccessAt < policy.knownForMs;

/** A device id as the device cookie carries it; anything else is ignored. */
export function isDeviceId(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{16,64}$/.test(value);
}

/**
 * Which client a request counts as for this account: its device when that device is known to the
 * account, otherwise its network.
 */
export async function resolveClient(table: Table, who: SignInClient, now = Date.now(), policy = SIGN_IN_BACKOFF): Promise<ResolvedClient> {
  const pk = accountPk(who.account);
  const networkKey = networkClientKey(who.ip);
  const deviceKey = isDeviceId(who.deviceId) ? deviceClientKey(who.deviceId) : undefined;
  const [device, network] = await Promise.all([
    deviceKey ? table.get<ClientRecord>(pk, `CLIENT#${deviceKey}`, true) : undefined,
    table.get<ClientRecord>(pk, `CLIENT#${networkKey}`, true),
  ]);
  if (deviceKey && isKnown(device, now, policy)) return { sk: `CLIENT#${deviceKey}`, key: deviceKey, record: device, known: true };
  return { sk: `CLIENT#${networkKey}`, key: networkKey, record: network, known: isKnown(network, now, policy) };
}

export interface SignInAttempt {
  client: ResolvedClient;
  /** The password was right: clears the pair's failures and makes the device (or network) known. */
  succeeded(): Promise<void>;
  /** The password was wrong (or the account unknown): feeds the network limit and the account alarm. */
  failed(details?: { userId?: string }): Promise<void>;
}

/**
 * Lets one sign-in attempt through, or refuses it with the rate-limit message (429) when its pair
 * is in back-off or its network is over the failure limit and the client is unknown to the account.
 * Call before checking the password, then `succeeded()` or `failed()`.
 */
export async function beginSignInAttempt(
  table: Table,
  who: SignInClient,
  now = Date.now(),
  policy: SignInBackoff = SIGN_IN_BACKOFF,
): Promise<SignInAttempt> {
  const pk = accountPk(who.account);
  const network = ipKey(who.ip);
  const netRule = RATE_RULES.signInFailuresPerNetwork;
  // A few rounds: a lost race means another attempt of the same pair got in first.
  for (let round = 0; round < 4; round++) {
    const [client, networkFailures] = await Promise.all([resolveClient(table, who, now, policy), readWindow(table, netRule, network, now)]);
    const { record } = client;
    if ((record?.lockedUntil ?? 0) > now) throw new RateLimitedError(RATE_LIMIT_MESSAGE);
    if (!client.known && networkFailures >= netRule.limit) throw new RateLimitedError(RATE_LIMIT_MESSAGE);

    const forgotten = record?.lastFailureAt === undefined || now - record.lastFailureAt > policy.forgetAfterMs;
    const failures = (forgotten ? 0 : record.failures) + 1;
    const delay = backoffDelayMs(failures, policy);
    try {
      await table.update(
        pk,
        client.sk,
        {
          expression: delay
            ? "SET failures = :failures, lastFailureAt = :now, #ttl = :ttl, entity = :entity, lockedUntil = :until"
            : "SET failures = :failures, lastFailureAt = :now, #ttl = :ttl, entity = :entity REMOVE lockedUntil",
          names: { "#ttl": "ttl" },
          values: {
            ":failures": failures,
            ":now": now,
            // A known client's record lives on for its known period; others fade after the forget period.
            ":ttl": Math.max(record?.ttl ?? 0, Math.ceil((now + policy.forgetAfterMs) / 1000)),
            ":entity": "signin-client",
            ...(delay ? { ":until": now + delay } : {}),
            ...(record ? { ":seen": record.failures } : {}),
          },
        },
        record ? "failures = :seen" : "attribute_not_exists(pk)",
      );
    } catch (error) {
      if (error instanceof ConditionFailedError) continue;
      throw error;
    }
    return {
      client,
      succeeded: () => recordSuccess(table, who, client, now, policy),
      failed: (details) => recordFailure(table, who, network, now, details?.userId),
    };
  }
  throw new RateLimitedError(RATE_LIMIT_MESSAGE);
}

async function recordSuccess(table: Table, who: SignInClient, client: ResolvedClient, now: number, policy: SignInBackoff): Promise<void> {
  const pk = accountPk(who.account);
  const reset = (sk: string) =>
    table.update(pk, sk, {
      expression: "SET failures = :zero, lastSuccessAt = :now, #ttl = :ttl, entity = :entity REMOVE lockedUntil, lastFailureAt",
      names: { "#ttl": "ttl" },
      values: { ":zero": 0, ":now": now, ":ttl": Math.ceil((now + policy.knownForMs) / 1000), ":entity": "signin-client" },
    });
  // The device becomes known to the account, so from now on its own pair protects it from its network.
  const device = isDeviceId(who.deviceId) ? `CLIENT#${deviceClientKey(who.deviceId)}` : undefined;
  await Promise.all([reset(client.sk), device && device !== client.sk ? reset(device) : undefined]);
}

async function recordFailure(table: Table, who: SignInClient, network: string, now: number, userId: string | undefined): Promise<void> {
  const netRule = RATE_RULES.signInFailuresPerNetwork;
  const alarmRule = RATE_RULES.signInFailuresPerAccountAlarm;
  const [fromNetwork, onAccount] = await Promise.all([
    countInWindow(table, netRule, network, now),
    countInWindow(table, alarmRule, who.account.trim().toLowerCase(), now),
  ]);
  // Equal to the limit happens once per window (the count is atomic): one line each, for an alarm.
  if (fromNetwork === netRule.limit) {
    log.warn(
      "sign-in failures from one network reached the limit; clients unknown to their account are refused for the rest of the window",
      {
        alarm: "signin-network-failures",
        network,
        failures: fromNetwork,
        windowMinutes: netRule.windowSeconds / 60,
      },
    );
  }
  if (onAccount === alarmRule.limit) {
    log.warn("burst of failed sign-ins on one account", {
      alarm: "signin-account-failures",
      // No e-mail addresses in logs: the user id when the account exists, else a hash of what was typed.
      userId,
      account: hashed(who.account.trim().toLowerCase()).slice(0, 16),
      failures: onAccount,
      windowMinutes: alarmRule.windowSeconds / 60,
    });
  }
}
