import { getUser } from "../account/user-store";
import { layout, mailLanguage } from "../account/emails";
import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import { sendOptionalMailSafely } from "../mail-preferences/optional-mail";
import type { Services } from "../services";
import { AUTHOR_NOTICE_TEXTS } from "./author-notice.texts";
import { MODERATION_MESSAGES } from "./moderation-texts";

/**
 * What a moderator decided about a member's post or ban: a removed reported post, a rejected held
 * post, a lifted ban. `date` is the post's day as stored (YYYY-MM-DD); `reason` the moderator's.
 */
export type AuthorNotice =
  | { kind: "removed" | "rejected"; community: string; date: string; reason: string }
  | { kind: "lifted"; community: string; joinUrl: string };

/** The notice's subject, lines after the greeting, and button, in `language`. */
export function authorNoticeTexts(
  notice: AuthorNotice,
  language: Language = "en",
): { subject: string; lines: string[]; action?: { label: string; url: string } } {
  const t = AUTHOR_NOTICE_TEXTS.pick(language);
  const community = notice.community;
  if (notice.kind === "lifted") {
    return {
      subject: fill(t.liftedSubject, { community }),
      lines: [fill(t.lifted, { community })],
      action: { label: fill(t.join, { community }), url: notice.joinUrl },
    };
  }
  const reason = notice.reason === MODERATION_MESSAGES.standardRemovalReason ? t.standardReason : notice.reason;
  return {
    subject: notice.kind === "removed" ? t.removedSubject : t.rejectedSubject,
    lines: [
      fill(notice.kind === "removed" ? t.removed : t.rejected, { community, date: notice.date }),
      fill(t.reason, { reason }),
      t.readRules,
    ],
  };
}

/**
 * A moderator's decision told to a member by mail, in the product's mail layout and the member's
 * language (issue 35 §4). The decision stands whether or not the mail goes: a failure is logged,
 * never the moderator's error. The mail's button has its address in the text too. These are
 * community notifications (decision 049): the member may turn them off, and they carry the
 * unsubscribe headers and footer.
 */
export async function mailAuthor(
  svc: Pick<Services, "table" | "mailer" | "config">,
  authorId: string,
  notice: AuthorNotice,
  logFields: Record<string, unknown>,
): Promise<void> {
  const author = await getUser(svc.table, authorId);
  if (!author) return;
  const language = mailLanguage(author);
  const { subject, lines, action } = authorNoticeTexts(notice, language);
  const all = [fill(AUTHOR_NOTICE_TEXTS.pick(language).helloName, { name: author.name }), ...lines];
  const text = [...all, ...(action ? [`${action.label}: ${action.url}`] : [])].join("\n\n");
  await sendOptionalMailSafely(
    svc,
    author,
    "community",
    { to: author.email, subject, text: `${text}\n`, html: layout(subject, all, action, undefined, language) },
    {
      // The log keeps the English subject, whatever the member's language.
      subject: authorNoticeTexts(notice).subject,
      ...logFields,
    },
  );
}
