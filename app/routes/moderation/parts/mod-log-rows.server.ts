import { MOD_LOG_REASONS } from "@core/moderation/moderation-texts";
import { MODERATION_TEXTS, banLengthText } from "@core/moderation/moderation.texts";
import type { ModAction, ModLogEntry } from "@core/moderation/mod-log";
import type { Language } from "@core/i18n/languages";
import { formatIndia } from "@core/time/india-time";
import { fill } from "~/i18n/catalogue";
import { MODERATION_DATA } from "~/i18n/moderation/panel.server";
// The panel's view model sits beside its components, which may not import server modules.
import type { PanelLogEntry } from "~/components/moderation/moderator-panel-data";

/**
 * A community's moderation log as the pages show it (the moderator panel, the admin's community
 * page): each entry's line, and the reasons core wrote itself, in the page's language; a
 * moderator's own words as they are.
 */
/** A held post's content checks by name, as the panel and the approved-after-review reason list them. */
export const CHECK_TEXT = { text: "checkText", category: "checkCategory", image: "checkImage", video: "checkVideo" } as const;

/** A mod-log line: its text (with or without the entry's detail) and the values filled in. */
function actionText(language: Language, action: ModAction, target: string, detail?: string): string {
  const t = MODERATION_DATA.pick(language);
  const withDetail = (plain: string, named: string) => fill(detail ? named : plain, { target, detail: detail ?? "" });
  switch (action) {
    case "ban":
      // The entry keeps the length as chosen, in English ("7 days").
      return detail ? fill(t.logBanFor, { target, detail: banLengthText(detail, language) }) : fill(t.logBan, { target });
    case "unban":
      return fill(t.logUnban, { target });
    case "remove-post":
      return fill(t.logRemove, { target });
    case "dismiss-reports":
      return fill(t.logDismiss, { target });
    case "create-community":
      return withDetail(t.logCreate, t.logCreateNamed);
    case "edit-community":
      return withDetail(t.logEdit, t.logEditNamed);
    case "add-moderator":
      return fill(t.logAddModerator, { target });
    case "remove-moderator":
      return fill(t.logRemoveModerator, { target });
    case "approve-post":
      return fill(t.logApprove, { target });
    case "reject-post":
      return fill(t.logReject, { target });
    case "purge-post":
      return fill(t.logPurge, { target });
  }
}

/** Who a removed account was, in English (the admin's pages use it too). */
export const FORMER = MODERATION_DATA.en.former;

/** One mod-log entry as the pages show it (the moderator panel, the admin's community page). */
export function modLogRow(e: ModLogEntry, i: number, nameOf: (id: string | undefined) => string, language: Language = "en"): PanelLogEntry {
  return {
    key: `${e.at}-${i}`,
    at: formatIndia(e.at, language),
    actor: nameOf(e.actorId),
    what: actionText(language, e.action, nameOf(e.targetUserId), e.detail),
    reason: storedReason(e.reason, language),
  };
}

/**
 * A mod-log reason core wrote itself (none given: dismissed, purged, approved; the API's standard
 * removal reason), kept in English, in `language`; a moderator's own words as they are.
 */
function storedReason(reason: string, language: Language): string {
  if (language === "en") return reason;
  const t = MODERATION_DATA.pick(language);
  if (reason === MODERATION_TEXTS.en.standardRemovalReason) return MODERATION_TEXTS.pick(language).standardRemovalReason;
  if (reason === MOD_LOG_REASONS.dismissed) return t.reasonDismissed;
  if (reason === MOD_LOG_REASONS.purged) return t.reasonPurged;
  const [before, after] = MOD_LOG_REASONS.approved.split("{checks}") as [string, string];
  if (reason.startsWith(before) && reason.endsWith(after)) {
    const labels = reason.slice(before.length, reason.length - after.length).split(", ");
    const checks = labels.map((label) => {
      const check = (Object.keys(CHECK_TEXT) as (keyof typeof CHECK_TEXT)[]).find((c) => MODERATION_DATA.en[CHECK_TEXT[c]] === label);
      return check ? t[CHECK_TEXT[check]] : label;
    });
    return fill(t.reasonApproved, { checks: checks.join(", ") });
  }
  return reason;
}
