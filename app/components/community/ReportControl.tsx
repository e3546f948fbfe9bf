import { useEffect, useRef, useState, type FormEvent } from "react";
import { REPORT_LIMITS, REPORT_REASONS, REPORT_REASON_KEYS } from "@core/moderation/report";
import type { PostPageMessages } from "~/i18n/community/texts";
import { postForm } from "~/islands/island-fetch";
import type { PostChange } from "./post-data";
import { PostDialog } from "./PostDialog";

/**
 * Report (spec community.md §2, §4, §5): a reason from a short list, with optional details, in a
 * dialog with JavaScript and on the page /post/{id}/report without. Report stays disabled while no
 * reason is chosen and says 'Reporting...' while it sends; afterwards the control is a green,
 * disabled 'Reported' — one report per member per post, which core enforces.
 */
/** The texts the report control and its fields show. */
export type ReportMessages = Pick<
  PostPageMessages,
  | "report"
  | "reported"
  | "reporting"
  | "reportTitle"
  | "cancel"
  | "whyReport"
  | "details"
  | "reasonSpam"
  | "reasonHarassment"
  | "reasonInappropriate"
  | "reasonMisinformation"
  | "reasonOffTopic"
  | "reasonOther"
>;

export function ReportControl({
  postHref,
  reported,
  t,
  onReported,
  onError,
}: {
  postHref: string;
  reported: boolean;
  t: ReportMessages;
  onReported: () => void;
  onError: (message: string | null) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState(false);

  if (reported) {
    return (
      <button
        type="button"
        disabled
        className="rounded-md border border-green-600 bg-green-50 px-3 py-2 text-sm font-semibold text-green-800"
      >
        {t.reported}
      </button>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const result = await postForm<PostChange>(`${postHref}/actions`, event.currentTarget);
    setSending(false);
    dialog.current?.close();
    if (result.ok) onReported();
    onError(result.ok ? null : result.message);
  }

  return (
    <>
      <a
        href={`${postHref}/report`}
        onClick={(event) => {
          if (!scripted) return;
          event.preventDefault();
          dialog.current?.showModal();
        }}
        className="rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
      >
        {t.report}
      </a>
      <PostDialog
        dialogRef={dialog}
        labelledBy="report-title"
        width="wide"
        intent="report"
        onSubmit={onSubmit}
        confirmLabel={t.report}
        busyLabel={t.reporting}
        cancelLabel={t.cancel}
        busy={sending}
        disabled={!reason || sending}
        disabledLook="not-allowed"
      >
        <h2 id="report-title" className="text-lg font-semibold text-slate-900">
          {t.reportTitle}
        </h2>
        <ReportFields reason={reason} onReason={setReason} t={t} />
      </PostDialog>
    </>
  );
}

/** The reason list and the details box: the dialog and the no-JavaScript page share them. */
export function ReportFields({ reason, onReason, t }: { reason?: string; onReason?: (reason: string) => void; t: ReportMessages }) {
  return (
    <>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-slate-900">{t.whyReport}</legend>
        <div className="mt-2 space-y-2">
          {REPORT_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="radio"
                name="reportReason"
                value={r}
                required
                checked={onReason ? reason === r : undefined}
                onChange={onReason ? () => onReason(r) : undefined}
              />
              {t[REPORT_REASON_KEYS[r]]}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor="report-details" className="mt-4 block text-sm font-semibold text-slate-900">
        {t.details}
      </label>
      <textarea
        id="report-details"
        name="details"
        rows={3}
        maxLength={REPORT_LIMITS.maxDetailsChars}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900 shadow-sm"
      />
    </>
  );
}
