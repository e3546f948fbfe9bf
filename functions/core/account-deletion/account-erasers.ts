import { PROFILE_IMAGE_PREFIX } from "../account/profile-image";
import { userKeys } from "../account/user";
import { EXPORTS_PREFIX } from "../data-export/export-store";
import { UPLOADS_PREFIX } from "../media/media-keys";
import type { FileStore } from "../ports/files/file-store";
import { ConditionFailedError } from "../ports/table/table";
import { revokeUserRefreshTokens } from "../session/refresh-token";
import { revokeUserWebSessions } from "../session/web-session";
import type { Eraser } from "./eraser";

/** A conditioned delete that found the item changed or gone: nothing of this account's left to do. */
function ignoreLostCondition(error: unknown): void {
  if (!(error instanceof ConditionFailedError)) throw error;
}

/** Every object under `prefix`, deleted page by page; how many there were. */
async function deleteUnder(files: Pick<FileStore, "list" | "delete">, prefix: string): Promise<number> {
  let removed = 0;
  for (let more = true; more;) {
    const page = await files.list(prefix);
    if (page.objects.length) await files.delete(page.objects.map((o) => o.key));
    removed += page.objects.length;
    more = page.more && page.objects.length > 0;
  }
  return removed;
}

/** The account itself: sign-in, sessions, files, and every item in its own partition. */
export const sessionEraser: Eraser = {
  kind: "sessions and tokens",
  outcome: "erased",
  what: "Every web session, API token and refresh token: ended when you ask, removed when the account is erased.",
  async erase({ svc: { table }, userId }) {
    const sessions = await revokeUserWebSessions(table, userId);
    await revokeUserRefreshTokens(table, userId, undefined, "account-deletion");
    const families = await table.queryAll<{ pk: string; sk: string }>({ index: "gsi1", pk: `USER#${userId}#REFRESH` });
    await table.batchDelete(families.map(({ pk, sk }) => ({ pk, sk })));
    return sessions + families.length;
  },
};

export const accountErasers: Eraser[] = [
  {
    kind: "profile picture",
    outcome: "erased",
    what: "Your profile picture, and every earlier one still in storage.",
    erase: ({ svc: { files }, userId }) => deleteUnder(files, `${PROFILE_IMAGE_PREFIX}${userId}-`),
  },
  {
    kind: "data exports",
    outcome: "erased",
    what: "The copies of your data you asked for (Settings → Your data), before the bucket's two-day clean-up would.",
    erase: ({ svc: { files }, userId }) => deleteUnder(files, `${EXPORTS_PREFIX}${userId}/`),
  },
  {
    kind: "uploads",
    outcome: "erased",
    what: "Pictures and videos uploaded for a post and never published.",
    erase: ({ svc: { files }, userId }) => deleteUnder(files, `${UPLOADS_PREFIX}${userId}/`),
  },
  {
    kind: "profile, devices, vehicles, favourites, mail preferences, offers received",
    outcome: "erased",
    what: "Your profile (name, contact, address, licence, bio), password, devices and locations, vehicles, favourite car parks, composer drafts, post tallies, the admin second factor, mail preferences (and with them your place on the offers list), and the offer mails you were sent: every item under the account.",
    async erase({ svc: { table }, userId }) {
      // The account's own partition, the profile included. Mail preferences (issue 32 §3) are
      // expected here too, under the account's key; whatever sort key they use, they go with it.
      const items = await table.queryAll<{ pk: string; sk: string }>({ pk: userKeys.item(userId).pk, consistent: true });
      await table.batchDelete(items.map(({ pk, sk }) => ({ pk, sk })));
      return items.length;
    },
  },
  {
    kind: "e-mail address",
    outcome: "erased",
    what: "Your e-mail address and its sign-up key, so the address may sign up afresh; its sign-in back-off records too.",
    async erase({ svc: { table }, email, userId }) {
      const key = userKeys.email(email);
      const link = await table.get<{ pk: string; sk: string; userId: string }>(key.pk, key.sk, true);
      // Only this account's key: the address may already belong to a new sign-up.
      const own = link?.userId === userId;
      if (own) await table.delete(key.pk, key.sk, { expression: "userId = :id", values: { ":id": userId } }).catch(ignoreLostCondition);
      const throttle = await table.queryAll<{ pk: string; sk: string }>({ pk: `SIGNIN#${email}` });
      await table.batchDelete(throttle.map(({ pk, sk }) => ({ pk, sk })));
      return (own ? 1 : 0) + throttle.length;
    },
  },
];
