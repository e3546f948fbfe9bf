import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { LineIcon } from "~/components/kit/Icon";
import { pageTitle } from "~/utils/brand";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";

// The same for every visitor: kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction = () => [
  { title: pageTitle("How Does It Work") },
  {
    name: "description",
    content: "Find parking near your destination, book and pay online, then follow the directions to your guaranteed space.",
  },
];

interface Step {
  title: string;
  text: string;
  points: readonly string[];
  icon: ReactNode;
}

// The three-step explainer of spec §1.
const STEPS: readonly Step[] = [
  {
    title: "Find parking nearby",
    text: "Enter your destination with your arrival and departure times.",
    points: [
      "See the car parks around your destination in a list and on a map.",
      "Compare free spaces for four-wheelers and two-wheelers, and prices for your times.",
      "Open a car park to see its details: security, covered parking, opening hours.",
    ],
    icon: (
      <>
        <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </>
    ),
  },
  {
    title: "Book and pay online",
    text: "Secure your booking and pay in full online.",
    points: [
      "Pick your vehicle and apply a discount code if you have one.",
      "Pay by UPI, card, netbanking, wallet or pay later.",
      "Receive a confirmation e-mail with your booking voucher and purchase receipt.",
    ],
    icon: (
      <>
        <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
        <path d="M2.5 10h19M6.5 15h4" />
      </>
    ),
  },
  {
    title: "Park",
    text: "Follow the directions to the car park and drive in to your guaranteed space.",
    points: [
      "Your space is kept for your vehicle type for the whole time you booked.",
      "Show your booking voucher at the car park, on your phone or printed.",
      "Plans changed? Cancel from your bookings, up to 3 hours before arrival depending on the car park.",
    ],
    icon: (
      <>
        <path d="M5 11 6.6 6.6A2 2 0 0 1 8.5 5.3h7a2 2 0 0 1 1.9 1.3L19 11" />
        <path d="M3.5 17.5V13a2 2 0 0 1 2-2h13a2 2 0 0 1 2 2v4.5h-17Z" />
        <path d="M6 17.5V19M18 17.5V19M7 14.3h.01M17 14.3h.01" />
      </>
    ),
  },
];

export default function HowItWorks() {
  return (
    <>
      <section aria-labelledby="how-heading" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">THE SMART WAY OF PARKING</p>
          <h1 id="how-heading" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            How does it work?
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-50">
            Three steps from your destination to your parking space. Registering is free.
          </p>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="steps-heading" className="sr-only">
            The three steps
          </h2>
          <ol className="grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white"
                  >
                    <LineIcon className="h-6 w-6">{step.icon}</LineIcon>
                  </span>
                  <span className="text-sm font-semibold uppercase tracking-wider text-brand-700">Step {index + 1}</span>
                </div>
                <h3 className="mt-5 text-xl font-bold text-slate-900">{step.title}</h3>
                <p className="mt-2 leading-7 text-slate-700">{step.text}</p>
                <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700 marker:text-brand-600">
                  {step.points.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>

          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/"
              className="inline-flex items-center justify-center rounded-md bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Find parking now
            </Link>
            <Link
              to="/signup"
              className="inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50"
            >
              Sign up free
            </Link>
            <Link
              to="/help-you"
              className="inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              Questions? See our help pages
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="app-heading" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="app-heading" className="text-2xl font-bold text-brand-900">
              Download the app
            </h2>
            <p id="app-status" className="mt-2 max-w-xl text-slate-700">
              Coming soon: our apps for Android and iPhone are on their way. Until then, everything works in the browser of your phone.
            </p>
          </div>
          {/* The store links are not known yet (spec §1): the button says so rather than leading anywhere. */}
          <button
            id="app"
            type="button"
            disabled
            aria-describedby="app-status"
            className="inline-flex shrink-0 scroll-mt-48 items-center gap-3 rounded-xl bg-slate-900 px-5 py-3 text-left text-white shadow-sm"
          >
            <LineIcon className="h-7 w-7">
              <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
              <path d="M11 18h2M12 7v6M9.5 10.5 12 13l2.5-2.5" />
            </LineIcon>
            <span className="flex flex-col leading-tight">
              <span className="text-lg font-semibold">Download the app</span>
              <span className="text-xs font-semibold text-amber-300">Coming soon</span>
            </span>
          </button>
        </div>
      </section>
    </>
  );
}
