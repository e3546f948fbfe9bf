import { Pager } from "~/components/Pager";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  type ClientActionFunctionArgs,
} from "@remix-run/react";
import { useEffect, useState, type FormEvent, type ReactNode } from "react";
import { PriceBreakdown, type PriceBreakdownView } from "~/components/PriceBreakdown";
import { pageTitle } from "~/utils/brand";
import { detailHref } from "~/utils/detail-link";
import { priceBreakdownView } from "~/utils/price-view";
import { formatIndia, fromIndiaInputValue } from "~/utils/india-time";
import { requireUser } from "~/utils/session.server";
import { BOOKING_MESSAGES, placeHold } from "@core/booking/booking-service";
import { quoteStay } from "@core/booking/quote";
import { COUPON_MESSAGES } from "@core/coupon/coupon";
import { DomainError, NotFoundError, UNEXPECTED_MESSAGE } from "@core/errors";
import { errorFields, log } from "@core/log";
import { getParking } from "@core/parking/parking-store";
import { kindOf, kindsTaken, parseVehicleKind, type VehicleKind } from "@core/parking/vehicle-kind";
import { formatRupees } from "@core/pricing/pricing";
import { services } from "@core/services";
import { listVehicles, vehiclePage } from "@core/vehicle/vehicle-service";

/**
 * /checkout?name&id&c&in&out&type (spec §2 Checkout, §4 Checkout flow): My Details, the vehicle
 * picker (3 a page), the price summary with the coupon entry, and Confirm, which places a 15-minute
 * hold and goes on to /checkout/pay/{bookingId}.
 *
 * Every choice lives in the URL (`vehicle`, `vp` for the picker's page, `coupon`), so the page is
 * one GET away from any state and works without JavaScript: the forms post here and the action
 * redirects back with the choice in the query. The price is always `quote`'s, for the chosen
 * vehicle's kind; amounts in the URL (the spec's amt/amtT/diff) are ignored (ARCHITECTURE §4).
 */
const PICKER_PAGE_SIZE = 3;
const COUPON_FAILED = "Failed to apply coupon.";
const COUPON_NETWORK_ERROR = "An error occurred while applying the coupon.";
const CONFIRM_FORM = "confirm-form";

type CouponState =
  { status: "applied"; code: string; message: string; discount: string } | { status: "refused"; code: string; message: string };

type ActionResult = { intent: "confirm" | "apply" | "unknown"; error: string };

function notFound(): never {
  throw new Response(null, { status: 404 });
}

/** ISO instants from the detail page's Book link; an India-time datetime-local value is accepted too. */
function normaliseInstant(value: string | null): string {
  const raw = (value ?? "").trim();
  return fromIndiaInputValue(raw)?.toISOString() ?? raw;
}

function positiveInt(value: string | null): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const query = new URL(request.url).searchParams;
  const parkingId = (query.get("id") ?? "").trim();
  // Ids are short; a long one cannot be a car park and need not reach the table.
  if (!parkingId || parkingId.length > 100) notFound();
  const { table } = services();

  const [parking, picker, own] = await Promise.all([
    getParking(table, parkingId),
    vehiclePage(table, user.id, positiveInt(query.get("vp")), PICKER_PAGE_SIZE),
    listVehicles(table, user.id),
  ]);
  if (!parking) notFound();

  // The vehicle in the URL if it is still the member's, else the default one (spec: pre-selected).
  const chosen = own.vehicles.find((v) => v.id === query.get("vehicle")) ?? own.vehicles.find((v) => v.id === own.defaultId);
  const kinds = kindsTaken(parking);
  const kind: VehicleKind = chosen ? kindOf(chosen.vehicle_type) : (parseVehicleKind(query.get("type")) ?? kinds[0] ?? "four");
  const inTime = normaliseInstant(query.get("in"));
  const outTime = normaliseInstant(query.get("out"));

  let summary: { price: PriceBreakdownView; discount?: string; priceBeforeDiscount?: string } | undefined;
  let problem: string | undefined;
  let coupon: CouponState | undefined;
  let window: { from: string; to: string } | undefined;
  try {
    // The coupon in the URL, if any, is previewed in the same quote the hold will charge.
    const q = await quoteStay(table, { userId: user.id, parking, kind, inTime, outTime, couponCode: query.get("coupon") ?? undefined });
    window = { from: formatIndia(q.window.inTime), to: formatIndia(q.window.outTime) };
    const pricing = q.pricing;
    if (q.coupon?.status === "applied") {
      coupon = { status: "applied", code: q.coupon.code, message: COUPON_MESSAGES.applied, discount: formatRupees(pricing.discount) };
    } else if (q.coupon?.status === "refused") {
      if (q.coupon.message === undefined) log.error("coupon evaluation failed", { userId: user.id, ...errorFields(q.coupon.error) });
      coupon = { status: "refused", code: q.coupon.code, message: q.coupon.message ?? COUPON_FAILED };
    }
    summary = {
      price: priceBreakdownView(pricing),
      discount: pricing.discount > 0 ? formatRupees(pricing.discount) : undefined,
      priceBeforeDiscount: pricing.discount > 0 ? formatRupees(pricing.priceBeforeDiscount) : undefined,
    };
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    if (!(error instanceof DomainError)) throw error;
    // The window (past, reversed, too long) or a vehicle kind the car park does not take.
    problem = error.message;
  }

  return {
    me: { name: user.name, email: user.email, contact: user.contact, verified: Boolean(user.emailVerifiedAt) },
    parking: {
      id: parking.id,
      name: parking.name,
      code: parking.code,
      address: [parking.address_line1, parking.address_line2, parking.city, parking.pincode].filter(Boolean).join(", "),
      kinds,
    },
    detailHref: detailHref({ name: parking.name, city: parking.city, id: parking.id, in: inTime, out: outTime, type: kind }),
    inTime,
    outTime,
    window,
    picker: {
      total: picker.total,
      page: picker.page,
      pages: picker.pages,
      vehicles: picker.vehicleList.map((v) => ({
        id: v._id,
        name: v.vehicle_name,
        number: v.vehicle_number,
        type: v.vehicle_type,
        isDefault: v.isDefault,
        taken: kinds.includes(kindOf(v.vehicle_type)),
      })),
    },
    chosen: chosen ? { id: chosen.id, name: chosen.vehicle_name, number: chosen.vehicle_number } : null,
    summary,
    problem,
    coupon,
    // The page shows these before asking the server; the server modules stay out of the browser bundle.
    messages: { couponEmpty: COUPON_MESSAGES.empty, unverified: BOOKING_MESSAGES.unverified },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const url = new URL(request.url);
  const form = await request.formData();
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value.trim() : "";
  };
  const intent = text("intent");
  const back = (changes: Record<string, string>) => {
    const params = new URLSearchParams(url.search);
    for (const [key, value] of Object.entries(changes)) params.set(key, value);
    return redirect(`/checkout?${params}`, 303);
  };

  if (intent === "apply") {
    // An empty code is answered by the page itself ('Please enter a coupon code'), from the URL.
    const vehicle = text("vehicle");
    return back({ coupon: text("couponCode"), ...(vehicle ? { vehicle } : {}) });
  }

  if (intent === "select") {
    // Without JavaScript, "Update price" shows the chosen vehicle's price (spec §4, step 1).
    const vehicleId = text("vehicleId") || text("chosenVehicleId");
    return back(vehicleId ? { vehicle: vehicleId } : {});
  }

  if (intent === "confirm") {
    // A radio picked on this page wins over the choice carried from another page of the picker.
    const vehicleId = text("vehicleId") || text("chosenVehicleId");
    if (!vehicleId) return data<ActionResult>({ intent: "confirm", error: BOOKING_MESSAGES.vehicleMissing }, { status: 400 });
    let bookingId: string;
    try {
      const booking = await placeHold(services().table, user.id, {
        parkingId: text("parkingId") || (url.searchParams.get("id") ?? ""),
        vehicleId,
        inTime: normaliseInstant(text("in") || url.searchParams.get("in")),
        outTime: normaliseInstant(text("out") || url.searchParams.get("out")),
        couponCode: text("coupon") || undefined,
      });
      bookingId = booking.id;
    } catch (error) {
      if (error instanceof DomainError)
        return data<ActionResult>({ intent: "confirm", error: error.message || UNEXPECTED_MESSAGE }, { status: error.status });
      log.error("placing a hold failed", { userId: user.id, ...errorFields(error) });
      return data<ActionResult>({ intent: "confirm", error: UNEXPECTED_MESSAGE }, { status: 500 });
    }
    return redirect(`/checkout/pay/${encodeURIComponent(bookingId)}`, 303);
  }

  return data<ActionResult>({ intent: "unknown", error: UNEXPECTED_MESSAGE }, { status: 400 });
}

/**
 * With JavaScript, a coupon request that never reaches the server gets the spec's network message
 * next to the coupon field instead of the error page. Redirects and server answers pass through.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<ActionResult> {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error) || intent !== "apply") throw error;
    return { intent: "apply", error: COUPON_NETWORK_ERROR };
  }
}

export const meta: MetaFunction = () => [{ title: pageTitle("Checkout") }];

export default function Checkout() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof clientAction>();
  const { me, parking, detailHref, window, picker, chosen, summary, problem, coupon, messages } = loaderData;
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [selected, setSelected] = useState<string | null>(chosen?.id ?? null);
  useEffect(() => setHydrated(true), []);
  // A new answer from the server (another page, another vehicle) is the truth again.
  useEffect(() => setSelected(chosen?.id ?? null), [chosen?.id]);

  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : undefined;
  const hasVehicles = picker.total > 0;
  const chosenOnThisPage = chosen ? picker.vehicles.some((v) => v.id === chosen.id) : false;
  const confirmError = actionData?.intent === "confirm" || actionData?.intent === "unknown" ? actionData.error : undefined;
  const banner = confirmError ?? problem;

  /** This page's URL with some parameters changed. */
  function hrefWith(changes: Record<string, string | null>): string {
    const params = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    return `/checkout?${params}`;
  }

  function onVehicleChange(id: string) {
    setSelected(id);
    // With JavaScript the price follows the choice at once (spec §4, step 1); without it, "Update price".
    navigate(hrefWith({ vehicle: id }), { replace: true, preventScrollReset: true });
  }

  const here = `${location.pathname}${location.search}`;
  const confirmDisabled = !hasVehicles || Boolean(problem) || (hydrated && !selected) || busy === "confirm";

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Checkout</p>
        <h1 className="mt-1 text-balance text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{parking.name}</h1>
        <p className="mt-1 text-slate-700">
          {parking.address} <span className="text-slate-500">· {parking.code}</span>
        </p>
        {window ? (
          <p className="mt-2 text-slate-800">
            <span className="font-semibold">{window.from}</span> <span aria-hidden="true">→</span>
            <span className="sr-only">to</span> <span className="font-semibold">{window.to}</span>
          </p>
        ) : null}
        <Link to={detailHref} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          Change the time or vehicle type
        </Link>
      </header>

      {banner ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800">
          {banner}
        </div>
      ) : null}
      {!me.verified ? <UnverifiedNotice here={here} message={messages.unverified} /> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          <Card labelledBy="details-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="details-heading" className="text-lg font-bold text-slate-900">
                My Details
              </h2>
              <Link to="/profile" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                Change in your profile
              </Link>
            </div>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              <Detail label="Name" value={me.name} />
              <Detail label="E-mail" value={me.email} />
              <Detail label="Contact" value={me.contact} />
            </dl>
          </Card>

          <Card labelledBy="vehicle-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="vehicle-heading" className="text-lg font-bold text-slate-900">
                Vehicle
              </h2>
              <Link
                to={`/vehicles/new?returnTo=${encodeURIComponent(here)}`}
                className="inline-flex items-center gap-1 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                <span aria-hidden="true">+</span> Add new Vehicle
              </Link>
            </div>
            {hasVehicles ? (
              <fieldset className="mt-3">
                <legend className="text-sm text-slate-700">Choose the vehicle you will park.</legend>
                <ul className="mt-3 space-y-2">
                  {picker.vehicles.map((v) => (
                    <li key={v.id}>
                      <label
                        className={`flex items-center gap-3 rounded-lg border px-4 py-3 ${
                          v.taken
                            ? "cursor-pointer border-slate-300 bg-white has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100"
                            : "cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500"
                        }`}
                      >
                        <input
                          type="radio"
                          name="vehicleId"
                          value={v.id}
                          form={CONFIRM_FORM}
                          checked={selected === v.id}
                          disabled={!v.taken}
                          onChange={() => onVehicleChange(v.id)}
                          className="h-4 w-4 shrink-0 accent-brand-600"
                        />
                        <span className="min-w-0 flex-1">
                          <span className="block font-semibold text-slate-900">
                            {v.name}
                            {v.isDefault ? (
                              <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                                Default
                              </span>
                            ) : null}
                          </span>
                          <span className="block text-sm text-slate-600">
                            {v.number} · {v.type}
                            {v.taken ? null : ` · not taken at this car park`}
                          </span>
                        </span>
                      </label>
                    </li>
                  ))}
                </ul>
                {chosen && !chosenOnThisPage ? (
                  <p className="mt-2 text-sm text-slate-700">
                    Chosen: <span className="font-semibold">{chosen.name}</span> ({chosen.number})
                  </p>
                ) : null}
              </fieldset>
            ) : (
              <p className="mt-3 rounded-md bg-amber-50 px-4 py-3 font-medium text-amber-900 ring-1 ring-amber-200">
                Please add vehicle to proceed
              </p>
            )}
            {picker.pages > 1 ? (
              <Pager
                label="Vehicle pages"
                compact
                page={picker.page}
                pages={picker.pages}
                href={(n) => hrefWith({ vp: String(n), vehicle: selected })}
              />
            ) : null}
            {hasVehicles && !hydrated ? (
              <button
                type="submit"
                form={CONFIRM_FORM}
                name="intent"
                value="select"
                formNoValidate
                className="mt-3 rounded-md border border-brand-600 px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                Update price
              </button>
            ) : null}
          </Card>
        </div>

        <aside aria-labelledby="summary-heading" className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 lg:sticky lg:top-24">
          <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
            Price summary
          </h2>
          <div className="mt-3 space-y-4">
            {summary ? (
              <>
                <PriceBreakdown view={summary.price} headingId="price-heading" />
                {summary.discount && coupon?.status === "applied" ? (
                  <dl className="-mt-2 space-y-1.5 rounded-xl bg-emerald-50 p-4 text-sm ring-1 ring-emerald-200">
                    <div className="flex justify-between gap-4">
                      <dt className="text-slate-700">Price before discount</dt>
                      <dd className="font-medium tabular-nums text-slate-900">{summary.priceBeforeDiscount}</dd>
                    </div>
                    <div className="flex justify-between gap-4">
                      <dt className="font-semibold text-emerald-900">Coupon ({coupon.code})</dt>
                      <dd className="font-semibold tabular-nums text-emerald-900">−{summary.discount}</dd>
                    </div>
                    <p className="text-xs text-slate-600">Taken off the price before tax; the taxes above are on the discounted price.</p>
                  </dl>
                ) : null}
              </>
            ) : null}

            <CouponForm
              key={`${coupon?.code ?? ""}|${coupon?.status ?? ""}`}
              coupon={coupon}
              vehicle={selected}
              networkError={actionData?.intent === "apply" ? actionData.error : undefined}
              applying={busy === "apply"}
              disabled={!summary}
              emptyMessage={messages.couponEmpty}
            />

            <Form id={CONFIRM_FORM} method="post" className="space-y-2 border-t border-slate-200 pt-4">
              <input type="hidden" name="parkingId" value={parking.id} />
              <input type="hidden" name="in" value={loaderData.inTime} />
              <input type="hidden" name="out" value={loaderData.outTime} />
              {coupon?.status === "applied" ? <input type="hidden" name="coupon" value={coupon.code} /> : null}
              {chosen && !chosenOnThisPage ? <input type="hidden" name="chosenVehicleId" value={chosen.id} /> : null}
              <button
                type="submit"
                name="intent"
                value="confirm"
                disabled={confirmDisabled}
                className="inline-flex h-12 w-full items-center justify-center rounded-lg bg-brand-600 px-6 text-lg font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 disabled:shadow-none"
              >
                {busy === "confirm" ? "Confirming..." : "Confirm"}
              </button>
              <p className="text-center text-xs text-slate-600">We hold your space for 15 minutes while you pay.</p>
            </Form>
          </div>
        </aside>
      </div>
    </div>
  );
}

function CouponForm({
  coupon,
  vehicle,
  networkError,
  applying,
  disabled,
  emptyMessage,
}: {
  coupon?: CouponState;
  emptyMessage: string;
  vehicle: string | null;
  networkError?: string;
  applying: boolean;
  disabled: boolean;
}) {
  const [clientError, setClientError] = useState<string | null>(null);

  // The obvious mistake is caught before anything is sent (spec §5); the server says the same.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const code = new FormData(event.currentTarget).get("couponCode");
    if (typeof code !== "string" || !code.trim()) {
      event.preventDefault();
      setClientError(emptyMessage);
    } else {
      setClientError(null);
    }
  }

  const error = clientError ?? (applying ? undefined : networkError) ?? (coupon?.status === "refused" ? coupon.message : undefined);
  const success = !error && coupon?.status === "applied" ? coupon.message : undefined;
  const describedBy = error || success ? "coupon-message" : undefined;

  return (
    <Form method="post" replace preventScrollReset onSubmit={onSubmit} noValidate>
      <input type="hidden" name="intent" value="apply" />
      {vehicle ? <input type="hidden" name="vehicle" value={vehicle} /> : null}
      <label htmlFor="couponCode" className="block text-sm font-semibold text-slate-800">
        Coupon code
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id="couponCode"
          name="couponCode"
          type="text"
          defaultValue={coupon?.code ?? ""}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          disabled={disabled}
          onChange={() => setClientError(null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`block h-11 min-w-0 flex-1 rounded-lg border bg-white px-3 uppercase text-slate-900 shadow-sm placeholder:normal-case focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-slate-100 ${
            error ? "border-red-500" : "border-slate-300"
          }`}
          placeholder="e.g. WELCOME50"
        />
        <button
          type="submit"
          disabled={disabled || applying}
          className="h-11 shrink-0 rounded-lg border border-brand-600 px-4 font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
        >
          {applying ? "Applying..." : "Apply"}
        </button>
      </div>
      {error ? (
        <p id="coupon-message" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : success ? (
        <p id="coupon-message" role="status" className="mt-1 text-sm font-medium text-green-700">
          {success}
        </p>
      ) : null}
    </Form>
  );
}

function UnverifiedNotice({ here, message }: { here: string; message: string }) {
  return (
    <section
      aria-label="E-mail verification"
      className="mt-6 flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm font-semibold text-amber-900">{message}</p>
      <Form method="post" action="/resend-verification" className="shrink-0">
        <input type="hidden" name="redirectTo" value={here} />
        <button
          type="submit"
          className="rounded-md border border-amber-400 bg-white px-4 py-2 text-sm font-semibold text-amber-900 hover:bg-amber-100"
        >
          Send the link again
        </button>
      </Form>
    </section>
  );
}

function Card({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <section aria-labelledby={labelledBy} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      {children}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value || "—"}</dd>
    </div>
  );
}
