import { isSuspended, type User } from "@core/account/user";
import { fromCursor } from "../../../utils/page-cursor.server";
import type { Caller } from "@core/account/caller";
import {
  newestUsers,
  searchUsersByEmail,
  suspendUser,
  unsuspendUser,
  userBookingsForAdmin,
  userForAdmin,
  userPostsForAdmin,
} from "@core/account/user-admin";
import { LISTED_STATUSES, type ListedStatus } from "@core/booking/booking";
import { communitiesForAdmin, moderatedBy } from "@core/community/community-admin";
import { addModerator, communityIdOf, removeModerator } from "@core/community/moderator-admin";
import { ValidationError } from "@core/errors";
import { services } from "@core/services";
import { formatIndia } from "@core/time/india-time";
import { requireAdmin } from "~/utils/session.server";
import type { Language } from "@core/i18n/languages";
import { translateMessage } from "@core/i18n/messages";
import { ADMIN_USERS, USER_ADMIN_DATA } from "~/i18n/admin/users.server";

/**
 * The admin's Users pages' server half (issue 13): the admin session first (requireAdmin), then
 * core, which asks the admin rule itself on every call.
 */
export async function adminOf(request: Request): Promise<Caller> {
  return (await requireAdmin(request)).user;
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: string;
  suspended: boolean;
  joined: string;
}

/** A user as the pages list them: the role named in `language`, the date in India time. */
const rowOf = (user: User, language: Language): UserRow => ({
  id: user.id,
  name: user.name,
  email: user.email,
  role: ADMIN_USERS.pick(language)[user.role],
  suspended: isSuspended(user),
  joined: formatIndia(user.createdAt, language),
});

/**
 * The Users page's list (a GET form): with no prefix, the newest members; with one, the search. A
 * refused cursor (an edited link, or one from the other list) starts again from the first page; a
 * refused prefix is the field's message.
 */
export async function searchUsers(request: Request, email: string | null, cursor: string | null, language: Language) {
  const admin = await adminOf(request);
  const table = services().table;
  const read =
    email === null
      ? (from: string | null) => newestUsers(table, admin, { cursor: from })
      : (from: string | null) => searchUsersByEmail(table, admin, { email }, { cursor: from });
  try {
    const page = await fromCursor(cursor, read);
    return { users: page.users.map((u) => rowOf(u, language)), next: page.cursor ?? null, error: null };
  } catch (error) {
    if (error instanceof ValidationError) return { users: [] as UserRow[], next: null, error: translateMessage(error.message, language) };
    throw error;
  }
}

export function bookingTab(value: string | null): ListedStatus {
  return (LISTED_STATUSES as readonly string[]).includes(value ?? "") ? (value as ListedStatus) : "Confirmed";
}

/** Everything the user page shows: the profile, a tab of bookings, a page of posts, the communities they moderate. */
export async function userPage(
  request: Request,
  userId: string,
  view: { tab: ListedStatus; page: number; posts: string | null },
  language: Language,
) {
  const admin = await adminOf(request);
  const table = services().table;
  const user = await userForAdmin(table, admin, userId);
  const [bookings, posts, moderating, communities] = await Promise.all([
    userBookingsForAdmin(table, admin, user.id, view.tab, view.page),
    fromCursor(view.posts, (from) => userPostsForAdmin(table, admin, user.id, { cursor: from })),
    moderatedBy(table, admin, user.id),
    communitiesForAdmin(table, admin),
  ]);
  const names = new Map(communities.map((c) => [c.id, c.name]));
  const moderatingIds = new Set(moderating.map((c) => c.id));
  return {
    user: {
      ...rowOf(user, language),
      /** The stored role, which the page asks about (the shown one is `role`). */
      isAdmin: user.role === "admin",
      self: user.id === admin.id,
      emailVerified: Boolean(user.emailVerifiedAt),
      city: [user.city, user.state].filter(Boolean).join(", "),
      suspendedAt: user.suspendedAt ? formatIndia(user.suspendedAt, language) : null,
      suspendedReason: user.suspendedReason ?? null,
    },
    bookings: {
      tab: view.tab,
      page: bookings.page,
      pages: bookings.pages,
      total: bookings.total,
      rows: bookings.bookings.map((b) => ({
        id: b.id,
        code: b.code,
        parking: b.parkingName,
        from: formatIndia(b.inTime, language),
        to: formatIndia(b.outTime, language),
        total: b.totalPrice,
        status: b.status,
      })),
    },
    posts: {
      rows: posts.posts.map((p) => ({
        id: p.id,
        community: names.get(p.communityId) ?? USER_ADMIN_DATA.pick(language).removedCommunity,
        excerpt: p.content.length > 200 ? `${p.content.slice(0, 200)}…` : p.content,
        posted: formatIndia(p.createdAt, language),
        hasFile: Boolean(p.file),
      })),
      next: posts.cursor ?? null,
    },
    moderating: moderating.map((c) => ({ id: c.id, name: c.name })),
    /** The communities they could be made a moderator of. */
    others: communities.filter((c) => !moderatingIds.has(c.id)).map((c) => ({ value: c.id, label: c.name })),
  };
}

export async function suspend(request: Request, userId: string, input: Record<string, unknown>) {
  return suspendUser(services().table, await adminOf(request), userId, input);
}

export async function unsuspend(request: Request, userId: string, input: Record<string, unknown>) {
  return unsuspendUser(services().table, await adminOf(request), userId, input);
}

export async function makeModerator(request: Request, userId: string, input: Record<string, unknown>) {
  const admin = await adminOf(request);
  return addModerator(services().table, admin, communityIdOf(input), { userId });
}

export async function unmakeModerator(request: Request, userId: string, communityId: string) {
  return removeModerator(services().table, await adminOf(request), communityId, userId);
}
