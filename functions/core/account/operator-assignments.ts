import type { Caller } from "./caller";
import { activityPut } from "../activity-log/activity-log";
import { NotFoundError, ValidationError } from "../errors";
import { getParkings } from "../parking/parking-store";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { requirePlatformAdmin } from "./admin-rule";
import { userKeys, type User } from "./user";
import { findUserByEmail } from "./user-store";

/**
 * Admins make car park staff (decision 021): a member account becomes an operator of the listed car
 * parks (role "operator", `operatesAt` on the user item), or with an empty list goes back to being
 * a member. Who may then check cars in where is booking/operator.ts's rule (mayOperateAt).
 */
export const OPERATOR_ASSIGN_MESSAGES = {
  noAccount: "No account has this e-mail address.",
  notMember: "Only a member's account can be made car park staff (not an admin's or a moderator's).",
  noCarPark: (id: string) => `No car park has the id ${id}.`,
  tooMany: "An operator can work at most at 20 car parks.",
  changed: "Someone else changed this account meanwhile: please try again.",
} as const;

export const MAX_OPERATED_CAR_PARKS = 20;

type Admin = Pick<Caller, "id" | "role" | "email" | "proof">;

/** Sets the car parks `email`'s account operates (none: a member again); logged in the admin's activity. */
export async function assignOperator(
  table: Table,
  admin: Admin,
  input: { email: string; parkingIds: string[] },
  now = new Date(),
): Promise<User> {
  requirePlatformAdmin(admin);
  const parkingIds = [...new Set(input.parkingIds.map((id) => id.trim()).filter(Boolean))];
  if (parkingIds.length > MAX_OPERATED_CAR_PARKS) throw new ValidationError(OPERATOR_ASSIGN_MESSAGES.tooMany);
  const user = await findUserByEmail(table, input.email);
  if (!user) throw new NotFoundError(OPERATOR_ASSIGN_MESSAGES.noAccount);
  if (user.role !== "user" && user.role !== "operator") throw new ValidationError(OPERATOR_ASSIGN_MESSAGES.notMember);
  const known = new Set((await getParkings(table, parkingIds)).map((p) => p.id));
  const missing = parkingIds.find((id) => !known.has(id));
  if (missing) throw new ValidationError(OPERATOR_ASSIGN_MESSAGES.noCarPark(missing));

  const role = parkingIds.length ? "operator" : "user";
  const key = userKeys.item(user.id);
  try {
    await table.transact([
      {
        Update: {
          Key: key,
          // Conditioned on the role read: a concurrent change (another admin, a promotion) is not overwritten.
          UpdateExpression: "SET #role = :role, operatesAt = :parks, updatedAt = :now",
          ConditionExpression: "attribute_exists(pk) AND #role = :before",
          ExpressionAttributeNames: { "#role": "role" },
          ExpressionAttributeValues: { ":role": role, ":parks": parkingIds, ":now": now.toISOString(), ":before": user.role },
        },
      },
      activityPut(
        {
          kind: "admin",
          action: "operator-assign",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: parkingIds.length
            ? `${user.email} operates ${parkingIds.length === 1 ? "car park" : "car parks"} ${parkingIds.join(", ")}`
            : `${user.email} no longer operates any car park`,
          targetId: user.id,
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ValidationError(OPERATOR_ASSIGN_MESSAGES.changed);
    throw error;
  }
  return { ...user, role, operatesAt: parkingIds, updatedAt: now.toISOString() };
}
