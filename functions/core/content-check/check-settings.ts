import type { Caller } from "../account/caller";
import { requirePlatformAdmin } from "../account/admin-rule";
import { activityPut } from "../activity-log/activity-log";
import { ConflictError, ValidationError } from "../errors";
import { TransactionFailedError, type Table } from "../ports/table/table";
import {
  CHECK_SETTINGS_MESSAGES,
  checkSettingsFormSchema,
  DEFAULT_CHECK_SETTINGS,
  IMAGE_CATEGORIES,
  settingsChanges,
  settingsFromForm,
  type ContentCheckSettings,
} from "./check-settings-schema";

export * from "./check-settings-schema";

/**
 * The content-check settings admins change (issue 13; decision 022): which checks run and their
 * thresholds, one item in the table. Absent → the defaults (today's tuned constants).
 *
 * Read by every post's check, so each process keeps what it read for 30 seconds (per table): a
 * change reaches this process at once (saving forgets the copy) and every other Lambda instance
 * within 30 seconds. A switched-off check never lets a post through unchecked: the post waits for
 * its community's moderators (moderation/post-review.ts), so the lag only decides which of two safe
 * paths a post takes in those seconds.
 *
 * An edit is conditioned on the version the admin's form was filled from: of two admins saving
 * from the same page, the second is refused and told to look again. Each change writes an
 * activity-log entry naming every value changed (old → new) in the same transaction.
 */
type Admin = Pick<Caller, "id" | "role" | "email" | "proof">;

export const SETTINGS_CACHE_MS = 30_000;

export const checkSettingsKey = { pk: "SETTINGS#content-check", sk: "SETTINGS" } as const;

interface SettingsItem extends ContentCheckSettings {
  pk: string;
  sk: string;
  entity: "content-check-settings";
  version: number;
  updatedAt: string;
  updatedBy: string;
}

export interface StoredCheckSettings {
  settings: ContentCheckSettings;
  /** 0 while nothing is stored (the defaults). */
  version: number;
  updatedAt?: string;
  updatedBy?: string;
}

const cache = new WeakMap<Table, { readAt: number; stored: StoredCheckSettings }>();

/** Stored values over the defaults: a category added to the code later gets its default threshold. */
function merged(item: SettingsItem | undefined): StoredCheckSettings {
  if (!item) return { settings: DEFAULT_CHECK_SETTINGS, version: 0 };
  return {
    settings: {
      checks: { ...DEFAULT_CHECK_SETTINGS.checks, ...item.checks },
      imageThresholds: { ...DEFAULT_CHECK_SETTINGS.imageThresholds, ...item.imageThresholds },
      category: { ...DEFAULT_CHECK_SETTINGS.category, ...item.category },
    },
    version: item.version,
    updatedAt: item.updatedAt,
    updatedBy: item.updatedBy,
  };
}

/** The settings in force, with their version (strongly consistent when `fresh`, which also skips the cache). */
export async function readCheckSettings(table: Table, options: { fresh?: boolean } = {}): Promise<StoredCheckSettings> {
  const cached = cache.get(table);
  if (!options.fresh && cached && Date.now() - cached.readAt < SETTINGS_CACHE_MS) return cached.stored;
  const stored = merged(await table.get<SettingsItem>(checkSettingsKey.pk, checkSettingsKey.sk, Boolean(options.fresh)));
  cache.set(table, { readAt: Date.now(), stored });
  return stored;
}

/** What the checks use (see the cache above). */
export async function contentCheckSettings(table: Table): Promise<ContentCheckSettings> {
  return (await readCheckSettings(table)).settings;
}

/** Drops this process's copy (tests, and after a save). */
export function forgetCheckSettings(table: Table): void {
  cache.delete(table);
}

function parsed(input: Record<string, unknown>) {
  const result = checkSettingsFormSchema.safeParse(input);
  if (result.success) return result.data;
  const problems: Record<string, string[]> = {};
  for (const issue of result.error.issues) (problems[String(issue.path[0])] ??= []).push(issue.message);
  throw new ValidationError(result.error.issues[0]!.message, problems);
}

/**
 * An admin saves the settings from the form (`version`: the one the form showed). Bad values are
 * refused with the field's message and nothing changes; a save from an outdated form is refused
 * (409); a save that changes nothing writes nothing. Answers the settings now in force.
 */
export async function saveCheckSettings(
  table: Table,
  admin: Admin,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<StoredCheckSettings> {
  requirePlatformAdmin(admin);
  const form = parsed(input);
  const before = await readCheckSettings(table, { fresh: true });
  if (before.version !== form.version) throw new ConflictError(CHECK_SETTINGS_MESSAGES.changed);
  const settings = settingsFromForm(form);
  const changes = settingsChanges(before.settings, settings);
  if (changes.length === 0) throw new ValidationError(CHECK_SETTINGS_MESSAGES.unchanged);
  const item: SettingsItem = {
    ...checkSettingsKey,
    entity: "content-check-settings",
    ...settings,
    version: before.version + 1,
    updatedAt: now.toISOString(),
    updatedBy: admin.id,
  };
  try {
    await table.transact([
      {
        Put: {
          Item: item,
          ConditionExpression: before.version === 0 ? "attribute_not_exists(pk)" : "version = :v",
          ...(before.version === 0 ? {} : { ExpressionAttributeValues: { ":v": before.version } }),
        },
      },
      activityPut(
        {
          kind: "admin",
          action: "content-check-settings",
          actorId: admin.id,
          actorEmail: admin.email,
          summary: `Changed the content-check settings: ${changes.join("; ")}.`,
          targetId: "content-check",
        },
        now,
      ),
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) throw new ConflictError(CHECK_SETTINGS_MESSAGES.changed);
    throw error;
  } finally {
    forgetCheckSettings(table);
  }
  return merged(item);
}

/** The form's values that put every setting back to its default (the page's "Restore defaults"). */
export function defaultSettingsInput(version: number): Record<string, unknown> {
  return {
    textCheck: "on",
    categoryCheck: "on",
    imageCheck: "on",
    videoCheck: "on",
    minScore: DEFAULT_CHECK_SETTINGS.category.minScore,
    mismatchMargin: DEFAULT_CHECK_SETTINGS.category.mismatchMargin,
    ...Object.fromEntries(IMAGE_CATEGORIES.map((c) => [c.field, c.threshold])),
    version,
  };
}
