import { useEffect, useState } from "react";
import { DeskList } from "~/components/desk/DeskList";
import { formatIndia } from "~/utils/india-time";
import { fill } from "~/i18n/catalogue";
import type { Language } from "@core/i18n/languages";
import { showableCopies, type VoucherCopy } from "~/pwa/voucher-copies";
import { VOUCHERS_KEY, deskKey, readKept, type KeptDesk, type KeptDeskTexts, type KeptVouchers } from "~/pwa/kept-store";

/**
 * What a phone without signal shows (issue 34, decision 057): the service worker answers any page it
 * cannot fetch with this one, at the address asked for. It says what still works, and shows what is
 * kept on this phone: the vouchers and passes, or at an operator desk's address that desk's last
 * arrivals list. Everything is read from the worker's cache in the browser and rendered as text by
 * React (nothing here is markup from a string). Without JavaScript there is no service worker, so
 * nobody sees it offline.
 */
/** The page's texts in its language: OFFLINE of app/i18n/public/offline.server.ts, handed over by the route as the island's props. */
export type OfflineTexts = Readonly<
  Record<
    | "heading"
    | "intro"
    | "needsNetwork"
    | "none"
    | "saved"
    | "vouchersHeading"
    | "deskOffline"
    | "deskNone"
    | "deskQueue"
    | "pass"
    | "booking"
    | "valid"
    | "when"
    | "vehicle"
    | "showVoucher"
    | "hideVoucher"
    | "qrAlt"
    | "directions"
    | "newTab"
    | "operatorDesk"
    | "arrivals"
    | "noArrivals",
    string
  >
>;

export interface OfflineViewProps {
  t: OfflineTexts;
  language: Language;
}

const savedAt = (t: OfflineTexts, iso: string, language: Language) => fill(t.saved, { time: formatIndia(new Date(iso), language) });

/** /operator/{id}: the desk's car park id; /booking/{id}/…: the booking to open at once. */
function whereAsked(pathname: string): { desk?: string; booking?: string } {
  const desk = /^\/operator\/([^/]+)\/?$/.exec(pathname);
  if (desk) return { desk: decodeURIComponent(desk[1]!) };
  const booking = /^\/booking\/([^/]+)/.exec(pathname);
  return booking ? { booking: decodeURIComponent(booking[1]!) } : {};
}

type Loaded = { mode: "desk"; desk: KeptDesk | null } | { mode: "vouchers"; kept: KeptVouchers | null; open?: string };

export function OfflineView({ t, language }: OfflineViewProps) {
  // Read after hydration: the server rendered this page for /offline, with nothing kept.
  const [loaded, setLoaded] = useState<Loaded | undefined>(undefined);
  useEffect(() => {
    const asked = whereAsked(window.location.pathname);
    if (asked.desk) void readKept<KeptDesk>(deskKey(asked.desk)).then((desk) => setLoaded({ mode: "desk", desk }));
    else void readKept<KeptVouchers>(VOUCHERS_KEY).then((kept) => setLoaded({ mode: "vouchers", kept, open: asked.booking }));
  }, []);

  if (loaded?.mode === "desk") return <OfflineDesk desk={loaded.desk} t={t} language={language} />;
  const kept = loaded?.kept ?? null;
  const vouchers = showableCopies(kept, new Date());

  return (
    <div className="mx-auto w-full max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.heading}</h1>
      <p className="text-slate-700">{t.intro}</p>
      <p className="text-slate-700">{t.needsNetwork}</p>
      <section aria-labelledby="saved-heading" className="space-y-4">
        <h2 id="saved-heading" className="text-xl font-semibold text-slate-900">
          {t.vouchersHeading}
        </h2>
        {loaded === undefined ? null : vouchers.length === 0 || !kept ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-6 text-slate-600">{t.none}</p>
        ) : (
          <>
            <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 font-medium text-amber-900">
              {savedAt(t, kept.savedAt, language)}
            </p>
            <ul className="space-y-4">
              {vouchers.map((voucher) => (
                <SavedVoucher key={voucher.id} voucher={voucher} openAtFirst={voucher.id === loaded.open} t={t} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}

/** A maps link from the server, used as a link only if it is one (the kept JSON is the worker's, but a link is a sink). */
const safeLink = (href: string) => (/^https:\/\//i.test(href) ? href : undefined);

function SavedVoucher({ voucher, openAtFirst, t }: { voucher: VoucherCopy; openAtFirst: boolean; t: OfflineTexts }) {
  const [open, setOpen] = useState(openAtFirst);
  const directions = safeLink(voucher.directions);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="text-lg font-semibold text-slate-900">{voucher.parkingName}</h3>
      <p className="text-slate-600">{voucher.address}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-slate-600">{voucher.kind === "pass" ? t.pass : t.booking}</dt>
        <dd className="font-mono text-lg font-bold text-slate-900">{voucher.code}</dd>
        <dt className="text-slate-600">{voucher.kind === "pass" ? t.valid : t.when}</dt>
        <dd className="text-slate-900">{voucher.when}</dd>
        <dt className="text-slate-600">{t.vehicle}</dt>
        <dd className="text-slate-900">{voucher.vehicle}</dd>
      </dl>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((was) => !was)}
        className="mt-3 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {open ? t.hideVoucher : t.showVoucher}
      </button>
      {open ? (
        <figure className="mt-4 flex flex-col items-center gap-2">
          {voucher.qr.startsWith("data:image/png;base64,") ? (
            <img
              src={voucher.qr}
              alt={fill(t.qrAlt, { code: voucher.code })}
              width={256}
              height={256}
              className="h-64 w-64 [image-rendering:pixelated]"
            />
          ) : null}
          <figcaption className="font-mono text-2xl font-bold tracking-wider text-slate-900">{voucher.code}</figcaption>
          {directions ? (
            <a href={directions} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
              {fill(t.directions, { name: voucher.parkingName })}
              <span className="sr-only">{t.newTab}</span>
            </a>
          ) : null}
        </figure>
      ) : null}
    </li>
  );
}

/** A list kept before the desk's texts were kept with it (issue 35): its columns read in English. */
const DESK_COLUMNS_BEFORE: KeptDeskTexts = {
  title: "Operator desk",
  arrivals: "Today's arrivals",
  noArrivals: "No arrivals today.",
  code: "Code",
  vehicle: "Vehicle",
  kind: "Kind",
  window: "Window",
  reentry: "Re-entry",
  status: "Status",
};

function OfflineDesk({ desk, t, language }: { desk: KeptDesk | null; t: OfflineTexts; language: Language }) {
  // The columns in the language the desk was open in (kept with the list); the page's own texts in this page's.
  const columns = desk?.texts ?? DESK_COLUMNS_BEFORE;
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.operatorDesk}</p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{desk ? desk.parking.name : t.heading}</h1>
      <p role="alert" className="mt-4 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
        {t.deskOffline}
      </p>
      <p className="mt-2 text-slate-700">{t.deskQueue}</p>
      {desk ? (
        <>
          <p className="mt-4 text-slate-600">
            {savedAt(t, desk.savedAt, language)} · {desk.today}
          </p>
          <DeskList id="arrivals" title={t.arrivals} empty={t.noArrivals} rows={desk.arrivals} t={columns} />
        </>
      ) : (
        <p className="mt-4 text-slate-600">{t.deskNone}</p>
      )}
    </div>
  );
}
