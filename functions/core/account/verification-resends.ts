import { ForbiddenError } from "../errors";
import { ConditionFailedError, type Table } from "../ports/table/table";
import { userKeys, type User } from "./user";
import { VERIFICATION_RESEND_CAP, VERIFICATION_RESEND_CAP_MESSAGE } from "./verification-resend-cap";

export { VERIFICATION_RESEND_CAP, VERIFICATION_RESEND_CAP_MESSAGE };

/*
 * Verification mails go to an address nobody has proved, so each one is mail we send to a
 * stranger's inbox if the sign-up typed someone else's address. Besides the hourly limit
 * (security/rate-limit.ts), an account may ask for the link again only this many times in its
 * whole life (docs/decisions/003): a member who needs more has a mistyped or unreachable address,
 * and support can help. The cap and its message: verification-resend-cap.ts.
 */

/** The lifetime cap is reached: not a "wait a few minutes", so it has its own error. */
export class VerificationResendCapError extends ForbiddenError {
  constructor() {
    super(VERIFICATION_RESEND_CAP_MESSAGE);
  }
}

export function resendCapReached(user: Pick<User, "verificationResends">): boolean {
  return (user.verificationResends ?? 0) >= VERIFICATION_RESEND_CAP;
}

/**
 * Counts one resend on the user item, or throws VerificationResendCapError when the cap is
 * reached. The count and the check are one conditional write, so parallel requests cannot pass it.
 */
export async function countVerificationResend(table: Table, userId: string): Promise<void> {
  const key = userKeys.item(userId);
  try {
    await table.update(
      key.pk,
      key.sk,
      { expression: "ADD verificationResends :one", values: { ":one": 1, ":cap": VERIFICATION_RESEND_CAP } },
      "attribute_exists(pk) AND (attribute_not_exists(verificationResends) OR verificationResends < :cap)",
    );
  } catch (error) {
    if (error instanceof ConditionFailedError) throw new VerificationResendCapError();
    throw error;
  }
}
