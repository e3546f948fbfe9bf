import { z } from "zod";

/**
 * The admin's Communities pages (issue 13): texts and form schemas, shared by the pages (in the
 * browser and in their actions) and core's community-admin.ts. Only zod here: the pages' browser
 * bundle must not reach the table.
 */
export const COMMUNITY_ADMIN_MESSAGES = {
  name: "Please enter a name of 3 to 40 letters, digits, spaces, hyphens, ampersands or apostrophes.",
  nameTaken: "A community with this name already exists.",
  description: "Please enter a description of up to 500 characters.",
  rules: "Please enter up to 10 rules, one a line, each up to 200 characters.",
  banner: "Please choose one of the listed banners.",
  bannerFile:
    "Please choose a JPEG, PNG, GIF or WebP picture of at most 5MB, at least 600 by 150 pixels and at least one and a half times as wide as it is tall.",
  bannerNotIssued: "This upload was not made for this community's banner. Please upload the picture again.",
  email: "Please enter the e-mail address of a member.",
  noSuchUser: "No account has this e-mail address.",
  noSuchMember: "User not found.",
  community: "Please choose a community.",
  alreadyModerator: "This person is already a moderator of this community.",
  notModerator: "This person is not a moderator of this community.",
  banned: "This person is banned from this community: lift the ban first.",
  suspended: "This account is suspended: lift the suspension first.",
  changedMeanwhile: "Someone else changed this community meanwhile. Here it is as it is now: make your change again.",
} as const;

export const COMMUNITY_ADMIN_LIMITS = { maxRules: 10, maxRuleChars: 200, maxDescriptionChars: 500 } as const;

/**
 * An uploaded banner (decision 020): shown with object-cover at 96 px high on cards and 160 px on
 * the community page, across a card or the page, so it must be wide and not tiny.
 */
export const COMMUNITY_BANNER_LIMITS = { maxBytes: 5 * 1024 * 1024, minWidth: 600, minHeight: 150, minRatio: 1.5 } as const;

const NAME = /^[\p{L}\p{N}][\p{L}\p{N} '&-]{2,39}$/u;

/** The rules textarea: one rule a line, blank lines ignored. */
export function rulesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export const communityFormSchema = z.object({
  name: z
    .string({ required_error: COMMUNITY_ADMIN_MESSAGES.name })
    .trim()
    .transform((name) => name.replace(/\s+/g, " "))
    .pipe(z.string().regex(NAME, COMMUNITY_ADMIN_MESSAGES.name)),
  description: z
    .string({ required_error: COMMUNITY_ADMIN_MESSAGES.description })
    .trim()
    .min(1, COMMUNITY_ADMIN_MESSAGES.description)
    .max(COMMUNITY_ADMIN_LIMITS.maxDescriptionChars, COMMUNITY_ADMIN_MESSAGES.description),
  rules: z
    .string()
    .optional()
    .default("")
    .refine((text) => {
      const rules = rulesOf(text);
      return rules.length <= COMMUNITY_ADMIN_LIMITS.maxRules && rules.every((r) => r.length <= COMMUNITY_ADMIN_LIMITS.maxRuleChars);
    }, COMMUNITY_ADMIN_MESSAGES.rules),
  /** The description in Hindi (issue 35), optional: Hindi pages show it when present. */
  descriptionHi: z
    .string()
    .trim()
    .max(COMMUNITY_ADMIN_LIMITS.maxDescriptionChars, COMMUNITY_ADMIN_MESSAGES.description)
    .optional()
    .default(""),
  /** The rules in Hindi, one a line, optional: Hindi pages show them when present. */
  rulesHi: z
    .string()
    .optional()
    .default("")
    .refine((text) => {
      const rules = rulesOf(text);
      return rules.length <= COMMUNITY_ADMIN_LIMITS.maxRules && rules.every((r) => r.length <= COMMUNITY_ADMIN_LIMITS.maxRuleChars);
    }, COMMUNITY_ADMIN_MESSAGES.rules),
  /** A banner key from the list the page offers ("" for none); core checks it is one of them. */
  banner: z.string().trim().max(200, COMMUNITY_ADMIN_MESSAGES.banner).optional().default(""),
  /** The version the form was read at (edits only): two admins' saves cannot overwrite each other. */
  version: z.coerce.number().int().min(0).optional(),
});

/** "Use this banner": the upload's key (S3 gave it back) and the version the page was read at. */
export const uploadedBannerSchema = z.object({
  key: z.string({ required_error: COMMUNITY_ADMIN_MESSAGES.bannerFile }).trim().min(1, COMMUNITY_ADMIN_MESSAGES.bannerFile).max(400),
  version: z.coerce.number().int().min(0).optional(),
});

export type CommunityFormValues = {
  name: string;
  description: string;
  rules: string;
  descriptionHi?: string;
  rulesHi?: string;
  banner: string;
  version?: number;
};

export const moderatorByEmailSchema = z.object({
  email: z
    .string({ required_error: COMMUNITY_ADMIN_MESSAGES.email })
    .trim()
    .toLowerCase()
    .min(3, COMMUNITY_ADMIN_MESSAGES.email)
    .max(254, COMMUNITY_ADMIN_MESSAGES.email)
    .email(COMMUNITY_ADMIN_MESSAGES.email),
});

export const moderatorOfCommunitySchema = z.object({
  communityId: z.string({ required_error: COMMUNITY_ADMIN_MESSAGES.community }).trim().min(1, COMMUNITY_ADMIN_MESSAGES.community).max(100),
});
