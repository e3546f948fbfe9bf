import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { DomainError, ValidationError } from "@core/errors";
import { paymentGateway, requireOwnOrder } from "@core/payment/payment-service";
import { TestGateway } from "@core/payment/test-gateway";
import { services } from "@core/services";
import { replyWithRefusal } from "~/utils/form.server";
import { notFound } from "~/utils/http.server";
import { BRAND_NAME } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { TEST_GATEWAY, type TestGatewayMessages } from "~/i18n/booking/gateway.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * /test-gateway/checkout?order_id — the embedded test gateway's payment page, playing the part of
 * Razorpay's hosted checkout when no Razorpay keys are configured (never in production: there the
 * page is a 404). It stands outside the product's pages, but it shows and settles an order only for
 * the signed-in member who opened it (a visitor goes to sign-in, another member is refused), and
 * answers the way Razorpay's redirect flow does: a form POST of the signed result to
 * /payment/callback (sent by script, or by the visitor's press without JavaScript), which the
 * production verification code checks. A failed payment goes back as Razorpay's `error[...]` fields.
 *
 * Tests can make it lose the way back (an injected "callback" fault): the payment is authorised
 * here and nobody tells the merchant — locally there is no webhook either — which is the case the
 * reconciler repairs.
 */
type ReturnForm = { action: "/payment/callback"; fields: [string, string][] };
const CHOOSE = "Please choose Complete or Fail.";

function testGateway(): TestGateway {
  // The page exists only when the test gateway was asked for by name (TEST_GATEWAY=on, never in production).
  if (services().config.TEST_GATEWAY !== "on") notFound();
  const gateway = paymentGateway(services());
  if (gateway.kind !== "test" || !(gateway instanceof TestGateway)) notFound();
  return gateway;
}

/** The order's id, once the signed-in member is known to own it (core's requireOwnOrder). */
async function ownOrderIdOf(request: Request): Promise<string> {
  const orderId = new URL(request.url).searchParams.get("order_id") ?? "";
  if (!/^order_[A-Za-z0-9]{1,40}$/.test(orderId)) notFound();
  const { user } = await requireUser(request);
  await requireOwnOrder(services(), user.id, orderId).catch(refuse);
  return orderId;
}

/** Another member's order (or none of ours) is a 403 page; nothing about it is shown. */
function refuse(error: unknown): never {
  if (error instanceof DomainError) throw data({ message: error.message }, { status: 403 });
  throw error;
}

export async function loader({ request }: LoaderFunctionArgs) {
  const gateway = testGateway();
  const orderId = await ownOrderIdOf(request);
  const order = await gateway.getOrder(orderId);
  if (!order) notFound();
  const t = TEST_GATEWAY.pick(await pageLanguage(request));
  return {
    orderId: order.id,
    status: order.status,
    statusLabel: t[order.status],
    t,
    // Paise, like Razorpay; shown in rupees with paise as a gateway would.
    amount: `₹${(order.amount / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const gateway = testGateway();
  const orderId = await ownOrderIdOf(request);
  const intent = (await request.formData()).get("intent");
  try {
    if (intent === "complete") {
      const paid = await gateway.pay(orderId);
      if (await gateway.faultAt("callback")) return data({ lost: true as const });
      const fields: [string, string][] = [
        ["razorpay_payment_id", paid.paymentId],
        ["razorpay_order_id", orderId],
        ["razorpay_signature", paid.signature],
      ];
      return data({ returnForm: { action: "/payment/callback", fields } satisfies ReturnForm });
    }
    if (intent === "fail") {
      await gateway.fail(orderId);
      const fields: [string, string][] = [
        ["error[code]", "BAD_REQUEST_ERROR"],
        ["error[description]", "Payment failed"],
        ["error[source]", "customer"],
        ["error[step]", "payment_authorization"],
        ["error[reason]", "payment_failed"],
        ["error[metadata]", JSON.stringify({ order_id: orderId })],
      ];
      return data({ returnForm: { action: "/payment/callback", fields } satisfies ReturnForm });
    }
  } catch (error) {
    // Two buttons and no fields (the form kit's NO_FIELDS): a refusal (the order is already paid) is the form's message.
    return replyWithRefusal(request, error, { logMessage: "test gateway failed", logFields: { orderId } });
  }
  return replyWithRefusal(request, new ValidationError(CHOOSE), { logMessage: "test gateway post" });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.t.title ?? "Test gateway checkout" },
  { name: "robots", content: "noindex" },
];

export default function TestGatewayCheckout() {
  const { orderId, status, statusLabel, amount, t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const { form, formProps } = useKitForm(NO_FIELDS, {
    id: "gateway",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
  });

  const returnForm = actionData && "returnForm" in actionData ? actionData.returnForm : undefined;
  if (returnForm) return <ReturnToMerchant form={returnForm} t={t} />;

  return (
    <div className="flex flex-1 items-start justify-center bg-slate-900 px-4 py-10 sm:items-center sm:py-16">
      <section
        aria-labelledby="gateway-heading"
        className="w-full max-w-md overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-black/10"
      >
        <div className="bg-[repeating-linear-gradient(135deg,#fbbf24_0_12px,#1e293b_12px_24px)] px-4 py-1.5" aria-hidden="true" />
        <header className="bg-slate-800 px-6 py-5 text-white">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-amber-300">{t.eyebrow}</p>
          <h1 id="gateway-heading" className="mt-1 text-lg font-bold">
            {t.heading}
          </h1>
          <p className="mt-1 text-sm text-slate-300">{t.intro}</p>
        </header>

        <div className="px-6 py-6">
          <dl className="space-y-3">
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-slate-600">{t.amount}</dt>
              <dd className="text-3xl font-extrabold tabular-nums text-slate-900">{amount}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-slate-600">{t.order}</dt>
              <dd className="break-all font-mono text-sm text-slate-900">{orderId}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-slate-600">{t.merchant}</dt>
              <dd className="text-sm font-semibold text-slate-900">{BRAND_NAME}</dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-sm text-slate-600">{t.status}</dt>
              <dd className="text-sm font-semibold capitalize text-slate-900">{statusLabel}</dd>
            </div>
          </dl>

          {form.errors?.length ? (
            <p
              id={form.errorId}
              role="alert"
              className="mt-5 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
            >
              {form.errors.join(" ")}
            </p>
          ) : null}
          {actionData && "lost" in actionData ? (
            <p role="status" className="mt-5 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900">
              {t.lost}
            </p>
          ) : null}

          <Form method="post" {...formProps} className="mt-6 grid gap-3">
            <button
              type="submit"
              name="intent"
              value="complete"
              disabled={busy}
              className="h-12 rounded-lg bg-emerald-600 px-5 font-semibold text-white shadow-sm hover:bg-emerald-700 disabled:cursor-wait disabled:opacity-75"
            >
              {t.complete}
            </button>
            <button
              type="submit"
              name="intent"
              value="fail"
              disabled={busy || status === "paid"}
              className="h-12 rounded-lg border border-red-300 bg-white px-5 font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {t.fail}
            </button>
          </Form>
          <p className="mt-5 text-center text-xs text-slate-500">{t.signed}</p>
        </div>
      </section>
    </div>
  );
}

/** Back to the merchant, the way Razorpay's redirect flow goes: a form POST, sent by script, or by the visitor without it. */
function ReturnToMerchant({ form, t }: { form: ReturnForm; t: Pick<TestGatewayMessages, "returning" | "returnTo"> }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => ref.current?.submit(), []);
  return (
    <div className="flex flex-1 items-start justify-center bg-slate-900 px-4 py-10 sm:items-center sm:py-16">
      <section
        aria-labelledby="return-heading"
        className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl ring-1 ring-black/10"
      >
        <h1 id="return-heading" className="text-lg font-bold text-slate-900">
          {t.returning}
        </h1>
        <form ref={ref} method="post" action={form.action} className="mt-6">
          {form.fields.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="h-12 rounded-lg bg-slate-800 px-5 font-semibold text-white hover:bg-slate-900">
            {t.returnTo}
          </button>
        </form>
      </section>
    </div>
  );
}
