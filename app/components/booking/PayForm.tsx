import type { SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { SlowNotice, SubmitButton } from "~/components/kit/SubmitButton";
import { fill } from "~/i18n/catalogue";
import type { PayMessages } from "~/i18n/booking/texts";

/**
 * The pay page's Pay button and its browser half (app/routes/booking/checkout_.pay.$bookingId.tsx): with
 * JavaScript and Razorpay, Pay loads checkout.js on demand, asks the page's action for the order
 * (intent "order") and opens Razorpay's window, whose handler posts the result to /payment/callback;
 * otherwise Pay is a plain POST. Also the hosted-checkout redirect form and the booking's facts.
 */
const RAZORPAY_SDK = "https://checkout.razorpay.com/v1/checkout.js";

export interface RazorpayCheckout {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email: string; contact: string };
}

/** What the pay page's action answers the fetcher: Razorpay's order, or the refusal as the form's reply. */
export type PayAnswer = { intent: "order"; checkout: RazorpayCheckout } | { result: SubmissionResult<string[]> };

interface RazorpayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

declare global {
  interface Window {
    Razorpay?: new (
      options: RazorpayCheckout & {
        handler: (response: RazorpayResponse) => void;
        modal?: { ondismiss?: () => void };
        theme?: { color?: string };
      },
    ) => { open(): void };
  }
}

/** A document POST to /payment/callback, as Razorpay's redirect flow makes it: its 303 leads to the result page. */
function postToCallback(fields: Record<string, string>): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = "/payment/callback";
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}

/** Loads checkout.js once, only when Pay is pressed; false when it cannot be loaded. */
function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  return new Promise((resolve) => {
    const script = document.createElement("script");
    script.src = RAZORPAY_SDK;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      // Removed so a later press tries again.
      script.remove();
      resolve(false);
    };
    document.body.appendChild(script);
  });
}

export function PayForm({
  gateway,
  total,
  detailHref,
  reply,
  holdGone,
  t,
}: {
  gateway: "razorpay" | "test";
  t: PayMessages;
  holdGone: string;
  total: string;
  detailHref: string;
  /** The refusal of a plain POST (the test gateway, or no JavaScript). */
  reply?: SubmissionResult<string[]>;
}) {
  const navigation = useNavigation();
  const fetcher = useFetcher<PayAnswer>();
  const [hydrated, setHydrated] = useState(false);
  const [sdkError, setSdkError] = useState<string | null>(null);
  const [loadingSdk, setLoadingSdk] = useState(false);
  const openedFor = useRef<unknown>(null);
  useEffect(() => setHydrated(true), []);
  // The refusal of Razorpay's order request (made by the fetcher), else of the plain POST.
  const fetched = fetcher.data && "result" in fetcher.data ? fetcher.data.result : undefined;
  const { form, formProps } = useKitForm(NO_FIELDS, { id: "pay", lastResult: fetched ?? reply });

  // The order has arrived: open Razorpay's window once for this answer.
  useEffect(() => {
    const answer = fetcher.data;
    if (fetcher.state !== "idle" || !answer || !("checkout" in answer) || openedFor.current === answer) return;
    openedFor.current = answer;
    if (!window.Razorpay) {
      setSdkError(t.sdkFailed);
      return;
    }
    const razorpay = new window.Razorpay({
      ...answer.checkout,
      handler: (response) =>
        postToCallback({
          razorpay_order_id: response.razorpay_order_id,
          razorpay_payment_id: response.razorpay_payment_id,
          razorpay_signature: response.razorpay_signature,
        }),
      theme: { color: "#1d4ed8" },
    });
    razorpay.open();
  }, [fetcher.state, fetcher.data, t.sdkFailed]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The kit first (it clears the last refusal); the test gateway, and any visitor without JavaScript, take the plain POST.
    formProps.onSubmit(event);
    if (!hydrated || gateway !== "razorpay") return;
    event.preventDefault();
    setSdkError(null);
    setLoadingSdk(true);
    const loaded = await loadRazorpay();
    setLoadingSdk(false);
    if (!loaded) {
      setSdkError(t.sdkFailed);
      return;
    }
    fetcher.submit({ intent: "order" }, { method: "post" });
  }

  const errors = sdkError ? [sdkError] : (form.errors ?? []);
  const busy = loadingSdk || fetcher.state !== "idle" || (navigation.state !== "idle" && navigation.formData?.get("intent") === "pay");

  return (
    <Form method="post" {...formProps} onSubmit={onSubmit} className="mt-5 space-y-3">
      <input type="hidden" name="intent" value="pay" />
      {errors.length > 0 ? (
        <div
          id={form.errorId}
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {errors.map((message) => (
            <p key={message}>{message}</p>
          ))}
          {errors.includes(holdGone) ? (
            <Link to={detailHref} className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2">
              {t.backToCarPark}
            </Link>
          ) : null}
        </div>
      ) : null}
      <SubmitButton
        busy={busy}
        busyLabel={t.pleaseWait}
        className="inline-flex h-12 w-full items-center justify-center rounded-lg bg-brand-600 px-6 text-lg font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
      >
        {fill(t.payTotal, { total })}
      </SubmitButton>
      <SlowNotice busy={busy} />
      <p className="text-center text-xs text-slate-600">{gateway === "test" ? t.testGatewayNote : t.razorpayNote}</p>
    </Form>
  );
}

/** Razorpay's hosted checkout without JavaScript: a plain form to its page, sent by the visitor. */
export function RazorpayRedirect({
  form,
  t,
}: {
  form: { action: string; fields: [string, string][] };
  t: Pick<PayMessages, "takingToRazorpay" | "razorpayIntro" | "continueToRazorpay">;
}) {
  const ref = useRef<HTMLFormElement>(null);
  // With JavaScript the form sends itself; without it, the button does.
  useEffect(() => ref.current?.submit(), []);
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t.takingToRazorpay}</h1>
      <p className="mt-3 text-slate-700">{t.razorpayIntro}</p>
      <form ref={ref} method="post" action={form.action} className="mt-8">
        {form.fields.map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center rounded-lg bg-brand-600 px-6 text-lg font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t.continueToRazorpay}
        </button>
      </form>
    </div>
  );
}

export function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="break-words font-medium text-slate-900">{value}</dd>
    </div>
  );
}
