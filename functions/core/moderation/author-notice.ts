import { getUser } from "../account/user-store";
import { layout } from "../account/emails";
import { sendOptionalMailSafely } from "../mail-preferences/optional-mail";
import type { Services } from "../services";

/**
 * A moderator's decision told to a member by mail, in the product's mail layout (a removed reported
 * post, a rejected held post, a lifted ban). The decision stands whether or not the mail goes: a
 * failure is logged, never the moderator's error. `lines` start after the greeting; `action` is the
 * mail's button (its address also in the text). These are community notifications (decision 049):
 * the member may turn them off, and they carry the unsubscribe headers and footer.
 */
export async function mailAuthor(
  svc: Pick<Services, "table" | "mailer" | "config">,
  authorId: string,
  subject: string,
  lines: string[],
  logFields: Record<string, unknown>,
  action?: { label: string; url: string },
): Promise<void> {
  const author = await getUser(svc.table, authorId);
  if (!author) return;
  const all = [`Hello ${author.name},`, ...lines];
  const text = [...all, ...(action ? [`${action.label}: ${action.url}`] : [])].join("\n\n");
  await sendOptionalMailSafely(
    svc,
    author,
    "community",
    { to: author.email, subject, text: `${text}\n`, html: layout(subject, all, action) },
    {
      subject,
      ...logFields,
    },
  );
}
