import { getUser } from "../account/user-store";
import { layout } from "../account/emails";
import { errorFields, log } from "../log";
import type { Services } from "../services";

/**
 * A moderator's decision told to a post's author by mail, in the product's mail layout (a removed
 * reported post, a rejected held post). The decision stands whether or not the mail goes: a
 * failure is logged, never the moderator's error. `lines` start after the greeting.
 */
export async function mailAuthor(
  svc: Pick<Services, "table" | "mailer">,
  authorId: string,
  subject: string,
  lines: string[],
  logFields: Record<string, unknown>,
): Promise<void> {
  const author = await getUser(svc.table, authorId);
  if (!author) return;
  const all = [`Hello ${author.name},`, ...lines];
  await svc.mailer
    .send({ to: author.email, subject, text: `${all.join("\n\n")}\n`, html: layout(subject, all) })
    .catch((error: unknown) => log.warn("author notice not sent", { subject, ...logFields, ...errorFields(error) }));
}
