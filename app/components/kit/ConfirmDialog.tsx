import { useFrameTexts } from "~/i18n/frame";
import { Form, useNavigation } from "@remix-run/react";
import { useRef, type FormEvent, type ReactNode } from "react";
import { SubmitButton } from "~/components/kit/SubmitButton";

/**
 * A button that asks before it acts (join a community, later delete a post). Without JavaScript
 * it is a GET form to `fallback`, a page that asks the same question and posts itself; with it, the
 * question opens in a native modal <dialog> (focus kept inside, Escape closes it) whose Confirm
 * posts straight to `action`, the same action that page posts to. A refusal comes back on that page.
 */
export function ConfirmDialog({
  id,
  label,
  hiddenLabel,
  fallback,
  action,
  question,
  confirmLabel,
  busyLabel,
  children,
  className = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700",
}: {
  id: string;
  label: string;
  /** Read after the label by screen readers, to tell several such buttons apart ("Join" … "Car Care"). */
  hiddenLabel?: string;
  fallback: string;
  action: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  children?: ReactNode;
  className?: string;
}) {
  const { chrome: t } = useFrameTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction === action;

  function ask(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    dialog.current?.showModal();
  }

  return (
    <>
      <form method="get" action={fallback} onSubmit={ask}>
        <button type="submit" className={className}>
          {label}
          {hiddenLabel ? <span className="sr-only"> {hiddenLabel}</span> : null}
        </button>
      </form>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-question`}
        className="w-[min(28rem,calc(100vw-2rem))] rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="p-6">
          <p id={`${id}-question`} className="text-lg font-semibold text-slate-900">
            {question}
          </p>
          {children}
          <Form method="post" action={action} className="mt-5 flex flex-wrap items-center gap-3">
            <SubmitButton busy={busy} busyLabel={busyLabel} variant="inline">
              {confirmLabel}
            </SubmitButton>
            <button
              type="button"
              onClick={() => dialog.current?.close()}
              className="rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-700 hover:bg-slate-100"
            >
              {t.cancel}
            </button>
          </Form>
        </div>
      </dialog>
    </>
  );
}
