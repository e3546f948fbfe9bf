import { TransactionFailedError, type Table } from "../ports/table/table";
import { NotFoundError } from "../errors";
import { userKeys } from "../account/user";
import { parseWith } from "../validation";
import { mailPreferencesSchema } from "./schema";
import { DEFAULT_MAIL_PREFERENCES, OPTIONAL_MAIL_KINDS, type OptionalMailKind } from "./mail-kinds";

/**
 * A member's mail preferences: `USER#<id>` / `MAIL_PREFS`, one boolean per optional kind. No item
 * means the defaults (reminders and community on, offers off). Every change sets only the kinds it
 * names, so two changes that race (the settings page in one tab, an unsubscribe click in a mail)
 * both stand; and it is written only while the member exists (a transaction's condition check),
 * so a late click cannot bring back an item that account deletion removed.
 */
export type MailPreferences = Record<OptionalMailKind, boolean> & { updatedAt?: string };

export const mailPreferenceKeys = {
  item: (userId: string) => ({ pk: userKeys.item(userId).pk, sk: "MAIL_PREFS" }),
  /**
   * The members who opted in to offers (issue 32 §4): a sparse gsi1 on the preferences item, set
   * while `offers` is on and removed when it is turned off, so an offer mail pages through the
   * opted-in members only (sorted by member id) instead of scanning every account.
   */
  offersOptedIn: "OFFERS#OPTED_IN",
};

interface MailPreferencesItem extends Partial<Record<OptionalMailKind, boolean>> {
  pk: string;
  sk: string;
  entity: "mail-preferences";
  updatedAt: string;
}

/** The member's preferences, defaults filled in. For the settings page, the mail gate, data export and deletion. */
export async function readMailPreferences(table: Table, userId: string): Promise<MailPreferences> {
  const key = mailPreferenceKeys.item(userId);
  const item = await table.get<MailPreferencesItem>(key.pk, key.sk, true);
  const prefs = { ...DEFAULT_MAIL_PREFERENCES };
  for (const kind of OPTIONAL_MAIL_KINDS) if (typeof item?.[kind] === "boolean") prefs[kind] = item[kind]!;
  return item ? { ...prefs, updatedAt: item.updatedAt } : prefs;
}

/** Sets the named kinds (others untouched). NotFoundError when there is no such member. */
export async function updateMailPreferences(
  table: Table,
  userId: string,
  changes: Partial<Record<OptionalMailKind, boolean>>,
  now = new Date(),
): Promise<MailPreferences> {
  const kinds = OPTIONAL_MAIL_KINDS.filter((kind) => typeof changes[kind] === "boolean");
  const key = mailPreferenceKeys.item(userId);
  const user = userKeys.item(userId);
  const names: Record<string, string> = { "#entity": "entity", "#at": "updatedAt" };
  const values: Record<string, unknown> = { ":entity": "mail-preferences", ":at": now.toISOString() };
  for (const kind of kinds) {
    names[`#${kind}`] = kind;
    values[`:${kind}`] = changes[kind];
  }
  const sets = ["#entity = :entity", "#at = :at", ...kinds.map((k) => `#${k} = :${k}`)];
  let removes = "";
  if (changes.offers === true) {
    sets.push("gsi1pk = :optedIn", "gsi1sk = :me");
    Object.assign(values, { ":optedIn": mailPreferenceKeys.offersOptedIn, ":me": userId });
  } else if (changes.offers === false) removes = " REMOVE gsi1pk, gsi1sk";
  try {
    await table.transact([
      { ConditionCheck: { Key: user, ConditionExpression: "attribute_exists(pk)" } },
      {
        Update: {
          Key: key,
          UpdateExpression: `SET ${sets.join(", ")}${removes}`,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[0] === "ConditionalCheckFailed")
      throw new NotFoundError("Member not found.");
    throw error;
  }
  return readMailPreferences(table, userId);
}

/** Account deletion (issue 32 §2): the preferences go with the member. */
export async function deleteMailPreferences(table: Table, userId: string): Promise<void> {
  const key = mailPreferenceKeys.item(userId);
  await table.delete(key.pk, key.sk);
}

/**
 * Settings → Mail's save: the caller's own preferences, from the form's three switches (schema.ts).
 * The member is the signed-in caller; the form names no member, so nobody can change another's.
 */
export async function saveMailPreferences(table: Table, callerId: string, input: unknown): Promise<MailPreferences> {
  return updateMailPreferences(table, callerId, parseWith(mailPreferencesSchema, input));
}
