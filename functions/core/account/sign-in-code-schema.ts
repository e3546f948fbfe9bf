import { z } from "zod";

/**
 * The e-mailed sign-in code's messages and form (isomorphic: the page validates with it in the
 * browser too). The rules are in sign-in-code.ts.
 */
export const SIGN_IN_CODE_MESSAGES = {
  required:
    "A device was blocked on this account recently, and this browser has not signed in to it before: we have e-mailed you a 6-digit code. Type it to finish signing in.",
  apiRequired:
    "A device was blocked on this account recently, and this client is not trusted: we have e-mailed a 6-digit code to the account's address. Send it with the pendingToken to POST /api/users/signin/code within 10 minutes.",
  codeRequired: "Type the 6-digit code from our e-mail.",
  wrongCode: "That code is not right. Type the 6-digit code from our latest e-mail.",
  expired: "This code has expired or has already been used. Please sign in again for a new one.",
  tooMany: "Too many wrong codes. Please sign in again for a new one.",
  mailFailed: "We could not send the code just now. Please try again in a few minutes.",
} as const;

export const signInCodeSchema = z.object({
  code: z
    .string({ required_error: SIGN_IN_CODE_MESSAGES.codeRequired })
    .trim()
    .min(1, SIGN_IN_CODE_MESSAGES.codeRequired)
    .regex(/^\d{6}$/, SIGN_IN_CODE_MESSAGES.wrongCode),
});
