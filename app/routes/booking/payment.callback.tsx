import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { getSignedIn } from "~/utils/session.server";
import { errorFields, log } from "@core/log";
import { failPayment, PaymentNotCapturedError, verifyPayment } from "@core/payment/payment-service";
import { services } from "@core/services";
import { paymentResultHref, type PaymentResultKind } from "~/routes/booking/parts/payment-result";

/**
 * /payment/callback — where a payment comes back (ARCHITECTURE §5), always as a form POST: from
 * Razorpay Checkout's handler on our pay page, from Razorpay's redirect flow (a cross-site POST
 * from api.razorpay.com) and from the embedded test gateway's page. The signature is checked
 * against the order id WE stored, by the same service the webhook and the JSON API use; whichever
 * of them arrives first confirms the booking.
 *
 * A resource route (action and loader, no component) on purpose. For a POST to a *document*
 * route, @remix-run/server-runtime first runs throwIfPotentialCSRFAttack (server.js,
 * handleDocumentRequest): an Origin whose host differs from Host/X-Forwarded-Host throws, and the
 * answer is a 500 before the action runs — so Razorpay's redirect flow never reached this code and
 * the booking depended on the webhook. Resource routes skip that check; our own same-origin guard
 * exempts this path by name, because here the signature is the credential.
 *
 * Cross-site, the SameSite=Lax session cookie stays off the POST, so the member may be unknown, and
 * need not be known: HMAC(order_id|payment_id) with our key secret, for the order we stored, proves
 * the gateway took this payment for that booking. When a session is there, it must be the booking's
 * owner. Every answer is a 303 to a GET page (that top-level GET carries the cookie again): the
 * success page, or /payment/result for a failed, refunded or unverifiable payment.
 *
 * A failed payment releases its hold only when the member is known (their own page posted it):
 * Razorpay's failure report carries no signature, and an anonymous cross-site POST must not release
 * anybody's hold. Razorpay lets the member retry the same order meanwhile; the sweeper releases the
 * hold at its expiry.
 *
 * GET changes nothing (no gateway needs it: Razorpay and the test gateway both POST); it only
 * leads to the result page.
 */
interface CallbackInput {
  orderId: string;
  paymentId: string;
  signature: string;
  /** The gateway reports a failed payment (Razorpay's `error[...]` fields, the test gateway's too). */
  failed: boolean;
}

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

function toResult(kind: PaymentResultKind, orderId: string): Response {
  return redirect(paymentResultHref(kind, orderId), 303);
}

/** Confirms or releases (both idempotent) and says where the browser goes next. */
async function settle(userId: string | undefined, input: CallbackInput): Promise<Response> {
  const svc = services();
  if (input.failed) {
    if (userId && input.orderId) {
      try {
        await failPayment(svc, userId, input.orderId);
      } catch (error) {
        // Nothing was charged either way; an unknown order only costs the release (the sweeper frees the hold).
        log.warn("releasing a hold after a failed payment failed", { userId, orderId: input.orderId, ...errorFields(error) });
      }
    }
    return toResult("failed", input.orderId);
  }

  let result: Awaited<ReturnType<typeof verifyPayment>>;
  try {
    result = await verifyPayment(
      svc,
      { razorpay_order_id: input.orderId, razorpay_payment_id: input.paymentId, razorpay_signature: input.signature },
      userId,
    );
  } catch (error) {
    log.warn("payment verification failed", { userId, orderId: input.orderId, ...errorFields(error) });
    // Signed, but not captured money for the order (failed at the bank, or not ours): the hold stays for another try.
    return toResult(error instanceof PaymentNotCapturedError ? "failed" : "error", input.orderId);
  }
  if (result.outcome === "refunded") return toResult("refunded", input.orderId);
  // "confirmed" or "already" (a repeated callback, or the webhook was first): the booking is there.
  const paymentId = result.booking.transaction_id ?? input.paymentId;
  return redirect(`/payment-success?${new URLSearchParams({ id: paymentId, order: input.orderId })}`, 303);
}

export async function action({ request }: ActionFunctionArgs) {
  const input = readInput(await request.formData());
  if (!input) return toResult("none", "");
  const signedIn = await getSignedIn(request);
  return settle(signedIn?.user.id, input);
}

export async function loader({ request }: LoaderFunctionArgs) {
  return toResult("none", new URL(request.url).searchParams.get("razorpay_order_id") ?? "");
}
