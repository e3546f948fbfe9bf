/**
 * A member's account as stored (`USER#<id>` / `PROFILE`). "operator" is car-park staff: they check
 * cars in and out at the car parks in their `operatesAt` list only (decision 021).
 */
export type Role = "user" | "moderator" | "admin" | "operator";

export interface ProfileFields {
  name: string;
  contact: string;
  address: string;
  pincode: string;
  city: string;
  state: string;
  country: string;
  licence_no: string;
  /** The community profile (optional; issue 11): shown on the public profile. */
  bio?: string;
  /** Free text ("Pune, Maharashtra"); the public profile falls back to city and state when empty. */
  location?: string;
  /** Comma-separated, as typed; the public profile splits it into a list (interestsList). */
  interests?: string;
}

export interface User extends ProfileFields {
  id: string;
  email: string;
  role: Role;
  passwordHash: string;
  /** Raised on a password reset: access tokens carrying an older version stop working at once. */
  tokenVersion: number;
  /**
   * Raised by each successful password reset (in the same transaction); reset links carry the value
   * they were issued under, so one reset voids every other outstanding link. Absent means 0.
   */
  resetGeneration?: number;
  emailVerifiedAt?: string;
  /** How many times the verification link was sent again (capped for the account's life: verification-resends.ts). */
  verificationResends?: number;
  /** When the member last blocked a device: for 30 days new browsers need an e-mailed code (sign-in-code.ts). */
  deviceBlockedAt?: string;
  consentAt: string;
  /** File name in the files bucket under profile-images/ (empty: the default picture). */
  profileImage: string;
  /**
   * The car parks an operator works at (ids; role "operator" only, decision 021). On the user item
   * itself, so the one rule (booking/operator.ts, mayOperateAt) needs no extra read: every page and
   * API call already holds the signed-in user.
   */
  operatesAt?: string[];
  createdAt: string;
  updatedAt: string;
  /** Set by an admin (issue 13): a suspended account cannot sign in, and its sessions ended then. */
  suspendedAt?: string;
  suspendedReason?: string;
  /**
   * Set when the member asked for their account's deletion (account-deletion/, decision 052): no
   * session or token while set; a sign-in before `deletionDueAt` cancels it, after it the job erases.
   */
  deletionRequestedAt?: string;
  deletionDueAt?: string;
}

/**
 * The stored item: the account, its keys, and gsi2's keys listing everyone by when they joined
 * (absent on items written before decision 039 until the backfill gives them theirs).
 */
export type UserItem = User & { pk: string; sk: string; entity: "user"; gsi2pk?: string; gsi2sk?: string };

/** gsi2's one partition of user items, newest last by the sort key `<createdAt>#<id>` (decision 039). */
export const USERS_BY_JOINING = "USERS#JOINED";

export const userKeys = {
  item: (id: string) => ({ pk: `USER#${id}`, sk: "PROFILE" }),
  email: (email: string) => ({ pk: `EMAIL#${normaliseEmail(email)}`, sk: "EMAIL" }),
  /**
   * gsi1 of the e-mail item: the admins' search by e-mail prefix (decision 020). One partition per
   * first character, so a prefix is one Query with begins_with and no partition holds everyone.
   */
  /** gsi2 of the user item: the admins' newest members, one Query newest first (decision 039). */
  joinedIndex: (user: Pick<User, "id" | "createdAt">) => ({ gsi2pk: USERS_BY_JOINING, gsi2sk: `${user.createdAt}#${user.id}` }),
  emailIndex: (email: string) => {
    const normalised = normaliseEmail(email);
    return { gsi1pk: emailIndexPartition(normalised), gsi1sk: normalised };
  },
};

export function emailIndexPartition(prefix: string): string {
  return `USERS#EMAIL#${normaliseEmail(prefix).slice(0, 1)}`;
}

/** A suspended account (issue 13): no sign-in, no session, no token. */
export function isSuspended(user: Pick<User, "suspendedAt">): boolean {
  return Boolean(user.suspendedAt);
}

/** An account waiting for its deletion (decision 052): no session or token opens it; only a sign-in, which cancels. */
export function isLeaving(user: Pick<User, "deletionDueAt">): boolean {
  return Boolean(user.deletionDueAt);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** What the API and pages may show of a user: never the hash or internal versions. */
export interface PublicUser extends ProfileFields {
  _id: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  profileImage: string;
  /** The spec's alias of profileImage. */
  profile: string;
  /** URL of the picture (the default one when none was uploaded). */
  avatar: string;
  createdAt: string;
}

/** What a post, comment or review shows in place of an author whose account was deleted (issue 32). */
export const DELETED_MEMBER_NAME = "Deleted member";

export const DEFAULT_AVATAR_URL = "/static/default-avatar.svg";

export function profileImageUrl(profileImage: string): string {
  return profileImage ? `/api/users/send-profile/${encodeURIComponent(profileImage)}` : DEFAULT_AVATAR_URL;
}

export function toPublicUser(user: User): PublicUser {
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    emailVerified: Boolean(user.emailVerifiedAt),
    contact: user.contact,
    address: user.address,
    pincode: user.pincode,
    city: user.city,
    state: user.state,
    country: user.country,
    licence_no: user.licence_no,
    bio: user.bio ?? "",
    location: user.location ?? "",
    interests: user.interests ?? "",
    profileImage: user.profileImage,
    profile: user.profileImage,
    avatar: profileImageUrl(user.profileImage),
    createdAt: user.createdAt,
  };
}

/** The comma-separated interests as a list: trimmed, no empties, each once (whatever its case), at most 20. */
export function interestsList(interests: string | undefined): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const part of (interests ?? "").split(",")) {
    const interest = part.trim().replace(/\s+/g, " ");
    if (!interest || seen.has(interest.toLowerCase())) continue;
    seen.add(interest.toLowerCase());
    list.push(interest);
  }
  return list.slice(0, 20);
}

/** Where a member says they are: their own words, else their city and state. */
export function locationOf(user: Pick<User, "location" | "city" | "state">): string {
  return user.location?.trim() || [user.city, user.state].filter(Boolean).join(", ");
}
