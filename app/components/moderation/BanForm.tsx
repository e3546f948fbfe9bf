import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, type FormEvent, type ReactNode } from "react";
import { z } from "zod";
import { ErrorList, Field, useKitForm, type FormReply } from "~/components/kit/forms";
import { SelectField } from "~/components/kit/select-field";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { BAN_LENGTHS, BAN_LIMITS, BAN_MESSAGES, type BanLength } from "@core/moderation/moderation-texts";
import { fill } from "~/i18n/catalogue";
import type { BanFormTexts } from "~/i18n/moderation/texts";

/**
 * Banning a member (issue 29 item 11): one form, shown on the member's ban page
 * (/community/{name}/moderator/ban/{userId}, the no-JavaScript way) and, with JavaScript, in a
 * native modal <dialog> opened by the panel's Ban button. Both post to the ban page's action, so a
 * refusal the browser could not foresee (the member became a moderator meanwhile) lands on that
 * page, next to the form, where the moderator is looking; a missing reason or length is caught in
 * the dialog itself (on English pages; a Hindi page leaves the check to the action, decision 059).
 * Its texts and the lengths' labels come from the page's loader (`texts`, app/i18n/moderation/ban.server.ts).
 */
const LENGTH_KEYS = Object.keys(BAN_LENGTHS) as [BanLength, ...BanLength[]];

/** The ban form's fields; the same rules and texts as core's `banInputOf`, which checks them again. */
export const banSchema = z.object({
  reason: z
    .string({ required_error: BAN_MESSAGES.reasonRequired })
    .trim()
    .min(1, BAN_MESSAGES.reasonRequired)
    .max(BAN_LIMITS.maxReasonChars, BAN_MESSAGES.reasonTooLong),
  length: z.enum(LENGTH_KEYS, { errorMap: () => ({ message: BAN_MESSAGES.lengthRequired }) }),
});

const DANGER_BUTTON =
  "rounded-md bg-red-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-wait disabled:opacity-75";
const QUIET_BUTTON = "rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100";

/** True while a post to `action` (this member's ban page) is on its way. */
function useBanning(action: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction?.split("?")[0] === action;
}

/** Reason, length and the red Ban button, posting to `action`; `cancel` is the way back (a link or the dialog's close). */
export function BanForm({
  id,
  action,
  name,
  lastResult,
  cancel,
  texts: { t, lengths },
}: {
  id: string;
  action: string;
  name: string;
  lastResult?: FormReply["result"];
  cancel: ReactNode;
  texts: BanFormTexts;
}) {
  const { form, fields, formProps } = useKitForm(banSchema, { id, lastResult });
  const busy = useBanning(action);
  return (
    <Form method="post" action={action} {...formProps} className="grid gap-4">
      <Field meta={fields.reason} label={t.reason} multiline textareaProps={{ rows: 3 }} />
      <SelectField meta={fields.length} label={t.length} placeholder={t.chooseLength} options={lengths} />
      <ErrorList id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={busy} busyLabel={t.banning} className={DANGER_BUTTON}>
          {t.ban}
          <span className="sr-only">{fill(t.banHidden, { name })}</span>
        </SubmitButton>
        {cancel}
      </div>
    </Form>
  );
}

/**
 * A member row's Ban button. Without JavaScript it is a link-like GET form to the ban page; with
 * it, the same form opens in a modal dialog (focus kept inside, Escape closes it), as ConfirmDialog does.
 */
export function BanDialog({ userId, name, banHref, texts }: { userId: string; name: string; banHref: string; texts: BanFormTexts }) {
  const { t } = texts;
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dialog.current?.showModal();
  }

  return (
    <>
      <form method="get" action={banHref} onSubmit={ask}>
        <button type="submit" className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50">
          {t.ban}
          <span className="sr-only">{fill(t.banHidden, { name })}</span>
        </button>
      </form>
      <dialog
        ref={dialog}
        aria-labelledby={`ban-${userId}-question`}
        className="w-[min(30rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="p-6">
          <p id={`ban-${userId}-question`} className="mb-4 text-lg font-semibold text-slate-900">
            {fill(t.question, { name })}
          </p>
          <BanForm
            id={`ban-${userId}`}
            action={banHref}
            name={name}
            texts={texts}
            cancel={
              <button type="button" onClick={close} className={QUIET_BUTTON}>
                {t.cancel}
              </button>
            }
          />
        </div>
      </dialog>
    </>
  );
}

/** The ban page's way back. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className={QUIET_BUTTON}>
      {label}
    </Link>
  );
}
