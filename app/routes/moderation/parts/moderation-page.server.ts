import { redirect } from "@remix-run/node";
import { restartOnBadCursor } from "../../../utils/page-cursor.server";
import type { User } from "@core/account/user";
import { getUsers } from "@core/account/user-store";
import { activeBan, banMember, listBans, pageOfBans, unbanMember, type Ban } from "@core/moderation/bans";
import { COMMUNITY_MESSAGES, type Community } from "@core/community/community";
import { readModLog } from "@core/moderation/mod-log";
import { CHECK_TEXT, FORMER, modLogRow } from "./mod-log-rows.server";

// The admin's pages show the mod log and former members the same way.
export { FORMER, modLogRow };
import { requireModerator } from "@core/community/moderator-rule";
import {
  communityMembers,
  communityModerators,
  dismissReports,
  MEMBER_SEARCH,
  removeReportedPost,
  reportedPosts,
} from "@core/moderation/moderation-queue";
import { banLengthLabel, reportReasonLabel } from "@core/moderation/moderation.texts";
import type { Language } from "@core/i18n/languages";
import { fill } from "~/i18n/catalogue";
import { MODERATION_DATA, type ModerationDataMessages } from "~/i18n/moderation/panel.server";
import { draftState, type PostDraft } from "@core/community/post-drafts";
import { approveHeldPost, moderationDrafts, purgePendingPost, rejectHeldPost, type ReviewItem } from "@core/moderation/post-review";
import { ForbiddenError, NotFoundError } from "@core/errors";
import { services } from "@core/services";
import { formatIndia } from "@core/time/india-time";
import { communityHref } from "~/components/community/community-links";
import { pageMediaUrl } from "@core/community/post-view";
import { getMembership } from "@core/community/community-store";
import { isModeratorOf } from "@core/community/community";
import { getUser } from "@core/account/user-store";
import { profileHref } from "~/routes/community/parts/community-page.server";
import { communityAtAddress } from "~/routes/community/parts/community-address.server";
import { notFound, notFoundOn } from "~/utils/http.server";
// The panel's view model sits beside its components, which may not import server modules.
import type { ModeratorPanelData, PanelBan, PanelDraft } from "~/components/moderation/moderator-panel-data";
import { requireUser } from "~/utils/session.server";

/**
 * The server half of the moderation pages (issue 13; spec community.md §2 /community/{name}/moderator
 * and /reported-post): who may open them, and what they show and do. Every read and change asks
 * core, which asks the moderation rule (requireModerator) again; this file only finds the community
 * by its name and shapes the data for the page. Names, reasons and post text reach the page as
 * plain strings, rendered by React as text; the texts this file writes (notices, the mod log's lines,
 * dates) in the page's language (app/i18n/moderation/panel.server.ts), English by default.
 */

/** The signed-in moderator and the community named in the URL; anyone else goes to /access-denied. */
export async function requireCommunityModerator(request: Request, name: string | undefined): Promise<{ user: User; community: Community }> {
  const { user } = await requireUser(request);
  const table = services().table;
  const found = await communityAtAddress(request, name);
  try {
    if (!found) throw new NotFoundError(COMMUNITY_MESSAGES.notFound);
    return { user, community: await requireModerator(table, user, found.id) };
  } catch (error) {
    notFoundOn(error);
    if (error instanceof ForbiddenError) throw redirect("/access-denied");
    throw error;
  }
}

export function moderatorHref(community: Pick<Community, "name">): string {
  return `${communityHref(community.name)}/moderator`;
}

export function reportedHref(community: Pick<Community, "name">): string {
  return `${communityHref(community.name)}/reported-post`;
}

/** The ban page of one member: where the Ban dialog posts, and the page itself without JavaScript. */
export function banHref(community: Pick<Community, "name">, userId: string): string {
  return `${moderatorHref(community)}/ban/${encodeURIComponent(userId)}`;
}

/** The same for lifting a ban. */
export function unbanHref(community: Pick<Community, "name">, userId: string): string {
  return `${moderatorHref(community)}/unban/${encodeURIComponent(userId)}`;
}

/** Members and bans per page: a compact row each, so a page stays a screen or two tall. */
const MEMBERS_PER_PAGE = 20;
const BANS_PER_PAGE = 10;

const STUCK_STATE: Record<ReturnType<typeof draftState>, keyof ModerationDataMessages> = {
  pending: "stuckPending",
  held: "stuckHeld",
  checking: "stuckChecking",
  review: "stuckReview",
};

/**
 * Everything the moderator panel shows: a page of members (from `membersCursor`), the moderators,
 * the running bans and a page of the mod log, newest first (from `logCursor`). A cursor that is not
 * a valid one (an old or edited link) starts that list again from its first page.
 */
export async function moderatorPanel(
  user: User,
  community: Community,
  cursors: { members: string | null; log: string | null; search?: string | null; bansPage?: string | null },
  pathname: string,
  done: { banned: string | null; unbanned: string | null } = { banned: null, unbanned: null },
  language: Language = "en",
): Promise<ModeratorPanelData> {
  const table = services().table;
  const t = MODERATION_DATA.pick(language);
  const search = (cursors.search ?? "").trim().slice(0, MEMBER_SEARCH.maxPrefixChars);
  const [members, moderators, bans, log, drafts] = await Promise.all([
    communityMembers(table, user, community.id, { cursor: cursors.members, limit: MEMBERS_PER_PAGE, namePrefix: search }).catch(
      restartOnBadCursor(cursors.members, pathname),
    ),
    communityModerators(table, user, community.id),
    listBans(table, community),
    readModLog(table, community.id, { cursor: cursors.log, limit: 20 }).catch(restartOnBadCursor(cursors.log, pathname)),
    moderationDrafts(table, user, community.id),
  ]);
  const shownBans = pageOfBans(bans, Number(cursors.bansPage ?? 1), BANS_PER_PAGE);
  const people = await getUsers(table, [
    ...new Set([
      ...bans.flatMap((b) => [b.userId, b.bannedBy]),
      ...log.entries.flatMap((e) => [e.actorId, ...(e.targetUserId ? [e.targetUserId] : [])]),
    ]),
  ]);
  const nameOf = (id: string | undefined) => (id ? (people.get(id)?.name ?? t.former) : t.former);
  // The URL names only whom the last action was about; the text comes from what the table holds now,
  // so an edited link can announce nothing that is not true.
  const banned = done.banned ? bans.find((b) => b.userId === done.banned) : undefined;
  const unbanned =
    done.unbanned && !bans.some((b) => b.userId === done.unbanned)
      ? log.entries.find((e) => e.action === "unban" && e.targetUserId === done.unbanned)
      : undefined;
  const notice = banned
    ? banned.until
      ? fill(t.bannedUntil, { name: nameOf(banned.userId), until: formatIndia(banned.until, language) })
      : fill(t.bannedPermanently, { name: nameOf(banned.userId) })
    : unbanned
      ? fill(t.unbanned, { name: nameOf(unbanned.targetUserId) })
      : null;
  return {
    notice,
    community: { id: community.id, name: community.name, href: communityHref(community.name), reportedHref: reportedHref(community) },
    members: members.members.map((m) => ({
      userId: m.userId,
      name: m.name,
      href: profileHref(m.userId, user.id),
      moderator: m.role === "moderator",
      joined: formatIndia(m.joinedAt, language),
      banHref: banHref(community, m.userId),
    })),
    membersCursor: members.cursor ?? null,
    laterMembersPage: Boolean(cursors.members),
    search,
    moderators,
    bans: shownBans.bans.map((b) => panelBan(community, b, nameOf, user.id, language)),
    bansPage: { page: shownBans.page, pages: shownBans.pages },
    log: log.entries.map((e, i) => modLogRow(e, i, nameOf, language)),
    logCursor: log.cursor ?? null,
    laterLogPage: Boolean(cursors.log),
    review: drafts.review.map((r) =>
      panelDraft(r, fill(t.notChecked, { checks: (r.draft.review ?? []).map((check) => t[CHECK_TEXT[check]]).join(", ") }), language),
    ),
    stuck: drafts.stuck.map((r) => panelDraft(r, t[STUCK_STATE[draftState(r.draft)]], language)),
  };
}

function panelDraft({ draft, authorName }: ReviewItem, why: string, language: Language): PanelDraft {
  return {
    postId: draft.id,
    excerpt: excerptOf(draft),
    author: authorName,
    posted: formatIndia(draft.createdAt, language),
    file:
      draft.file && draftState(draft) === "review"
        ? { type: draft.file.type, href: `/media/posts/${encodeURIComponent(draft.id)}/web` }
        : null,
    why,
  };
}

const excerptOf = (post: Pick<PostDraft, "content">) =>
  post.content.length > EXCERPT_CHARS ? `${post.content.slice(0, EXCERPT_CHARS).trimEnd()}…` : post.content;

/** Publishes a post held for review (core: this community's moderators only, mod-logged). */
export async function approvePost(user: User, postId: string): Promise<void> {
  await approveHeldPost(services().table, user, postId);
}

/** Removes a post held for review; core mails its author the reason. */
export async function rejectPost(user: User, postId: string, reason: string): Promise<void> {
  await rejectHeldPost(services(), user, postId, { reason });
}

/** Removes a draft stuck in its check for over an hour, with its files. */
export async function purgePost(user: User, postId: string): Promise<void> {
  await purgePendingPost(services(), user, postId);
}

/** Bans a member for one of BAN_LENGTHS; core checks the rule, the reason and the length again. */
export async function ban(user: User, community: Community, input: { userId: string; reason: string; length: string }): Promise<void> {
  await banMember(services().table, user, community.id, input.userId, { reason: input.reason, length: input.length });
}

/** Lifts a running ban; the member may join again. */
export async function unban(user: User, community: Community, userId: string): Promise<void> {
  await unbanMember(services(), user, community.id, userId);
}

export interface ReportedPostData {
  postId: string;
  excerpt: string;
  /** The picture or video, through the members-only media route (moderators pass its rule). */
  file: { type: "image" | "video"; href: string } | null;
  /** The post's own page. */
  postHref: string;
  author: string;
  posted: string;
  lastReported: string;
  reportCount: number;
  reasons: { reason: string; count: number }[];
  details: string[];
}

const EXCERPT_CHARS = 280;

/** A page of the community's reported posts, most recently reported first. */
export async function reportedPostsPage(
  user: User,
  community: Community,
  cursor: string | null,
  pathname: string,
  language: Language = "en",
): Promise<{ posts: ReportedPostData[]; cursor: string | null }> {
  const page = await reportedPosts(services().table, user, community.id, { cursor, limit: 20 }).catch(restartOnBadCursor(cursor, pathname));
  return {
    posts: page.posts.map((p) => ({
      postId: p.post.id,
      excerpt: excerptOf(p.post),
      file: p.post.file ? { type: p.post.file.type === "image" ? "image" : "video", href: pageMediaUrl(p.post.id, "web") } : null,
      postHref: `/post/${encodeURIComponent(p.post.id)}`,
      author: p.authorName,
      posted: formatIndia(p.post.createdAt, language),
      lastReported: formatIndia(p.lastReportedAt, language),
      reportCount: p.reportCount,
      reasons: p.reasons.map((r) => ({ reason: reportReasonLabel(r.reason, language), count: r.count })),
      details: p.details,
    })),
    cursor: page.cursor ?? null,
  };
}

/**
 * Removes a reported post of this community (core mails its author the reason), or dismisses its
 * reports. A post of another community is refused by core's rule, asked for the post's own community.
 */
export async function removePost(user: User, postId: string, reason: string): Promise<void> {
  await removeReportedPost(services(), user, postId, { reason });
}

export async function dismissPost(user: User, postId: string): Promise<void> {
  await dismissReports(services().table, user, postId);
}

/** Who a ban or unban page is about, as the page shows them; 404 for an id that names no account. */
export interface BanTarget {
  userId: string;
  name: string;
  href: string;
  /** A moderator of this community cannot be banned (core refuses; the page says so before the form). */
  moderator: boolean;
  member: boolean;
  banHref: string;
  unbanHref: string;
  /** Their running ban here, as the banned list shows it. */
  ban: PanelBan | null;
}

export async function banTarget(
  user: User,
  community: Community,
  userId: string | undefined,
  language: Language = "en",
): Promise<BanTarget> {
  const table = services().table;
  const target = userId && userId.length <= 100 ? await getUser(table, userId) : undefined;
  if (!target) notFound();
  const [membership, ban] = await Promise.all([getMembership(table, community.id, target.id), activeBan(table, community.id, target.id)]);
  const bannedBy = ban ? await getUser(table, ban.bannedBy) : undefined;
  return {
    userId: target.id,
    name: target.name,
    href: profileHref(target.id, user.id),
    moderator: isModeratorOf(community, target.id),
    member: Boolean(membership),
    banHref: banHref(community, target.id),
    unbanHref: unbanHref(community, target.id),
    ban: ban
      ? panelBan(
          community,
          ban,
          (id) => (id === target.id ? target.name : (bannedBy?.name ?? MODERATION_DATA.pick(language).former)),
          user.id,
          language,
        )
      : null,
  };
}

function panelBan(community: Community, b: Ban, nameOf: (id: string) => string, viewerId: string, language: Language): PanelBan {
  return {
    userId: b.userId,
    name: nameOf(b.userId),
    href: profileHref(b.userId, viewerId),
    unbanHref: unbanHref(community, b.userId),
    reason: b.reason,
    bannedBy: nameOf(b.bannedBy),
    bannedAt: formatIndia(b.bannedAt, language),
    ends: b.until ? formatIndia(b.until, language) : banLengthLabel("permanent", language),
    length: banLengthLabel(b.length, language),
  };
}
