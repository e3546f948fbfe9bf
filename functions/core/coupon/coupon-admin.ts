import type { Caller } from "../account/caller";
import type { z } from "zod";
import { requirePlatformAdmin } from "../account/admin-rule";
import { activityPut } from "../activity-log/activity-log";
import { NotFoundError, ValidationError } from "../errors";
import { parkingKeys } from "../parking/parking";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { formatRupees } from "../pricing/pricing";
import { couponCreateSchema, couponEditSchema, type CouponDefinition } from "./coupon-admin-schema";
import { couponKeys, couponStatus, getCoupon, normaliseCode, type Coupon, type CouponItem, type CouponStatus } from "./coupon";

/**
 * The admin's coupons (issue 13): create, edit and end, each asked of the admin rule by core and
 * logged in the activity log inside its own transaction (so nothing is done unlogged, and a refusal
 * logs nothing).
 * - A code is unique: the create is conditioned on no coupon having it.
 * - An edit is conditioned on the version the admin's form was loaded with: of two admins editing
 *   at once, the second is refused, never silently overwriting the first.
 * - Ending sets validTo to now: from that write on, the total-use reservation every hold makes
 *   (coupon.ts `reserveCouponUse`) is refused, so it stops applying at once, even to an open checkout.
 * The edit writes only the definition's attributes (an UpdateItem, not a Put): `usedCount`, moved
 * by holds at any moment, is never overwritten.
 */
export const COUPON_ADMIN_MESSAGES = {
  notFound: "Coupon not found.",
  codeTaken: "A coupon with this code already exists.",
  changed: "Someone else changed this coupon meanwhile. Please look at it again before saving.",
  ended: "This coupon has ended and can no longer be changed.",
  alreadyEnded: "This coupon has already ended.",
  unknownParking: (id: string) => `No car park has the id ${id}.`,
  busy: "This coupon is being used right now. Please recount again in a minute.",
} as const;

export type Admin = Pick<Caller, "id" | "role" | "email" | "proof">;

function parsed<S extends z.ZodTypeAny>(schema: S, input: Record<string, unknown>): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const problems: Record<string, string[]> = {};
  for (const issue of result.error.issues) (problems[String(issue.path[0])] ??= []).push(issue.message);
  throw new ValidationError(result.error.issues[0]!.message, problems);
}

/** The stored shape of a form's definition: only the scope's own field is kept. */
async function definitionOf(table: Table, form: CouponDefinition): Promise<Omit<Coupon, "code">> {
  if (form.scope === "parkings") {
    const found = await table.batchGet<{ pk: string; sk: string; id: string }>(form.parkingIds.map((id) => parkingKeys.item(id)));
    const known = new Set(found.map((p) => p.id));
    const missing = form.parkingIds.find((id) => !known.has(id));
    if (missing) {
      const message = COUPON_ADMIN_MESSAGES.unknownParking(missing);
      throw new ValidationError(message, { parkingIds: [message] });
    }
  }
  return {
    description: form.description,
    kind: form.kind,
    value: form.value,
    maxDiscount: form.kind === "percent" ? form.maxDiscount : undefined,
    validFrom: form.validFrom,
    validTo: form.validTo,
    city: form.scope === "city" ? form.city : undefined,
    parkingIds: form.scope === "parkings" ? form.parkingIds : undefined,
    perMemberLimit: form.perMemberLimit,
    totalLimit: form.totalLimit,
  };
}

/** "20% off, up to ₹150" / "₹50 off": the amount in a log line. */
export function amountText(coupon: Pick<Coupon, "kind" | "value" | "maxDiscount">): string {
  if (coupon.kind === "flat") return `${formatRupees(coupon.value)} off`;
  return `${coupon.value}% off${coupon.maxDiscount ? `, up to ${formatRupees(coupon.maxDiscount)}` : ""}`;
}

const DEFINITION_KEYS = [
  "description",
  "kind",
  "value",
  "maxDiscount",
  "validFrom",
  "validTo",
  "city",
  "parkingIds",
  "perMemberLimit",
  "totalLimit",
] as const;

/**
 * The UpdateItem that writes a definition: SET what it has, REMOVE what it leaves out (a cap or a
 * scope taken away), and nothing else. The seed writes its demo coupons the same way.
 */
export function definitionUpdate(definition: Omit<Coupon, "code">, extra: Record<string, unknown> = {}) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const set: string[] = [];
  const remove: string[] = [];
  const entries: [string, unknown][] = [...DEFINITION_KEYS.map((k) => [k, definition[k]] as [string, unknown]), ...Object.entries(extra)];
  entries.forEach(([key, value], i) => {
    names[`#a${i}`] = key;
    if (value === undefined) remove.push(`#a${i}`);
    else {
      values[`:a${i}`] = value;
      set.push(`#a${i} = :a${i}`);
    }
  });
  const expression = `SET ${set.join(", ")}${remove.length ? ` REMOVE ${remove.join(", ")}` : ""}`;
  return { expression, names, values };
}

/** The coupon item with its list index keys (gsi1, by code). */
export function toCouponItem(coupon: Coupon): CouponItem & { gsi1pk: string; gsi1sk: string; entity: "coupon" } {
  return { ...coupon, ...couponKeys.item(coupon.code), gsi1pk: couponKeys.list(), gsi1sk: coupon.code, entity: "coupon" };
}

/** Creates a coupon from the admin's form; a code already taken is refused. */
export async function createCoupon(table: Table, admin: Admin, input: Record<string, unknown>, now = new Date()): Promise<Coupon> {
  requirePlatformAdmin(admin);
  const form = parsed(couponCreateSchema, input);
  const coupon: Coupon = { code: form.code, ...(await definitionOf(table, form)), usedCount: 0, version: 1, createdAt: now.toISOString() };
  try {
    await table.transact([
      { Put: { Item: toCouponItem(coupon), ConditionExpression: "attribute_not_exists(pk)" } },
      activityPut(
        {
          kind: "admin",
          action: "coupon-create",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: `Created coupon ${coupon.code} (${amountText(coupon)})`,
          targetId: coupon.code,
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[0] === "ConditionalCheckFailed")
      throw new ValidationError(COUPON_ADMIN_MESSAGES.codeTaken, { code: [COUPON_ADMIN_MESSAGES.codeTaken] });
    throw error;
  }
  return coupon;
}

/** One coupon for the admin (strongly consistent: the edit page shows what was just saved). */
export async function couponForAdmin(table: Table, admin: Admin, code: string): Promise<Coupon> {
  requirePlatformAdmin(admin);
  const coupon = normaliseCode(code).length <= 40 ? await getCoupon(table, code, true) : undefined;
  if (!coupon) throw new NotFoundError(COUPON_ADMIN_MESSAGES.notFound);
  const { pk: _pk, sk: _sk, ...rest } = coupon;
  return rest;
}

function versionOf(input: Record<string, unknown>): number {
  const version = Number(input.version);
  return Number.isInteger(version) && version >= 0 ? version : -1;
}

/**
 * Saves the admin's edit, conditioned on the version their form was loaded with (`input.version`;
 * coupons made before versions existed are version 0). The code cannot change: it is the key.
 */
export async function updateCoupon(
  table: Table,
  admin: Admin,
  code: string,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<Coupon> {
  requirePlatformAdmin(admin);
  const form = parsed(couponEditSchema, input);
  const before = await couponForAdmin(table, admin, code);
  if (before.endedAt) throw new ValidationError(COUPON_ADMIN_MESSAGES.ended);
  const seen = versionOf(input);
  const definition = await definitionOf(table, form);
  const version = seen + 1;
  const update = definitionUpdate(definition, { version });
  try {
    await table.transact([
      {
        Update: {
          Key: couponKeys.item(before.code),
          UpdateExpression: update.expression,
          ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(endedAt) AND (#v = :seen OR (attribute_not_exists(#v) AND :seen = :zero))`,
          ExpressionAttributeNames: { ...update.names, "#v": "version" },
          ExpressionAttributeValues: { ...update.values, ":seen": seen, ":zero": 0 },
        },
      },
      activityPut(
        {
          kind: "admin",
          action: "coupon-edit",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: `Edited coupon ${before.code} (${amountText(definition)})`,
          targetId: before.code,
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[0] === "ConditionalCheckFailed") {
      const current = await getCoupon(table, before.code, true);
      throw new ValidationError(current?.endedAt ? COUPON_ADMIN_MESSAGES.ended : COUPON_ADMIN_MESSAGES.changed);
    }
    throw error;
  }
  return { ...before, ...definition, version };
}

/** Ends a coupon now: validTo becomes this moment, and no new hold can use it from this write on. */
export async function endCoupon(table: Table, admin: Admin, code: string, now = new Date()): Promise<Coupon> {
  requirePlatformAdmin(admin);
  const before = await couponForAdmin(table, admin, code);
  const at = now.toISOString();
  if (before.endedAt || before.validTo <= at) throw new ValidationError(COUPON_ADMIN_MESSAGES.alreadyEnded);
  try {
    await table.transact([
      {
        Update: {
          Key: couponKeys.item(before.code),
          UpdateExpression: "SET validTo = :now, endedAt = :now, endedBy = :admin, #v = if_not_exists(#v, :zero) + :one",
          ConditionExpression: "attribute_exists(pk) AND attribute_not_exists(endedAt) AND validTo > :now",
          ExpressionAttributeNames: { "#v": "version" },
          ExpressionAttributeValues: { ":now": at, ":admin": admin.id, ":zero": 0, ":one": 1 },
        },
      },
      activityPut(
        {
          kind: "admin",
          action: "coupon-end",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: `Ended coupon ${before.code} (used ${before.usedCount ?? 0} times)`,
          targetId: before.code,
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[0] === "ConditionalCheckFailed")
      throw new ValidationError(COUPON_ADMIN_MESSAGES.alreadyEnded);
    throw error;
  }
  return { ...before, validTo: at, endedAt: at };
}

export interface CouponRow {
  code: string;
  description: string;
  amount: string;
  status: CouponStatus;
  uses: number;
  totalLimit?: number;
  perMemberLimit: number;
  validFrom: string;
  validTo: string;
  scope: string;
  /** The amount and the scope as data, for a page that words them in its own language. */
  kind: Coupon["kind"];
  value: number;
  maxDiscount?: number;
  city?: string;
  parkingCount: number;
}

/** The admin's list: coupons by code, a page at a time, each with its uses and status. */
export async function listCoupons(
  table: Table,
  admin: Admin,
  page: { cursor?: string | null; limit?: number } = {},
  now = new Date(),
): Promise<{ coupons: CouponRow[]; cursor?: string }> {
  requirePlatformAdmin(admin);
  const result = await table.query<CouponItem>({
    index: "gsi1",
    pk: couponKeys.list(),
    limit: Math.min(Math.max(1, page.limit ?? 20), 100),
    cursor: page.cursor,
  });
  return {
    coupons: result.items.map((c) => ({
      code: c.code,
      description: c.description,
      amount: amountText(c),
      status: couponStatus(c, now),
      uses: c.usedCount ?? 0,
      totalLimit: c.totalLimit,
      perMemberLimit: c.perMemberLimit ?? 1,
      validFrom: c.validFrom,
      validTo: c.validTo,
      scope: c.city
        ? `Car parks in ${c.city}`
        : c.parkingIds?.length
          ? `${c.parkingIds.length} car park${c.parkingIds.length === 1 ? "" : "s"}`
          : "All car parks",
      kind: c.kind,
      value: c.value,
      maxDiscount: c.maxDiscount,
      city: c.city,
      parkingCount: c.parkingIds?.length ?? 0,
    })),
    cursor: result.cursor,
  };
}
