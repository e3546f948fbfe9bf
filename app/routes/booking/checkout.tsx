import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
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
import { parseWithZod } from "@conform-to/zod";
import { useEffect, useMemo, useState } from "react";
import { Card, Detail, UnverifiedNotice } from "~/components/booking/CheckoutParts";
import { CouponForm } from "~/components/booking/CouponForm";
import { useKitForm } from "~/components/kit/forms";
import { PriceBreakdown } from "~/components/booking/PriceBreakdown";
import { VehiclePicker } from "~/components/booking/VehiclePicker";
import { pageTitle } from "~/utils/brand";
import type { PrivatePageHandle } from "~/utils/private-page";
import { applyCouponSchema, confirmSchema, selectVehicleSchema } from "~/components/booking/checkout-forms";
import { checkoutView, stayInstants } from "~/routes/booking/parts/checkout-view.server";
import { invalidSubmission, replyWithError, replyWithRefusal } from "~/utils/form.server";
import { couponNetworkReply, withNetworkText } from "~/routes/booking/parts/coupon-network";
import { replyFor } from "~/routes/booking/parts/reply-for.server";
import { requireUser } from "~/utils/session.server";
import { placeHold } from "@core/booking/booking-service";
import { UNEXPECTED_MESSAGE, ValidationError } from "@core/errors";
import { services } from "@core/services";

/**
 * /checkout?name&id&c&in&out&type (spec §2 Checkout, §4 Checkout flow): My Details, the vehicle
 * picker (3 a page), the price summary with the coupon entry, and Confirm, which places a 15-minute
 * hold and goes on to /checkout/pay/{bookingId}.
 *
 * Every choice lives in the URL (`vehicle`, `vp` for the picker's page, `coupon`), so the page is
 * one GET away from any state and works without JavaScript: the forms post here and the action
 * redirects back with the choice in the query. The price is always `quote`'s, for the chosen
 * vehicle's kind; amounts in the URL (the spec's amt/amtT/diff) are ignored (ARCHITECTURE §4).
 * What the page shows is read in app/routes/booking/parts/checkout-view.server.ts; the coupon entry and the
 * vehicle picker are components.
 *
 * The forms are on the form kit, one schema per intent (app/components/booking/checkout-forms.ts). A refusal
 * comes back as Conform's reply tagged with the form it belongs to (`form`: "coupon" or "confirm"),
 * so each form shows only its own messages.
 */
const CONFIRM_FORM = "confirm-form";

export async function loader({ request }: LoaderFunctionArgs) {
  return checkoutView(request);
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const url = new URL(request.url);
  const formData = await request.formData();
  const back = (changes: Record<string, string>) => {
    const params = new URLSearchParams(url.search);
    for (const [key, value] of Object.entries(changes)) params.set(key, value);
    return redirect(`/checkout?${params}`, 303);
  };
  // Which form was sent: the coupon form's hidden field, or the confirm form's pressed button.
  const intent = formData.get("intent");

  if (intent === "apply") {
    const submission = parseWithZod(formData, { schema: applyCouponSchema });
    if (submission.status !== "success") return replyFor("coupon", await invalidSubmission(request, submission));
    // The code goes into the URL; the page's quote judges it there (checkout-view.server.ts).
    const { couponCode, vehicle } = submission.value;
    return back({ coupon: couponCode, ...(vehicle ? { vehicle } : {}) });
  }

  if (intent === "select") {
    // Without JavaScript, "Update price" shows the chosen vehicle's price (spec §4, step 1).
    const submission = parseWithZod(formData, { schema: selectVehicleSchema });
    if (submission.status !== "success") return replyFor("confirm", await invalidSubmission(request, submission));
    const vehicleId = submission.value.vehicleId || submission.value.chosenVehicleId;
    return back(vehicleId ? { vehicle: vehicleId } : {});
  }

  if (intent === "confirm") {
    const submission = parseWithZod(formData, { schema: confirmSchema });
    if (submission.status !== "success") return replyFor("confirm", await invalidSubmission(request, submission));
    const form = submission.value;
    let bookingId: string;
    try {
      const booking = await placeHold(services().table, user.id, {
        parkingId: form.parkingId || (url.searchParams.get("id") ?? ""),
        // A radio picked on this page wins over the choice carried from another page of the picker;
        // the schema requires one of them.
        vehicleId: form.vehicleId || form.chosenVehicleId || "",
        ...stayInstants(form.in || url.searchParams.get("in"), form.out || url.searchParams.get("out")),
        couponCode: form.coupon,
      });
      bookingId = booking.id;
    } catch (error) {
      // The window's messages come back under the form's own `in` and `out`; the page shows every one of them in its banner.
      return replyFor(
        "confirm",
        await replyWithError(request, submission, error, { logMessage: "placing a hold failed", logFields: { userId: user.id } }),
      );
    }
    return redirect(`/checkout/pay/${encodeURIComponent(bookingId)}`, 303);
  }

  // No page of ours posts anything else.
  return replyWithRefusal(request, new ValidationError(UNEXPECTED_MESSAGE), {
    logMessage: "checkout post",
    extra: { form: "confirm" as const },
  });
}

/**
 * With JavaScript, a coupon request that never reaches the server gets the spec's network message
 * next to the coupon field instead of the error page. Redirects and server answers pass through.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const formData = await request.clone().formData();
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error) || formData.get("intent") !== "apply") throw error;
    return couponNetworkReply(formData);
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Checkout") }];
/** The member's own order: not for search engines (the root layout adds robots noindex). */
export const handle: PrivatePageHandle = { privatePage: true };

export default function Checkout() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof clientAction>();
  const confirmReply = actionData?.form === "confirm" ? actionData.result : undefined;
  const { me, parking, detailHref, window, picker, chosen, summary, problem, coupon, messages, t } = loaderData;
  // The browser's own message (a lost connection, clientAction) in the page's language.
  const couponReply = useMemo(
    () => (actionData?.form === "coupon" ? withNetworkText(actionData.result, t.couponNetworkError) : undefined),
    [actionData, t.couponNetworkError],
  );
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
  const confirm = useKitForm(confirmSchema, { id: CONFIRM_FORM, lastResult: confirmReply });
  // Its fields are hidden or elsewhere (the picker's radios): all its messages go in the banner.
  const { in: inField, out, parkingId, vehicleId, chosenVehicleId, coupon: couponField } = confirm.fields;
  const confirmErrors = [confirm.form, inField, out, parkingId, vehicleId, chosenVehicleId, couponField].flatMap((f) => f.errors ?? []);
  const banner = confirmErrors.length > 0 ? [...new Set(confirmErrors)].join(" ") : problem;

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
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.eyebrow}</p>
        <h1 className="mt-1 text-balance text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{parking.name}</h1>
        <p className="mt-1 text-slate-700">
          {parking.address} <span className="text-slate-500">· {parking.code}</span>
        </p>
        {window ? (
          <p className="mt-2 text-slate-800">
            <span className="font-semibold">{window.from}</span> <span aria-hidden="true">→</span>
            <span className="sr-only">{t.to}</span> <span className="font-semibold">{window.to}</span>
          </p>
        ) : null}
        <Link to={detailHref} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          {t.changeTimeOrType}
        </Link>
      </header>

      {banner ? (
        <div
          role="alert"
          id={confirmErrors.length > 0 ? confirm.form.errorId : undefined}
          className="mt-6 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-medium text-red-800"
        >
          {banner}
        </div>
      ) : null}
      {!me.verified ? <UnverifiedNotice here={here} message={messages.unverified} t={t} /> : null}

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          <Card labelledBy="details-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="details-heading" className="text-lg font-bold text-slate-900">
                {t.myDetails}
              </h2>
              <Link to="/profile" className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
                {t.changeInProfile}
              </Link>
            </div>
            <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
              <Detail label={t.name} value={me.name} />
              <Detail label={t.email} value={me.email} />
              <Detail label={t.contact} value={me.contact} />
            </dl>
          </Card>

          <Card labelledBy="vehicle-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="vehicle-heading" className="text-lg font-bold text-slate-900">
                {t.vehicle}
              </h2>
              <Link
                to={`/vehicles/new?returnTo=${encodeURIComponent(here)}`}
                className="inline-flex items-center gap-1 rounded-md border border-brand-600 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                <span aria-hidden="true">+</span> {t.addVehicle}
              </Link>
            </div>
            <VehiclePicker
              picker={picker}
              chosen={chosen}
              selected={selected}
              onChange={onVehicleChange}
              pageHref={(n) => hrefWith({ vp: String(n), vehicle: selected })}
              formId={CONFIRM_FORM}
              showUpdateButton={!hydrated}
              t={t}
            />
          </Card>
        </div>

        <aside aria-labelledby="summary-heading" className="rounded-2xl bg-white p-5 shadow-lg ring-1 ring-slate-200 lg:sticky lg:top-24">
          <h2 id="summary-heading" className="text-lg font-bold text-slate-900">
            {t.priceSummary}
          </h2>
          <ul aria-label={t.cancellationAndChanges} className="mt-2 space-y-0.5 text-xs text-slate-600">
            <li>{parking.policy.cancellation}</li>
            <li>{parking.policy.reentry}</li>
          </ul>
          <div className="mt-3 space-y-4">
            {summary ? (
              <>
                <PriceBreakdown view={summary.price} headingId="price-heading" />
                {coupon?.status === "applied" ? <p className="-mt-2 text-xs text-slate-600">{t.couponNote}</p> : null}
              </>
            ) : null}

            <CouponForm
              key={`${coupon?.code ?? ""}|${coupon?.status ?? ""}`}
              coupon={coupon}
              vehicle={selected}
              reply={couponReply}
              applying={busy === "apply"}
              disabled={!summary}
              t={t}
            />

            <Form method="post" {...confirm.formProps} className="space-y-2 border-t border-slate-200 pt-4">
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
                {busy === "confirm" ? t.confirming : t.confirm}
              </button>
              <p className="text-center text-xs text-slate-600">{t.holdNote}</p>
            </Form>
          </div>
        </aside>
      </div>
    </div>
  );
}
