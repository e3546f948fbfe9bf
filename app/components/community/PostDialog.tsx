import type { FormEvent, ReactNode, RefObject } from "react";

/** Report's reasons and details want a little more room than Delete's one question. */
const WIDTH = {
  narrow: "w-[min(28rem,calc(100vw-2rem))]",
  wide: "w-[min(30rem,calc(100vw-2rem))]",
};

/**
 * How the confirm button looks while disabled: Delete is disabled only while it is sent, so it
 * shows a wait cursor; Report is disabled also until a reason is chosen, so it shows that it
 * cannot be pressed yet.
 */
const DISABLED_LOOK = {
  wait: "disabled:cursor-wait disabled:opacity-75",
  "not-allowed": "disabled:cursor-not-allowed disabled:opacity-60",
};

/**
 * The modal dialog in which a post's control asks before it acts (Delete, Report): a form that
 * posts `intent`, its question and fields (children), then Cancel, which closes the dialog, and
 * the confirm button, which says `busyLabel` while the form is sent. The control opens the dialog
 * and sends the form in `onSubmit`.
 */
export function PostDialog({
  dialogRef,
  labelledBy,
  width,
  intent,
  onSubmit,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy,
  disabled,
  disabledLook,
}: {
  dialogRef: RefObject<HTMLDialogElement>;
  labelledBy: string;
  width: keyof typeof WIDTH;
  intent: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  busy: boolean;
  disabled: boolean;
  disabledLook: keyof typeof DISABLED_LOOK;
}) {
  return (
    <dialog ref={dialogRef} aria-labelledby={labelledBy} className={`${WIDTH[width]} rounded-xl p-0 shadow-xl backdrop:bg-slate-900/50`}>
      <form method="post" onSubmit={onSubmit} className="p-6">
        <input type="hidden" name="intent" value={intent} />
        {children}
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={() => dialogRef.current?.close()}
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          >
            {cancelLabel}
          </button>
          <button
            type="submit"
            disabled={disabled}
            className={`rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 ${DISABLED_LOOK[disabledLook]}`}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
