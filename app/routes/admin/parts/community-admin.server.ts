import type { Caller } from "@core/account/caller";
import { fromCursor } from "../../../utils/page-cursor.server";
import {
  bannerChoices,
  communitiesForAdmin,
  communityForAdmin,
  createCommunityAsAdmin,
  modLogForAdmin,
  updateCommunityAsAdmin,
} from "@core/community/community-admin";
import { bannerUploadForm, checkBannerUpload, setUploadedBanner } from "@core/community/community-banner-admin";
import { addModerator, removeModerator } from "@core/community/moderator-admin";
import { memberCountText } from "@core/community/community";
import { bannerUrl } from "@core/community/community-view";
import { services } from "@core/services";
import { communityHref } from "~/components/community/community-links";
import { adminPeopleNames } from "~/routes/admin/parts/admin-people.server";
import { modLogRow } from "~/routes/moderation/parts/moderation-page.server";
import { requireAdmin } from "~/utils/session.server";
import type { Language } from "@core/i18n/languages";
import { translateMessage } from "@core/i18n/messages";
import type { ModLogEntry } from "@core/moderation/mod-log";
import { fill } from "~/i18n/catalogue";
import { COMMUNITY_ADMIN_DATA } from "~/i18n/admin/communities.server";
import { MODERATION_DATA } from "~/i18n/moderation/panel.server";

/**
 * The admin's Communities pages' server half (issue 13): the admin session first (requireAdmin),
 * then core, which asks the admin rule itself on every call.
 */
export async function adminOf(request: Request): Promise<Caller> {
  return (await requireAdmin(request)).user;
}

export async function communityList(request: Request, language: Language) {
  const communities = await communitiesForAdmin(services().table, await adminOf(request));
  return communities.map((c) => ({
    id: c.id,
    name: c.name,
    members: memberCountText(c.memberCount, language),
    moderators: c.moderators.length,
  }));
}

/** The banners the form offers, named in `language` (core names them in English: "The banner of Parking Tips"). */
export async function banners(request: Request, language: Language) {
  const choices = await bannerChoices(services().table, await adminOf(request));
  return choices.map((c) => ({ value: c.key, label: translateMessage(c.label, language) }));
}

/**
 * A mod-log entry's detail as core stored it for an edit, in English around the names
 * ("Car Care (a new banner)", "Old (now New)"), in `language`; names cannot hold brackets, so the
 * shape is certain.
 */
function detailIn(e: ModLogEntry, language: Language): ModLogEntry {
  if (language === "en" || e.action !== "edit-community" || !e.detail) return e;
  const t = COMMUNITY_ADMIN_DATA.pick(language);
  const banner = /^(.+) \(a new banner\)$/.exec(e.detail);
  if (banner) return { ...e, detail: fill(t.newBanner, { name: banner[1]! }) };
  const renamed = /^(.+) \(now (.+)\)$/.exec(e.detail);
  if (renamed) return { ...e, detail: fill(t.renamed, { name: renamed[1]!, now: renamed[2]! }) };
  return e;
}

export async function addCommunity(request: Request, input: Record<string, unknown>) {
  return createCommunityAsAdmin(services().table, await adminOf(request), input);
}

export async function editCommunity(request: Request, id: string, input: Record<string, unknown>) {
  return updateCommunityAsAdmin(services().table, await adminOf(request), id, input);
}

export async function addModeratorByEmail(request: Request, id: string, input: Record<string, unknown>) {
  return addModerator(services().table, await adminOf(request), id, { email: input.email });
}

export async function removeModeratorOf(request: Request, id: string, userId: string) {
  return removeModerator(services().table, await adminOf(request), id, userId);
}

export async function setBanner(request: Request, id: string, input: Record<string, unknown>) {
  return setUploadedBanner(services(), await adminOf(request), id, input);
}

/** What the bucket sent the browser back with (`?key=`): its size, or the refusal to show. */
export async function uploadedBanner(request: Request, id: string, key: string) {
  return checkBannerUpload(services(), await adminOf(request), id, key);
}

/** The edit page: the form's values, the banners to choose from, the moderators and a page of the mod log. */
export async function communityPage(request: Request, id: string, logCursor: string | null, language: Language) {
  const admin = await adminOf(request);
  const table = services().table;
  const { community, values, moderators } = await communityForAdmin(table, admin, id);
  const [choices, upload, log] = await Promise.all([
    bannerChoices(table, admin),
    // Back to this very page (its path only: the bucket adds ?bucket&key&etag).
    bannerUploadForm(services(), admin, community.id, new URL(request.url).pathname),
    fromCursor(logCursor, (from) => modLogForAdmin(table, admin, community.id, { cursor: from })),
  ]);
  const names = await adminPeopleNames(
    table,
    log.entries.flatMap((e) => [e.actorId, e.targetUserId]),
  );
  const nameOf = (userId: string | undefined) => names.ifPerson(userId) ?? MODERATION_DATA.pick(language).former;
  return {
    id: community.id,
    name: community.name,
    href: communityHref(community.name),
    members: memberCountText(community.memberCount, language),
    values,
    banners: choices.map((c) => ({ value: c.key, label: translateMessage(c.label, language) })),
    bannerUrl: bannerUrl(community),
    bannerUpload: upload,
    moderators: moderators.map((m) => ({ id: m.id, name: m.name, email: m.email })),
    // A removed account is "A former member" in the page's language; `target` is the person the
    // line names, so the page can mark the name as data inside the sentence.
    log: log.entries.map((e, i) => ({
      ...modLogRow(detailIn(e, language), i, nameOf, language),
      target: e.targetUserId ? nameOf(e.targetUserId) : null,
    })),
    logCursor: log.cursor ?? null,
  };
}
