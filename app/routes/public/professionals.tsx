import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { useRef } from "react";
import { ErrorSummary, Field, fieldErrorCount, useFocusFirstInvalid, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { MessageSent, SEND_BUTTON, SenderFields } from "~/components/public/ContactFormParts";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { requestMeta } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { sendListingEnquiry } from "@core/contact/contact-service";
import { CONTACT_LIMITS, LISTING_LIMITS, listingEnquirySchema } from "@core/contact/schemas";
import { services } from "@core/services";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";

/**
 * /professionals (the header's PROFESSIONALS, and the footer's "For car park owners"): what listing a
 * car park gives its owner or operator, and an enquiry form that reaches the team the way the
 * contact form does (core's contact service: stored, then mailed to support).
 */
const FORM_ANCHOR = "list-your-car-park";

export function loader({ request }: LoaderFunctionArgs) {
  return { sent: new URL(request.url).searchParams.get("sent") === "1" };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: listingEnquirySchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    await sendListingEnquiry(services(), submission.value, requestMeta(request, context));
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "listing enquiry failed" });
  }
  // Post/redirect/get: a reload of the answer does not send the enquiry again.
  return redirect(`/professionals?sent=1#${FORM_ANCHOR}`);
}

// The same for every visitor, like /contact: kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction = () => [
  { title: pageTitle("Professionals") },
  {
    name: "description",
    content: "List your car park on SMART PARKING: bookings paid in advance, monthly passes, an operator desk for your staff.",
  },
];

interface Offer {
  title: string;
  text: string;
}

// Each line describes something the product does today (README: booking, passes, operator desk, payments).
const OFFERS: readonly Offer[] = [
  {
    title: "Bookings",
    text: "Drivers search a place and a time, see your free four- and two-wheeler spaces and your price, and book and pay before they arrive. Every booking holds its space for its hours, so your car park is never overbooked.",
  },
  {
    title: "Passes",
    text: "Sell monthly passes of 1, 3, 6 or 12 months with 24-hour, daytime or night plans, with spaces set aside for pass holders, and take part in a multi-location pass across your network's car parks.",
  },
  {
    title: "The operator desk",
    text: "Your staff see today's arrivals and departures and check cars in and out by the booking code or by scanning the voucher's QR code, on a phone or a computer at the gate.",
  },
  {
    title: "Payouts",
    text: "Drivers pay in full online (UPI, cards, netbanking, wallets, pay later), so no cash changes hands at the gate, and refunds follow the cancellation cut-off you choose. How and when your earnings are paid out is agreed with our team when you list.",
  },
];

export default function Professionals() {
  const { sent } = useLoaderData<typeof loader>();

  return (
    <>
      <section aria-labelledby="pro-heading" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">For car park owners and operators</p>
          <h1 id="pro-heading" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            List your car park on SMART PARKING
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-brand-50">
            Fill your spaces with drivers who have booked and paid ahead, sell passes, and run the gate from one desk.
          </p>
          <a
            href={`#${FORM_ANCHOR}`}
            className="mt-6 inline-flex rounded-md bg-white px-5 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50"
          >
            Talk to our team
          </a>
        </div>
      </section>

      <div className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="offers-heading">
          <h2 id="offers-heading" className="text-2xl font-bold text-slate-900">
            What listing gives you
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2">
            {OFFERS.map((offer) => (
              <li key={offer.title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold text-brand-900">{offer.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{offer.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section
          id={FORM_ANCHOR}
          aria-labelledby="enquiry-heading"
          className="mt-12 scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="enquiry-heading" className="text-2xl font-bold text-slate-900">
            List your car park
          </h2>
          {sent ? <Sent /> : <EnquiryForm />}
        </section>
      </div>
    </>
  );
}

function Sent() {
  return <MessageSent again={{ to: `/professionals#${FORM_ANCHOR}`, label: "Send another enquiry" }} />;
}

function EnquiryForm() {
  const lastResult = useActionData<typeof action>()?.result;
  const busy = useSubmittingHere();
  const formRef = useRef<HTMLFormElement>(null);
  const { form, fields, formProps } = useKitForm(listingEnquirySchema, { id: "listing-enquiry", lastResult });
  useFocusFirstInvalid(formRef, lastResult);
  const errorCount = fieldErrorCount(form.allErrors);

  return (
    <>
      <p className="mt-2 text-sm text-slate-700">Tell us about your car park and we will call or write back. All fields are required.</p>
      <ErrorSummary formErrorId={form.errorId} formErrors={form.errors} fieldErrors={errorCount} />
      <Form ref={formRef} method="post" action="/professionals" {...formProps} className="mt-6 grid gap-5 sm:grid-cols-2">
        <SenderFields fields={fields} />
        <Field
          meta={fields.carPark}
          label="Car park name"
          inputProps={{ autoComplete: "organization", maxLength: LISTING_LIMITS.carPark }}
        />
        <Field meta={fields.city} label="City" inputProps={{ autoComplete: "address-level2", maxLength: LISTING_LIMITS.city }} />
        <Field
          meta={fields.message}
          label="Message"
          multiline
          className="sm:col-span-2"
          hint="How many spaces, for cars or two-wheelers, and anything else we should know."
          textareaProps={{ rows: 3, maxLength: CONTACT_LIMITS.message }}
        />
        <div className="sm:col-span-2">
          <SubmitButton busy={busy} busyLabel="Sending..." className={SEND_BUTTON}>
            Send enquiry
          </SubmitButton>
        </div>
      </Form>
    </>
  );
}
