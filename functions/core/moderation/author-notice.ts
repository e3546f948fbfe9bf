import { getUser } from "../account/user-store";
import { layout } from "../account/emails";
import { errorFields, log } from "../log";
import type { Services } from "../services";

/**
 * A moderator's decision told to a member by mail, in the product's mail layout (a removed reported
 * post, a rejected held post, a lifted ban). The decision stands whether or not the mail goes: a
 * failure is logged, never the moderator's error. `lines` start after the greeting; `action` is the
 * mail's button (its address also in the text).
 */
export async function mailAuthor(
  svc: Pick<Services, "table" | "mailer">,
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
  await svc.mailer
    .send({ to: author.email, subject, text: `${text}\n`, html: layout(subject, all, action) })
    .catch((error: unknown) => log.warn("author notice not sent", { subject, ...logFields, ...errorFields(error) }));
}
