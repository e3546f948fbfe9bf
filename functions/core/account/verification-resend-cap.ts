/**
 * The lifetime cap on sending the verification link again (docs/decisions/003). Browser-safe on
 * its own (the pages show the message), apart from the counting in verification-resends.ts.
 */
export const VERIFICATION_RESEND_CAP = 5;

export const VERIFICATION_RESEND_CAP_MESSAGE = `We have already sent the verification link again ${VERIFICATION_RESEND_CAP} times, the most we send for one account. Please look for our earlier e-mails (check your spam folder too), or contact support.`;
