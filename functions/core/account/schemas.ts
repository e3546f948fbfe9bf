import { z } from "zod";

/**
 * One schema per form, shared by the pages and the JSON API, with the spec's exact messages where
 * it gives them (parking-and-account.md §5, §8). Decisions where the spec is silent are in
 * docs/decisions/003-accounts-and-sessions.md (e.g. the 8-character password minimum).
 */
export const MESSAGES = {
  passwordsDifferSignUp: "Passwords do not match",
  passwordsDifferReset: "Passwords do not match.",
  consent: "Please agree to the terms and conditions for registration.",
  invalidEmail: "Please enter a valid email address.",
  signInFailed: "Invalid email or password.",
  invalidToken: "Invalid or expired token.",
} as const;

const email = z
  .string({ required_error: "Email address is required" })
  .trim()
  .min(1, "Email address is required")
  .max(254, MESSAGES.invalidEmail)
  .email(MESSAGES.invalidEmail);

/** `required` is a whole sentence ("Password is required"), so that it has its own Hindi (decision 059). */
const newPassword = (required: string) =>
  z
    .string({ required_error: required })
    .min(1, required)
    .min(8, "Password must be at least 8 characters.")
    .max(128, "Password must be at most 128 characters.");

export const signUpSchema = z
  .object({
    name: z
      .string({ required_error: "Username is required" })
      .trim()
      .min(1, "Username is required")
      .max(60, "Username must be at most 60 characters."),
    email,
    password: newPassword("Password is required"),
    confirmPassword: z.string({ required_error: "Confirm Password is required" }).min(1, "Confirm Password is required"),
    isConsentGiven: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()).refine((v) => v, MESSAGES.consent),
    /** Offers and coupons by e-mail (issue 32 §4): an unticked box, so off unless the person says yes. */
    wantsOffers: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MESSAGES.passwordsDifferSignUp, path: ["confirmPassword"] });

export const signInSchema = z.object({
  email,
  password: z.string({ required_error: "Password is required" }).min(1, "Password is required").max(128, MESSAGES.signInFailed),
});

export const forgotPasswordSchema = z.object({ email });

const resetPasswords = z.object({
  password: newPassword("New password is required"),
  confirmPassword: z.string({ required_error: "Confirm new password is required" }).min(1, "Confirm new password is required"),
});
const passwordsMatch = (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword;
const passwordsDiffer = { message: MESSAGES.passwordsDifferReset, path: ["confirmPassword"] };

/** The reset page's form: the token is in its URL, not a field. */
export const resetPasswordFormSchema = resetPasswords.refine(passwordsMatch, passwordsDiffer);

export const resetPasswordSchema = resetPasswords
  .extend({ token: z.string().min(1, MESSAGES.invalidToken) })
  .refine(passwordsMatch, passwordsDiffer);

/** The community profile's caps (ours: the spec sets none). */
export const PROFILE_LIMITS = { bio: 300, location: 100, interests: 300 } as const;

/** "The profile edit form has no validation" (spec §5): only trimming and sane length caps. */
const field = z.string().trim().max(200, "Please keep each field under 200 characters.").optional();
export const profileSchema = z.object({
  name: z.string().trim().min(1, "Name cannot be empty.").max(60, "Username must be at most 60 characters.").optional(),
  contact: field,
  address: field,
  pincode: field,
  city: field,
  state: field,
  country: field,
  licence_no: field,
  // The community profile (issue 11): optional, shown on the public profile.
  bio: z.string().trim().max(PROFILE_LIMITS.bio, `Please keep your bio under ${PROFILE_LIMITS.bio} characters.`).optional(),
  location: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.location, `Please keep your location under ${PROFILE_LIMITS.location} characters.`)
    .optional(),
  interests: z
    .string()
    .trim()
    .max(PROFILE_LIMITS.interests, `Please keep your interests under ${PROFILE_LIMITS.interests} characters.`)
    .optional(),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
export type SignInInput = z.infer<typeof signInSchema>;
export type ProfileInput = z.infer<typeof profileSchema>;
