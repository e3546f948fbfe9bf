import { z } from "zod";

/** The second step's messages and form (isomorphic: the pages validate with it in the browser too). */
export const SECOND_FACTOR_MESSAGES = {
  codeRequired: "Type the 6-digit code from your authenticator app.",
  wrongCode: "That code is not right. Type the 6-digit code your authenticator app shows now, or one of your recovery codes.",
  wrongEnrolmentCode: "That code is not right. Check that the app shows SMART PARKING and type the code it shows now.",
  usedCode: "That code has already been used. Wait for the next code in your app and type that one.",
  expired: "Your sign-in took too long or has ended. Please sign in again.",
} as const;

/** A TOTP code or a recovery code. */
export const secondFactorSchema = z.object({
  code: z
    .string({ required_error: SECOND_FACTOR_MESSAGES.codeRequired })
    .trim()
    .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
    .max(40, SECOND_FACTOR_MESSAGES.wrongCode),
});
