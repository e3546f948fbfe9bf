import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageTitle, SUPPORT_EMAIL } from "~/utils/brand";
import { getSignedIn, requireUser } from "~/utils/session.server";
import { errorFields, log } from "../../functions/core/log";
import { slug } from "../../functions/core/parking/parking";
import { getParking } from "../../functions/core/parking/parking-store";
import { failPayment, PAYMENT_MESSAGES, verifyPayment } from "../../functions/core/payment/payment-service";
import { services } from "../../functions/core/services";

/**
 * /payment/callback — where a payment comes back (ARCHITECTURE §5): as a GET from the embedded
 * test gateway, as a POST from Razorpay Checkout's handler (our pay page) or from Razorpay's
 * redirect flow. The signature is checked against the order id WE stored, by the same service the
 * webhook and the JSON API use; whichever of them arrives first confirms the booking.
 *
 * Razorpay's redirect flow posts from razorpay.com, and a SameSite=Lax cookie stays off a
 * cross-site POST: such a POST is turned into a GET of this page with the same fields (a top-level
 * navigation carries the cookie), so the member is known before anything is confirmed or released.
 */
const VERIFY_FAILED = "Something wrong happened while verifying your payment. If money was taken, it will be refunded; please contact support.";

interface CallbackInput {
  orderId: string;
  paymentId: string;
  signature: string;
  /** The gateway reports a failed payment (the test gateway's `error`, Razorpay's `error[...]`). */
  failed: boolean;
}

type Outcome =
  | { kind: "failed"; message: string; retryHref: string | null }
  | { kind: "refunded"; message: string }
  | { kind: "error"; message: string }
  | { kind: "none" };

function readInput(entries: Iterable<[string, FormDataEntryValue]>): CallbackInput | null {
  const fields = new Map<string, string>();
  for (const [key, value] of entries) if (typeof value === "string" && !fields.has(key)) fields.set(key, value);
  const failed = fields.has("error") || [...fields.keys()].some((key) => key.startsWith("error["));
  let orderId = fields.get("razorpay_order_id") ?? fields.get("error[metadata][order_id]") ?? "";
  if (!orderId && fields.has("error[metadata]")) {
    // Razorpay's redirect flow sends the failed payment's order inside a JSON metadata field.
    try {
      const metadata = JSON.parse(fields.get("error[metadata]") ?? "") as { order_id?: unknown };
      if (typeof metadata.order_id === "string") orderId = metadata.order_id;
    } catch {
      orderId = "";
    }
  }
  const input = { orderId, paymentId: fields.get("razorpay_payment_id") ?? "", signature: fields.get("razorpay_signature") ?? "", failed };
  return input.orderId || input.paymentId || input.failed ? input : null;
}

function asQuery(input: CallbackInput): string {
  const params = new URLSearchParams();
  if (input.failed) params.set("error", "payment_failed");
  if (input.orderId) params.set("razorpay_order_id", input.orderId);
  if (input.paymentId) params.set("razorpay_payment_id", input.paymentId);
  if (input.signature) params.set("razorpay_signature", input.signature);
  return params.toString();
}

/** Confirms (and throws the redirect to the success page) or releases the hold; both are idempotent. */
async function settle(userId: string, input: CallbackInput): Promise<{ outcome: Outcome }> {
  const svc = services();
  if (input.failed) {
    let retryHref: string | null = null;
    try {
      if (input.orderId) {
        const booking = await failPayment(svc, userId, input.orderId);
        const parking = await getParking(svc.table, booking.parkingId);
        const back = new URLSearchParams({ city: parking?.city ?? "", id: booking.parkingId, in: booking.inTime, out: booking.outTime, type: booking.vehicleKind });
        retryHref = `/detail/${slug(booking.parkingName)}?${back}`;
      }
    } catch (error) {
      // Nothing was charged either way; an unknown order only costs the retry link (the sweeper frees the hold).
      log.warn("releasing a hold after a failed payment failed", { userId, orderId: input.orderId, ...errorFields(error) });
    }
    return { outcome: { kind: "failed", message: PAYMENT_MESSAGES.failed, retryHref } };
  }

  let result: Awaited<ReturnType<typeof verifyPayment>>;
  try {
    result = await verifyPayment(svc, { razorpay_order_id: input.orderId, razorpay_payment_id: input.paymentId, razorpay_signature: input.signature }, userId);
  } catch (error) {
    log.warn("payment verification failed", { userId, orderId: input.orderId, ...errorFields(error) });
    return { outcome: { kind: "error", message: VERIFY_FAILED } };
  }
  if (result.outcome === "refunded") return { outcome: { kind: "refunded", message: PAYMENT_MESSAGES.refunded } };
  // "confirmed" or "already" (a repeated callback, or the webhook was first): the booking is there.
  const paymentId = result.booking.transaction_id ?? input.paymentId;
  throw redirect(`/payment-success?${new URLSearchParams({ id: paymentId, order: input.orderId })}`, 303);
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const input = readInput(new URL(request.url).searchParams);
  if (!input) return { outcome: { kind: "none" } as Outcome };
  return settle(user.id, input);
}

export async function action({ request }: ActionFunctionArgs) {
  const input = readInput(await request.formData());
  const signedIn = await getSignedIn(request);
  if (!input) return data({ outcome: { kind: "none" } as Outcome });
  if (!signedIn) throw redirect(`/payment/callback?${asQuery(input)}`, 303);
  return data(await settle(signedIn.user.id, input));
}

export const meta: MetaFunction = () => [{ title: pageTitle("Payment") }];

export default function PaymentCallback() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const outcome: Outcome = actionData?.outcome ?? loaderData.outcome;

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col justify-center px-4 py-16">
      {outcome.kind === "failed" ? (
        <Panel tone="red" title="Payment failed">
          <p>{outcome.message}</p>
          <Link
            to={outcome.retryHref ?? "/"}
            className="mt-5 inline-flex h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            Try again
          </Link>
        </Panel>
      ) : outcome.kind === "refunded" ? (
        <Panel tone="amber" title="Payment refunded">
          <p>{outcome.message}</p>
          <Link to="/booking" className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-2">
            Go to my bookings
          </Link>
        </Panel>
      ) : outcome.kind === "error" ? (
        <Panel tone="red" title="Something went wrong">
          <p>{outcome.message}</p>
          <p className="mt-3">
            Support:{" "}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline underline-offset-2">
              {SUPPORT_EMAIL}
            </a>
          </p>
        </Panel>
      ) : (
        <Panel tone="slate" title="Nothing to confirm here">
          <p>This page finishes a payment. Your bookings are in My bookings.</p>
          <Link to="/booking" className="mt-5 inline-block font-semibold text-brand-700 underline underline-offset-2">
            Go to my bookings
          </Link>
        </Panel>
      )}
    </div>
  );
}

const TONES = {
  red: "border-red-200 bg-red-50 text-red-900",
  amber: "border-amber-300 bg-amber-50 text-amber-900",
  slate: "border-slate-200 bg-white text-slate-800",
} as const;

function Panel({ tone, title, children }: { tone: keyof typeof TONES; title: string; children: ReactNode }) {
  return (
    <section role={tone === "slate" ? undefined : "alert"} className={`rounded-2xl border p-6 shadow-sm sm:p-8 ${TONES[tone]}`}>
      <h1 className="text-2xl font-bold">{title}</h1>
      <div className="mt-3 leading-7">{children}</div>
    </section>
  );
}
