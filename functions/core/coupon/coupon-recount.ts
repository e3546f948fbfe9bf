import { requirePlatformAdmin } from "../account/admin-rule";
import { activityPut } from "../activity-log/activity-log";
import { ValidationError } from "../errors";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { couponKeys } from "./coupon";
import { COUPON_ADMIN_MESSAGES, couponForAdmin, type Admin } from "./coupon-admin";

/** How long a recount waits for the counter and the uses to stay the same before it trusts the difference. */
export const RECOUNT_SETTLE_MS = 10_000;

/** The uses the members' `USED#` items hold (an item from before the limits is one use). */
async function memberUses(table: Table, code: string): Promise<number> {
  const items = await table.queryAll<{ pk: string; sk: string; uses?: number }>({
    pk: couponKeys.item(code).pk,
    sk: { beginsWith: "USED#" },
    consistent: true,
  });
  return items.reduce((sum, item) => sum + (item.uses ?? 1), 0);
}

/**
 * Repairs the total counter from the members' use items (decision 019). The counter may over-count
 * when a process died between reserving a use and the hold's transaction, or between a release and
 * its give-back. It never lowers the counter below a use a hold is still placing: the difference
 * must be the same on two reads `settleMs` apart (a hold places its transaction within a second or
 * two of its reservation), and the write is conditioned on the counter not having moved since.
 * A counter below the uses (a coupon whose uses were taken before the counter existed: the old
 * demo coupons) is raised at once: that is the safe side, and a hold reserves before it takes a use,
 * so a hold in flight only ever makes the counter look higher than the uses, never lower.
 */
export async function recountCouponUses(
  table: Table,
  admin: Admin,
  code: string,
  options: { settleMs?: number; now?: Date } = {},
): Promise<{ before: number; after: number }> {
  requirePlatformAdmin(admin);
  const first = await couponForAdmin(table, admin, code);
  const counted = first.usedCount ?? 0;
  const uses = await memberUses(table, first.code);
  if (counted === uses) return { before: counted, after: counted };
  if (counted > uses) {
    await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? RECOUNT_SETTLE_MS));
    const again = await couponForAdmin(table, admin, code);
    if ((again.usedCount ?? 0) !== counted || (await memberUses(table, first.code)) !== uses)
      throw new ValidationError(COUPON_ADMIN_MESSAGES.busy);
  }
  const now = options.now ?? new Date();
  try {
    await table.transact([
      {
        Update: {
          Key: couponKeys.item(first.code),
          UpdateExpression: "SET usedCount = :uses",
          ConditionExpression: "usedCount = :counted OR (attribute_not_exists(usedCount) AND :counted = :zero)",
          ExpressionAttributeValues: { ":uses": uses, ":counted": counted, ":zero": 0 },
        },
      },
      activityPut(
        {
          kind: "admin",
          action: "coupon-recount",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: `Recounted coupon ${first.code}'s uses: ${counted} → ${uses}`,
          targetId: first.code,
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[0] === "ConditionalCheckFailed")
      throw new ValidationError(COUPON_ADMIN_MESSAGES.busy);
    throw error;
  }
  return { before: counted, after: uses };
}
