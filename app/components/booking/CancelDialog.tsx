import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { FormReply } from "~/components/kit/forms";
import type { BookingCard } from "~/components/booking/BookingItem";
import { Filled } from "~/components/booking/Filled";
import type { MyBookingsMessages } from "~/i18n/booking/texts";

/**
 * The confirmation as a modal: a native <dialog> opened with showModal(), which keeps focus inside,
 * closes on Escape and hands focus back to the Cancel link. Continue posts to the confirmation
 * page's action through a fetcher: success redirects (to the Cancelled tab), a failure is shown here.
 */
export function CancelDialog({ booking, onClose, t }: { booking: BookingCard | null; onClose: () => void; t: MyBookingsMessages }) {
  const ref = useRef<HTMLDialogElement>(null);
  // One fetcher per booking, so an earlier failure never shows against another booking.
  const fetcher = useFetcher<FormReply>({ key: `cancel-${booking?.id ?? "none"}` });
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  // The action's refusal is the form kit's reply for a lone button (replyWithRefusal): the form's message.
  const refusal = fetcher.data?.result.error?.[""];
  const error = fetcher.state === "idle" && booking && refusal?.length ? refusal.join(" ") : null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (booking && !dialog.open) dialog.showModal();
    if (!booking && dialog.open) dialog.close();
  }, [booking]);

  // Leaving the page (the redirect after a cancellation, or any other link) closes the dialog.
  useEffect(() => {
    onClose();
  }, [location.key, onClose]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="cancel-dialog-title"
      aria-describedby="cancel-dialog-question"
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/60"
    >
      {booking ? (
        <div className="p-6">
          <h2 id="cancel-dialog-title" className="text-lg font-bold">
            {t.dialogTitle}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{booking.parkingName}</p>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            <dt className="text-slate-500">{t.bookingCode}</dt>
            <dd className="font-mono font-semibold">{booking.code}</dd>
            <dt className="text-slate-500">{t.arrival}</dt>
            <dd>{booking.arrival}</dd>
            <dt className="text-slate-500">{t.departure}</dt>
            <dd>{booking.departure}</dd>
            <dt className="text-slate-500">{t.vehicle}</dt>
            <dd className="font-mono">{booking.vehicleNumber}</dd>
          </dl>
          <p id="cancel-dialog-question" className="mt-4 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
            <Filled template={t.dialogRefund} values={{ amount: <span className="font-semibold">{booking.total}</span> }} />
          </p>
          {error ? (
            <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <fetcher.Form
            method="post"
            action={`/booking/${encodeURIComponent(booking.id)}/cancel`}
            className="mt-6 flex flex-wrap justify-end gap-3"
          >
            <button
              type="button"
              onClick={onClose}
              className="rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
            >
              {t.back}
            </button>
            <button
              type="submit"
              disabled={busy}
              className="rounded-md bg-red-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-wait disabled:opacity-75"
            >
              {busy ? t.cancelling : t.continue}
            </button>
          </fetcher.Form>
        </div>
      ) : null}
    </dialog>
  );
}
