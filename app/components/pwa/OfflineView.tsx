import { useEffect, useState } from "react";
import { formatIndia } from "~/utils/india-time";
import { showableCopies, type KeptVouchers, type VoucherCopy } from "~/pwa/voucher-copies";

/**
 * What a phone without signal shows (issue 34): the service worker answers any page it cannot
 * fetch with this one, at the address asked for. It says what still works, and lists the vouchers
 * and passes kept on this phone (read from the worker's cache, rendered as text: nothing here is
 * markup from a string). Without JavaScript there is no service worker, so nobody sees it offline.
 */
const KEPT_CACHE = "sp-kept-v1";
const KEPT_KEY = "/__kept-vouchers";

export const OFFLINE_TEXTS = {
  heading: "You are offline",
  intro: "This phone has no connection right now. Your saved vouchers and passes still open, so you can show them at the gate.",
  needsNetwork: "Searching, booking, paying, cancelling and the community need the network: they work again when the signal is back.",
  none: "No vouchers are saved on this phone. Open My bookings once with the network while signed in, and your upcoming vouchers are kept here.",
  saved: (time: string) => `Saved on this phone at ${time}`,
  vouchersHeading: "Saved vouchers and passes",
} as const;

async function readKept(): Promise<KeptVouchers | null> {
  if (typeof caches === "undefined") return null;
  const response = await (await caches.open(KEPT_CACHE)).match(KEPT_KEY);
  return response ? ((await response.json()) as KeptVouchers) : null;
}

const savedTime = (iso: string) => formatIndia(new Date(iso));

export function OfflineView() {
  const [kept, setKept] = useState<KeptVouchers | null | undefined>(undefined);
  useEffect(() => {
    readKept().then(setKept, () => setKept(null));
  }, []);
  const vouchers = kept ? showableCopies(kept, new Date()) : [];

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{OFFLINE_TEXTS.heading}</h1>
      <p className="text-slate-700">{OFFLINE_TEXTS.intro}</p>
      <p className="text-slate-700">{OFFLINE_TEXTS.needsNetwork}</p>
      <section aria-labelledby="saved-heading" className="space-y-4">
        <h2 id="saved-heading" className="text-xl font-semibold text-slate-900">
          {OFFLINE_TEXTS.vouchersHeading}
        </h2>
        {kept === undefined ? null : vouchers.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-slate-600">{OFFLINE_TEXTS.none}</p>
        ) : (
          <>
            <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 font-medium text-amber-900">
              {OFFLINE_TEXTS.saved(savedTime(kept!.savedAt))}
            </p>
            <ul className="space-y-4">
              {vouchers.map((voucher) => (
                <SavedVoucher key={voucher.id} voucher={voucher} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

function SavedVoucher({ voucher }: { voucher: VoucherCopy }) {
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{voucher.parkingName}</h3>
      <p className="text-slate-600">{voucher.address}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">{voucher.kind === "pass" ? "Pass" : "Booking"}</dt>
        <dd className="font-mono text-lg font-bold text-slate-900">{voucher.code}</dd>
        <dt className="text-slate-600">When</dt>
        <dd className="text-slate-900">{voucher.when}</dd>
        <dt className="text-slate-600">Vehicle</dt>
        <dd className="text-slate-900">{voucher.vehicle}</dd>
      </dl>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        className="mt-3 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {open ? "Hide voucher" : "Show voucher"}
      </button>
      {open ? (
        <figure className="mt-4 flex flex-col items-center gap-2">
          <img
            src={voucher.qr}
            alt={`QR code of ${voucher.code}`}
            width={256}
            height={256}
            className="h-64 w-64 [image-rendering:pixelated]"
          />
          <figcaption className="font-mono text-2xl font-bold tracking-wider text-slate-900">{voucher.code}</figcaption>
          <a href={voucher.directions} target="_blank" rel="noopener" className="font-semibold text-brand-700 underline">
            Directions to {voucher.parkingName}
            <span className="sr-only"> (opens in a new tab; needs the network)</span>
          </a>
        </figure>
      ) : null}
    </li>
  );
}
