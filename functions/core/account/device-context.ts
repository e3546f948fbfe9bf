import { createHash, randomUUID } from "node:crypto";
import { isIP } from "node:net";
import { ForbiddenError, NotFoundError } from "../errors";
import { ConditionFailedError, TransactionFailedError, type Table } from "../ports/table/table";

/**
 * Where a member signs in from: browser, OS, device type and an approximate location. The first
 * context is the primary one; a new one is "unverified" until the member confirms it from the
 * e-mail (then "trusted") or blocks it ("blocked": sign-ins from it are refused).
 */
export type ContextStatus = "primary" | "trusted" | "unverified" | "blocked";

export interface SignInContext {
  ip: string;
  browser: string;
  os: string;
  deviceType: "desktop" | "mobile" | "tablet" | "unknown";
  location: string;
}

export interface DeviceContext extends SignInContext {
  pk: string;
  sk: string;
  id: string;
  userId: string;
  fingerprint: string;
  status: ContextStatus;
  firstSeenAt: string;
  lastSeenAt: string;
  entity: "context";
}

export const BLOCKED_DEVICE_MESSAGE =
  "Sign-in from this device has been blocked. Unblock it from Devices and locations on a device you trust, or contact support.";

const contextSk = (id: string) => `CONTEXT#${id}`;

/** The context of a request, from its User-Agent and IP, with no outside service. */
export function describeContext(userAgent: string, ip: string): SignInContext {
  return { ip, ...parseUserAgent(userAgent), location: locateIp(ip) };
}

export function parseUserAgent(ua: string): Pick<SignInContext, "browser" | "os" | "deviceType"> {
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? "Edge"
    : /OPR\/|Opera/.test(ua)
      ? "Opera"
      : /SamsungBrowser\//.test(ua)
        ? "Samsung Internet"
        : /Firefox\/|FxiOS\//.test(ua)
          ? "Firefox"
          : /Chrome\/|CriOS\/|Chromium\//.test(ua)
            ? "Chrome"
            : /Safari\//.test(ua) && /Version\//.test(ua)
              ? "Safari"
              : ua
                ? "Other browser"
                : "Unknown browser";
  const os = /Android/.test(ua)
    ? "Android"
    : /iPhone|iPad|iPod/.test(ua)
      ? "iOS"
      : /Windows NT/.test(ua)
        ? "Windows"
        : /Mac OS X|Macintosh/.test(ua)
          ? "macOS"
          : /CrOS/.test(ua)
            ? "ChromeOS"
            : /Linux/.test(ua)
              ? "Linux"
              : "Unknown OS";
  const deviceType: SignInContext["deviceType"] =
    /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua))
      ? "tablet"
      : /Mobi|iPhone|Android/.test(ua)
        ? "mobile"
        : ua
          ? "desktop"
          : "unknown";
  return { browser, os, deviceType };
}

/**
 * No geolocation database ships with the product (docs/decisions/003): loopback and private ranges
 * are named as such; any other address is shown as its network (first two octets), which is what
 * tells a member "this was not me" without an outside lookup.
 */
export function locateIp(ip: string): string {
  const plain = ip.replace(/^::ffff:/, "");
  if (plain === "::1" || plain.startsWith("127.")) return "This computer";
  if (/^(10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.)/.test(plain) || /^f[cd]/i.test(plain)) return "Local network";
  if (isIP(plain) === 4) return `Network ${plain.split(".").slice(0, 2).join(".")}.x.x`;
  if (isIP(plain) === 6) return `Network ${plain.split(":").slice(0, 3).join(":")}::`;
  return "Unknown location";
}

function fingerprintOf(ctx: SignInContext): string {
  return createHash("sha256").update([ctx.browser, ctx.os, ctx.deviceType, ctx.location].join("|")).digest("hex").slice(0, 32);
}

export async function listContexts(table: Table, userId: string): Promise<DeviceContext[]> {
  return table.queryAll<DeviceContext>({ pk: `USER#${userId}`, sk: { beginsWith: "CONTEXT#" } });
}

export async function getContext(table: Table, userId: string, id: string): Promise<DeviceContext | undefined> {
  return table.get<DeviceContext>(`USER#${userId}`, contextSk(id));
}

/** Whether this context is one the member has blocked (the same browser, OS, type and network). */
export async function isBlockedContext(table: Table, userId: string, ctx: SignInContext): Promise<boolean> {
  const fingerprint = fingerprintOf(ctx);
  return (await listContexts(table, userId)).some((c) => c.fingerprint === fingerprint && c.status === "blocked");
}

/**
 * Records a sign-in's context. Returns it and whether it is new; refuses a blocked one.
 * The first context a member ever uses becomes the primary one.
 */
export async function recordSignInContext(
  table: Table,
  userId: string,
  ctx: SignInContext,
  now = new Date(),
): Promise<{ context: DeviceContext; isNew: boolean }> {
  const existing = await listContexts(table, userId);
  const fingerprint = fingerprintOf(ctx);
  const known = existing.find((c) => c.fingerprint === fingerprint);
  if (known) {
    if (known.status === "blocked") throw new ForbiddenError(BLOCKED_DEVICE_MESSAGE);
    await table.update(known.pk, known.sk, {
      expression: "SET lastSeenAt = :now, ip = :ip",
      values: { ":now": now.toISOString(), ":ip": ctx.ip },
    });
    return { context: { ...known, ip: ctx.ip, lastSeenAt: now.toISOString() }, isNew: false };
  }
  const id = randomUUID();
  const context: DeviceContext = {
    pk: `USER#${userId}`,
    sk: contextSk(id),
    id,
    userId,
    ...ctx,
    fingerprint,
    status: "unverified",
    firstSeenAt: now.toISOString(),
    lastSeenAt: now.toISOString(),
    entity: "context",
  };
  if (!existing.some((c) => c.status === "primary")) {
    // Two first sign-ins at once must not both become primary: the marker item is the tiebreak.
    try {
      const primary = { ...context, status: "primary" as const };
      await table.transact([
        { Put: { Item: primary, ConditionExpression: "attribute_not_exists(pk)" } },
        {
          Put: {
            Item: { pk: `USER#${userId}`, sk: "PRIMARY_CONTEXT", contextId: id, entity: "primary-context" },
            ConditionExpression: "attribute_not_exists(pk)",
          },
        },
      ]);
      return { context: primary, isNew: true };
    } catch (error) {
      if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    }
  }
  await table.create(context);
  return { context, isNew: true };
}

/** Owner-only changes: the context is looked up under the caller's own user key, never by id alone. */
export async function setContextStatus(table: Table, userId: string, id: string, status: "trusted" | "blocked"): Promise<DeviceContext> {
  const context = await getContext(table, userId, id);
  if (!context) throw new NotFoundError("Device not found.");
  if (context.status === "primary" && status === "blocked") throw new ForbiddenError("The primary device cannot be blocked.");
  if (context.status === "primary") return context;
  await table.update(context.pk, context.sk, { expression: "SET #s = :s", names: { "#s": "status" }, values: { ":s": status } });
  return { ...context, status };
}

export const BLOCKED_DEVICE_REMOVE_MESSAGE = "A blocked device cannot be removed: unblock it first.";

/**
 * Removes a device from the member's list (account-service's removeDevice also ends its sessions).
 * A removed device that signs in again is a new, unverified one, so removing a BLOCKED device
 * would quietly unblock it. What a member expects of "blocked" is that it stays blocked: the
 * blocked list is the block list, so a blocked device cannot be removed (unblock it first). The
 * delete is conditional, so a block that lands at the same moment is not lost either.
 */
export async function deleteContext(table: Table, userId: string, id: string): Promise<void> {
  const context = await getContext(table, userId, id);
  if (!context) throw new NotFoundError("Device not found.");
  if (context.status === "primary") throw new ForbiddenError("The primary device cannot be removed.");
  if (context.status === "blocked") throw new ForbiddenError(BLOCKED_DEVICE_REMOVE_MESSAGE);
  try {
    await table.delete(context.pk, context.sk, {
      expression: "attribute_exists(pk) AND #s <> :blocked",
      names: { "#s": "status" },
      values: { ":blocked": "blocked" },
    });
  } catch (error) {
    if (error instanceof ConditionFailedError) {
      if (await getContext(table, userId, id)) throw new ForbiddenError(BLOCKED_DEVICE_REMOVE_MESSAGE);
      throw new NotFoundError("Device not found.");
    }
    throw error;
  }
}

/** What the API and the devices page show of a context. */
export function toPublicContext(c: DeviceContext) {
  return {
    _id: c.id,
    status: c.status,
    ip: c.ip,
    browser: c.browser,
    os: c.os,
    device: c.deviceType,
    location: c.location,
    firstSeenAt: c.firstSeenAt,
    lastSeenAt: c.lastSeenAt,
  };
}

export interface DeviceGroups<T> {
  primary: T[];
  trusted: T[];
  blocked: T[];
}

/**
 * The member's devices as the account shows them: primary, trusted and blocked. The one place the
 * grouping lives, for the Devices and locations page and the context-data API alike. A device not
 * yet confirmed from the e-mail ("unverified") is listed with the trusted ones: it may sign in, and
 * blocking it is the member's choice there. Order within a group is the order given.
 */
export function groupDevices<T extends { status: ContextStatus }>(contexts: readonly T[]): DeviceGroups<T> {
  return {
    primary: contexts.filter((c) => c.status === "primary"),
    trusted: contexts.filter((c) => c.status === "trusted" || c.status === "unverified"),
    blocked: contexts.filter((c) => c.status === "blocked"),
  };
}
