import { Form, Link, useSubmit } from "@remix-run/react";
import { useId, useRef } from "react";
import type { PriceBreakdownView } from "~/components/booking/PriceBreakdown";
import { PriceLines } from "~/components/booking/PriceLines";
import { Field, inputClass } from "~/components/parking/search-fields";
import type { VehicleKind } from "@core/parking/vehicle-kind";
import { fill } from "~/i18n/catalogue";
import type { DetailMessages } from "~/i18n/parking/texts";

/**
 * The detail page's reservation panel (spec §2): the window and vehicle as a GET form, then the
 * free spaces, the price the server computed for them, and Book.
 */

/** The server's answer for the window asked: free spaces, the price, and Book's link unless it is full. */
export interface Quote {
  price?: PriceBreakdownView;
  free: Partial<Record<VehicleKind, number>>;
  bookHref?: string;
  full: boolean;
}

/** The panel's id: the phone's Book bar points at it. */
export const RESERVE_ANCHOR = "reserve";

interface PanelProps {
  id: string;
  city: string;
  kinds: readonly VehicleKind[];
  kind?: VehicleKind;
  inValue: string;
  outValue: string;
  errors: { in?: string; out?: string };
  quote?: Quote;
  t: DetailMessages;
}

export function ReservationPanel({ id, city, kinds, kind, inValue, outValue, errors, quote, t }: PanelProps) {
  const freeLabel: Record<VehicleKind, string> = { four: t.freeFour, two: t.freeTwo };
  const kindLabel: Record<VehicleKind, string> = { four: t.fourWheeler, two: t.twoWheeler };
  const uid = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmit();
  // A new answer from the server resets the fields to what it used.
  const formKey = [inValue, outValue, kind].join("|");

  return (
    <aside
      id={RESERVE_ANCHOR}
      aria-labelledby={`${uid}-heading`}
      className="order-3 rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 lg:sticky lg:top-24 lg:order-none"
    >
      <h2 id={`${uid}-heading`} className="text-xl font-bold text-slate-900">
        {t.reserve}
      </h2>

      <Form key={formKey} ref={formRef} method="get" replace preventScrollReset className="mt-4 space-y-4">
        <input type="hidden" name="city" value={city} />
        <input type="hidden" name="id" value={id} />
        <DateField id={`${uid}-in`} name="in" label={t.arrival} value={inValue} error={errors.in} />
        <DateField id={`${uid}-out`} name="out" label={t.departure} value={outValue} error={errors.out} />
        {kinds.length > 0 ? (
          <fieldset>
            <legend className="mb-1 text-sm font-semibold text-slate-700">{t.vehicle}</legend>
            <div className="flex flex-wrap gap-2">
              {kinds.map((k) => (
                <label
                  key={k}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-medium text-slate-800 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
                >
                  <input
                    type="radio"
                    name="type"
                    value={k}
                    defaultChecked={k === kind}
                    // With JavaScript the price follows the choice at once; without it, Update does it.
                    onChange={() => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true })}
                    className="h-4 w-4 accent-brand-600"
                  />
                  {kindLabel[k]}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <p className="text-sm text-slate-700">{t.noSpaces}</p>
        )}
        <button
          type="submit"
          className="inline-flex h-11 w-full items-center justify-center rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t.update}
        </button>
      </Form>

      {quote ? (
        <div className="mt-5 space-y-4">
          <ul className="space-y-1 text-sm text-slate-800">
            {kinds.map((k) => (
              <li key={k}>
                {`${freeLabel[k]}: `}
                <FreeCount count={quote.free[k] ?? 0} full={t.full} />
              </li>
            ))}
          </ul>
          {quote.price ? <PricePanel view={quote.price} headingId={`${uid}-price`} t={t} /> : null}
          {quote.bookHref ? (
            <Link
              to={quote.bookHref}
              className="inline-flex h-12 w-full items-center justify-center rounded-lg bg-brand-600 px-6 text-lg font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t.book}
            </Link>
          ) : kinds.length > 0 ? (
            <p className="flex h-12 w-full items-center justify-center rounded-lg bg-slate-200 px-6 font-semibold text-slate-700">
              {t.fullyBooked}
            </p>
          ) : null}
        </div>
      ) : null}
    </aside>
  );
}

/** The price the server computed, as checkout's <PriceBreakdown> shows it, with its heading in the page's language. */
function PricePanel({ view, headingId, t }: { view: PriceBreakdownView; headingId: string; t: DetailMessages }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {fill(t.priceFor, { kind: view.kindLabel })}
      </h3>
      <p className="mt-2 text-sm text-slate-700">{view.duration}</p>
      <p className="text-sm text-slate-700">{view.blocks}</p>
      <PriceLines lines={view.lines} className="mt-3" />
    </section>
  );
}

function FreeCount({ count, full }: { count: number; full: string }) {
  if (count > 0) return <span className="font-semibold tabular-nums">{count}</span>;
  return (
    <span className="font-bold tabular-nums text-red-700">
      0<span className="sr-only">{` ${full}`}</span>
    </span>
  );
}

/** Arrival or departure: the same labelled field, look and error list as the search bar's (search-fields.tsx). */
function DateField({ id, name, label, value, error }: { id: string; name: string; label: string; value: string; error?: string }) {
  return (
    <Field id={id} label={label} error={error}>
      {(described) => (
        <input
          id={id}
          name={name}
          type="datetime-local"
          required
          defaultValue={value}
          {...described}
          className={inputClass(Boolean(error))}
        />
      )}
    </Field>
  );
}
