import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageTitle } from "~/utils/brand";

export const meta: MetaFunction = () => [
  { title: pageTitle("Home") },
  {
    name: "description",
    content: "Find parking near your destination, book and pay online, and drive straight to a guaranteed space.",
  },
];

interface Step {
  title: string;
  text: string;
  icon: ReactNode;
}

// The three-step explainer of spec §1.
const STEPS: readonly Step[] = [
  {
    title: "Find parking nearby",
    text: "Enter your destination with your arrival and departure times, and see the car parks around it with their free spaces and prices.",
    icon: <SearchPinIcon />,
  },
  {
    title: "Book and pay online",
    text: "Secure your booking in a few taps and pay in full online by UPI, card, netbanking, wallet or pay later.",
    icon: <CardIcon />,
  },
  {
    title: "Park with ease",
    text: "Follow the directions to the car park and drive straight to your guaranteed space. No circling, no queues.",
    icon: <CarIcon />,
  },
];

export default function Home() {
  return (
    <>
      <section aria-labelledby="hero-heading" className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-900 to-brand-700 text-white">
        <RoadPattern />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-400" />
              Parking across India, booked in advance
            </p>
            <h1 id="hero-heading" className="mt-6 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              We Make Parking Simple - Anytime, Anywhere
            </h1>
            <p className="mt-5 text-xl font-semibold text-brand-100 sm:text-2xl">Say Goodbye to Parking Hassles</p>
            <p className="mt-4 max-w-xl text-base leading-7 text-brand-50">
              Reserve a space for your car or two-wheeler before you leave home, pay online and know exactly where you will
              park.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link
                to="/how-works"
                className="inline-flex items-center justify-center rounded-md bg-white px-6 py-3 font-semibold text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
              >
                See how it works
              </Link>
              <Link
                to="/signup"
                className="inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold text-white ring-1 ring-inset ring-white/70 hover:bg-white/10 focus-visible:outline-white"
              >
                Sign up free
              </Link>
            </div>
          </div>
          <HeroIllustration />
        </div>
      </section>

      <section aria-labelledby="smart-way-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="smart-way-heading" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              THE SMART WAY OF PARKING
            </h2>
            <p className="mt-4 text-lg text-slate-600">Three steps from your destination to your parking space.</p>
          </div>

          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm">
                <div className="flex items-center gap-4">
                  <span aria-hidden="true" className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white">
                    {step.icon}
                  </span>
                  <span className="text-sm font-semibold uppercase tracking-wider text-brand-700">Step {index + 1}</span>
                </div>
                <h3 className="mt-5 text-xl font-bold text-slate-900">{step.title}</h3>
                <p className="mt-2 leading-7 text-slate-600">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="register-heading" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="register-heading" className="text-2xl font-bold text-brand-900">
              Registering is free
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">
              Save your vehicles, see and cancel your bookings, and receive offers for registered users only.
            </p>
          </div>
          <Link
            to="/signup"
            className="inline-flex shrink-0 items-center justify-center rounded-md bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            Create your account
          </Link>
        </div>
      </section>
    </>
  );
}

/** Faint lane markings behind the hero text; purely decorative. */
function RoadPattern() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute inset-0 h-full w-full opacity-[0.07]">
      <defs>
        <pattern id="lanes" width="80" height="80" patternUnits="userSpaceOnUse">
          <path d="M0 40h30M50 40h30M40 0v30M40 50v30" stroke="#fff" strokeWidth="4" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#lanes)" />
    </svg>
  );
}

/** A stylised map with a route ending at a parking sign; decorative, so hidden from assistive technology. */
function HeroIllustration() {
  return (
    <div aria-hidden="true" className="hidden justify-center lg:flex">
      <svg viewBox="0 0 420 340" className="w-full max-w-md drop-shadow-2xl">
        <rect x="10" y="10" width="400" height="320" rx="28" fill="#eef6ff" />
        <path d="M10 120h400M10 240h400M140 10v320M290 10v320" stroke="#d9eaff" strokeWidth="22" />
        <path d="M10 120h400M10 240h400M140 10v320M290 10v320" stroke="#fff" strokeWidth="2" strokeDasharray="10 10" />
        <rect x="170" y="150" width="90" height="60" rx="10" fill="#d9eaff" />
        <rect x="30" y="30" width="86" height="66" rx="10" fill="#d9eaff" />
        <rect x="316" y="262" width="72" height="48" rx="10" fill="#d9eaff" />
        <path d="M60 300V240h80v-120h150V70" fill="none" stroke="#1d6fd8" strokeWidth="8" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="60" cy="300" r="14" fill="#0b2a52" />
        <circle cx="60" cy="300" r="6" fill="#fff" />
        <g transform="translate(258 6)">
          <rect x="30" y="56" width="6" height="40" rx="3" fill="#0b2a52" />
          <rect width="66" height="66" rx="14" fill="#155bb5" stroke="#fff" strokeWidth="4" />
          <path d="M24 54V14h11a11 11 0 0 1 0 22H24" fill="none" stroke="#fff" strokeWidth="8" strokeLinejoin="round" />
        </g>
      </svg>
    </div>
  );
}

function SearchPinIcon() {
  return (
    <svg focusable="false" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  );
}

function CardIcon() {
  return (
    <svg focusable="false" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 10h19M6.5 15h4" />
    </svg>
  );
}

function CarIcon() {
  return (
    <svg focusable="false" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 11 6.6 6.6A2 2 0 0 1 8.5 5.3h7a2 2 0 0 1 1.9 1.3L19 11" />
      <path d="M3.5 17.5V13a2 2 0 0 1 2-2h13a2 2 0 0 1 2 2v4.5h-17Z" />
      <path d="M6 17.5V19M18 17.5V19M7 14.3h.01M17 14.3h.01" />
    </svg>
  );
}
