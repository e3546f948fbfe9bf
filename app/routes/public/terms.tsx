import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { BRAND_NAME, COMPANY_NAME, POSTAL_ADDRESS_LINES, SUPPORT_EMAIL, pageTitle } from "~/utils/brand";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";

// The same for every visitor: kept at the edge for anonymous requests, like /about (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction = () => [
  { title: pageTitle("Terms and Conditions") },
  { name: "description", content: `The terms for registering with ${BRAND_NAME} and booking parking through it, in plain words.` },
];

/**
 * The terms the sign-up's consent box agrees to (issue 29): short and plain, one section a topic.
 * Static text; the figures (3 hours, 15 minutes, 5 to 10 working days) are the product's defaults
 * as the help pages state them.
 */
const SECTIONS: readonly { title: string; paragraphs: readonly string[] }[] = [
  {
    title: "Who we are",
    paragraphs: [
      // The address lines start with the company name.
      `${BRAND_NAME} is run by ${COMPANY_NAME}, ${POSTAL_ADDRESS_LINES.slice(1).join(", ")}. We list car parks across India and take bookings and payments for them. The car park's operator provides the parking space itself.`,
    ],
  },
  {
    title: "Your account",
    paragraphs: [
      "Register with your own name and an e-mail address you can read, and keep your password to yourself. You are responsible for what is done with your account.",
      "We may suspend an account that is used to cheat, to abuse other people or to break the law.",
      "You can delete your account yourself under Settings → Delete account. What we must keep by law (such as tax invoices) is listed in our privacy notice.",
    ],
  },
  {
    title: "Booking and paying",
    paragraphs: [
      "A booking is for one vehicle, at one car park, for the arrival and departure times you choose. The price is shown before you pay and includes GST.",
      "When you confirm, we hold the space for 15 minutes while you pay. The booking is confirmed only when the payment succeeds; a payment that cannot be matched to a confirmed booking is refunded in full.",
      "Arrive and leave within your booked times. Staying longer may be charged at the car park's rates, and the car park's own rules (height limits, no trailers or racks unless allowed) apply.",
    ],
  },
  {
    title: "Changes, cancellations and refunds",
    paragraphs: [
      "You can change or cancel a Confirmed booking until the car park's cut-off, 3 hours before arrival unless the car park shows another, and never after the stay has started.",
      "A cancellation in time is refunded in full to the way you paid. Refunds take 5 to 10 working days to reach your account, depending on your bank. A discount code stops applying when a booking is changed or cancelled.",
    ],
  },
  {
    title: "Discount codes and passes",
    paragraphs: [
      "Each discount code can be used once per member, only within its dates and where it applies. Codes have no cash value.",
      "Passes are for the vehicle, car parks, days and hours they name. A pass can be cancelled for a full refund until its car park's cut-off before it starts.",
    ],
  },
  {
    title: "The community",
    paragraphs: [
      "Be respectful. Do not post anything abusive, sexual, violent, misleading or that you have no right to share. Moderators may remove posts and ban members who break these rules, and tell you why.",
      "You keep the rights to what you post and let us show it to the members of that community.",
    ],
  },
  {
    title: "Your data",
    paragraphs: [
      "We use your details to run your account, your bookings and the community, and to send you the e-mails they need. We do not sell your data. We keep sign-in records to protect your account. Our privacy notice says in full what we collect, why, for how long, who processes it, and your rights, including how to reach our Grievance Officer.",
    ],
  },
  {
    title: "Our responsibility",
    paragraphs: [
      "We take care that car park details, free spaces and prices are correct, but the car park's operator is responsible for the space, its security and your vehicle while it is parked. Nothing in these terms limits your rights as a consumer under Indian law.",
    ],
  },
  {
    title: "Changes to these terms, and disputes",
    paragraphs: [
      "If we change these terms we say so on this page before the change applies; bookings already made keep the terms they were made under.",
      "These terms are governed by the laws of India, and the courts of Bengaluru, Karnataka, have jurisdiction.",
    ],
  },
];

export default function Terms() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <h1 className="text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Terms and Conditions</h1>
      <p className="mt-3 text-lg text-slate-700">
        The rules for registering with {BRAND_NAME} and booking parking through it. They are short; please read them before you sign up.
      </p>
      {SECTIONS.map((section) => (
        <section key={section.title} aria-labelledby={headingId(section.title)} className="mt-8">
          <h2 id={headingId(section.title)} className="text-xl font-bold text-slate-900">
            {section.title}
          </h2>
          {section.paragraphs.map((text) => (
            <p key={text} className="mt-2 leading-7 text-slate-700">
              {text}
            </p>
          ))}
        </section>
      ))}
      <p className="mt-10 rounded-lg bg-slate-50 p-4 text-slate-700">
        Questions about these terms: write to{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {SUPPORT_EMAIL}
        </a>{" "}
        or use the{" "}
        <Link to="/contact" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          contact page
        </Link>
        . How we handle your data:{" "}
        <Link to="/privacy" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          privacy notice
        </Link>
        .
      </p>
    </div>
  );
}

const headingId = (title: string) => `terms-${title.toLowerCase().replace(/[^a-z]+/g, "-")}`;
