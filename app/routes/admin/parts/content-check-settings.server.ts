import { getUser } from "@core/account/user-store";
import { postsHeldForReview } from "@core/moderation/post-review";
import {
  CHECK_NAMES,
  DEFAULT_CHECK_SETTINGS,
  defaultSettingsInput,
  formValuesOf,
  IMAGE_CATEGORIES,
  readCheckSettings,
  saveCheckSettings,
} from "@core/content-check/check-settings";
import { services } from "@core/services";
import { formatIndia } from "@core/time/india-time";
import { requireAdmin } from "~/utils/session.server";
import { languageOf } from "~/i18n/language.server";
import { CONTENT_CHECKS, type ContentChecksMessages } from "~/i18n/admin/content-checks.server";

/**
 * The server half of /admin/content-checks (issue 13, decision 022): the admin session first
 * (requireAdmin), then core, which asks the admin rule itself and reads the settings fresh (never
 * this process's 30-second copy: the admin sees what is stored). The texts in the admin area's
 * language: the cookie or the browser's, never a member profile (decision 058).
 */
export async function contentCheckSettingsPage(request: Request) {
  const { user } = await requireAdmin(request);
  const language = languageOf(request);
  const t = CONTENT_CHECKS.pick(language) as ContentChecksMessages;
  const table = services().table;
  const [stored, heldForReview] = await Promise.all([readCheckSettings(table, { fresh: true }), postsHeldForReview(table, user)]);
  const editor = stored.updatedBy ? await getUser(table, stored.updatedBy) : undefined;
  const defaults = formValuesOf(DEFAULT_CHECK_SETTINGS, 0);
  return {
    t,
    language,
    values: formValuesOf(stored.settings, stored.version),
    version: stored.version,
    /** The default of each field, as the form shows it. */
    defaults,
    checks: CHECK_NAMES.map((name) => ({ name, label: t[name], hint: t[`${name}Hint`], on: stored.settings.checks[name] })),
    categories: IMAGE_CATEGORIES.map((c) => ({ field: c.field, name: t[c.field], default: c.threshold })),
    isDefault: stored.version === 0 || JSON.stringify(stored.settings) === JSON.stringify(DEFAULT_CHECK_SETTINGS),
    lastChange: stored.updatedAt ? { at: formatIndia(stored.updatedAt, language), by: editor?.name ?? t.formerAdmin } : null,
    heldForReview,
  };
}

export async function saveSettings(request: Request, input: Record<string, unknown>) {
  const { user } = await requireAdmin(request);
  return saveCheckSettings(services().table, user, input);
}

/** Every setting back to its default, from the version the page showed. */
export async function restoreDefaults(request: Request, version: number) {
  const { user } = await requireAdmin(request);
  return saveCheckSettings(services().table, user, defaultSettingsInput(version));
}
