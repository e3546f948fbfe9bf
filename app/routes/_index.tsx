import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { LineIcon, PinIcon, SolidIcon } from "~/components/Icon";
import type { IslandHandle } from "~/islands/Island";
import type { loader as rootLoader } from "~/root";
import { ISLANDS } from "~/islands/names";
import { SearchBarIsland } from "~/islands/SearchBarIsland";
import { pageTitle } from "~/utils/brand";
import { defaultWindow, toIndiaInputValue } from "~/utils/india-time";
import { errorFields, log } from "@core/log";
import { readParkingCounts, type ParkingCounts } from "@core/parking/parking-stats";
import { services } from "@core/services";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { HOME_PAGE_CACHE } from "@core/security/edge-cache";

interface Counter {
  /** "300+", or undefined when the figure is unknown. */
  figure?: string;
  label: string;
}

/**
 * The search bar starts at the default window of spec §9 in India time; computed here, not in the
 * browser, so the server's HTML and the hydrated page agree.
 */
/** Served as an island: only the search bar is hydrated, without the Remix runtime (decision 005). */
export const handle: IslandHandle = { island: ISLANDS.searchBar.name };

export async function loader() {
  const { inTime, outTime } = defaultWindow(new Date());
  return { inValue: toIndiaInputValue(inTime), outValue: toIndiaInputValue(outTime), counters: await readCounters() };
}

async function readCounters(): Promise<Counter[]> {
  let counts: ParkingCounts = {};
  try {
    counts = await readParkingCounts(services().table);
  } catch (error) {
    // The counters are decoration: a failed read costs their figures, never the page.
    log.warn("home counters unavailable", errorFields(error));
  }
  return [
    { figure: tidy(counts.parkings), label: "car parks" },
    { figure: tidy(counts.cities), label: "cities" },
    { figure: tidy(counts.stationsAndAirports), label: "stations and airports" },
  ];
}

/**
 * Rounds down to a figure that reads as a claim, not a tally: 74 → "70+", 183 → "180+",
 * 332 → "300+", 1,240 → "1,000+". Rounding down keeps every "+" true.
 */
function tidy(n: number | undefined): string | undefined {
  if (n === undefined || n < 1) return undefined;
  if (n < 10) return `${Math.floor(n)}+`;
  const step = n < 200 ? 10 : 10 ** (Math.floor(Math.log10(n)) - 1) * 5;
  return `${(Math.floor(n / step) * step).toLocaleString("en-IN")}+`;
}

// The same for every visitor: kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(HOME_PAGE_CACHE);

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
    icon: <PinIcon className="h-6 w-6" />,
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

interface Benefit {
  title: string;
  text: string;
  icon: ReactNode;
}

// The three benefits of spec §1: convenient, fast, cheaper.
const BENEFITS: readonly Benefit[] = [
  { title: "Convenient", text: "Book from home or on the way, for your car or your two-wheeler, at any hour.", icon: <CalendarIcon /> },
  { title: "Fast", text: "Drive straight to your reserved space instead of searching the streets for one.", icon: <BoltIcon /> },
  {
    title: "Cheaper",
    text: "Prices by the block, shown in full with taxes before you pay, often less than at the gate.",
    icon: <RupeeIcon />,
  },
];

/**
 * Under the search bar: a visitor is offered the explainer and a free account; a member, who has
 * one, their bookings and favourite car parks instead (issue 29). The root loader knows who it is;
 * a signed-in page is never kept at the edge (decision 030), so no member's variant is shared.
 */
const HERO_LINKS = {
  visitor: [
    { to: "/how-works", label: "See how it works" },
    { to: "/signup", label: "Sign up free" },
  ],
  member: [
    { to: "/booking", label: "My bookings" },
    { to: "/favourites", label: "Favourite car parks" },
  ],
} as const;

export default function Home() {
  const { inValue, outValue, counters } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);

  return (
    <>
      <section aria-labelledby="hero-heading" className="relative bg-gradient-to-br from-brand-900 via-brand-900 to-brand-700 text-white">
        <RoadPattern />
        <div className="relative mx-auto max-w-7xl px-4 pb-12 pt-10 sm:px-6 sm:pb-16 sm:pt-14 lg:px-8 lg:pb-20 lg:pt-16">
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-400" />
              Parking across India, booked in advance
            </p>
            <h1 id="hero-heading" className="mt-5 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              We Make Parking Simple - Anytime, Anywhere
            </h1>
            <p className="mt-4 text-xl font-semibold text-brand-100 sm:text-2xl">Say Goodbye to Parking Hassles</p>
            <p className="mt-3 max-w-xl text-base leading-7 text-brand-50">
              Reserve a space for your car or two-wheeler before you leave home, pay online and know exactly where you will park.
            </p>
          </div>

          <div className="mt-8">
            <SearchBarIsland idPrefix="home-search" inValue={inValue} outValue={outValue} type="all" />
          </div>

          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            {HERO_LINKS[signedIn ? "member" : "visitor"].map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="rounded text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
              >
                {link.label}
              </Link>
            ))}
          </p>
        </div>
      </section>

      <Counters counters={counters} />

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
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white"
                  >
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

      <section aria-labelledby="benefits-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="benefits-heading" className="text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            Why drivers book with us
          </h2>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700"
                >
                  {benefit.icon}
                </span>
                <div>
                  <h3 className="text-xl font-bold text-slate-900">{benefit.title}</h3>
                  <p className="mt-1 leading-7 text-slate-600">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">About us</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              Parking made for Indian cities
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              We partner with car parks at stations, airports, markets and offices across India, so that you can find a space, book it and
              pay for it before you set out. No circling the block, no arguments at the gate: your space is waiting for you.
            </p>
            <Link
              to="/about"
              className="mt-6 inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              Read more about us
              <ArrowIcon />
            </Link>
          </div>
          <MapIllustration />
        </div>
      </section>

      <section aria-labelledby="app-heading" className="bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="app-heading" className="text-2xl font-bold">
              Take SMART PARKING with you
            </h2>
            <p className="mt-2 max-w-2xl text-brand-100">
              Our apps for Android and iPhone are on their way. Until then, everything works in the browser of your phone.
            </p>
          </div>
          <Link
            to="/how-works#app"
            className="inline-flex shrink-0 items-center gap-3 rounded-xl bg-white px-5 py-3 text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
          >
            <PhoneIcon />
            <span className="flex flex-col leading-tight">
              <span className="text-lg font-semibold">Download the app</span>
              <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">Coming soon</span>
            </span>
          </Link>
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

/** Figures from the car-park counters (core parking-stats); without them the strip still names what we cover, just without numbers. */
function Counters({ counters }: { counters: Counter[] }) {
  return (
    <section aria-label="SMART PARKING in numbers" className="border-b border-slate-200 bg-white">
      <ul className="mx-auto grid max-w-7xl gap-4 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:px-8">
        {counters.map((counter) => (
          <li key={counter.label} className="flex items-baseline justify-center gap-2 text-center">
            {counter.figure ? <span className="text-3xl font-extrabold text-brand-700">{counter.figure}</span> : null}{" "}
            <span className={counter.figure ? "text-lg font-medium text-slate-700" : "text-lg font-semibold capitalize text-brand-900"}>
              {counter.label}
            </span>
          </li>
        ))}
      </ul>
    </section>
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
function MapIllustration() {
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

function CardIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 10h19M6.5 15h4" />
    </LineIcon>
  );
}

function CarIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <path d="M5 11 6.6 6.6A2 2 0 0 1 8.5 5.3h7a2 2 0 0 1 1.9 1.3L19 11" />
      <path d="M3.5 17.5V13a2 2 0 0 1 2-2h13a2 2 0 0 1 2 2v4.5h-17Z" />
      <path d="M6 17.5V19M18 17.5V19M7 14.3h.01M17 14.3h.01" />
    </LineIcon>
  );
}

function CalendarIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <rect x="3.5" y="5" width="17" height="15.5" rx="2.5" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8.5 14.5l2 2 4-4" />
    </LineIcon>
  );
}

function BoltIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <path d="M13 2.5 4.5 13.5H12l-1 8 8.5-11H12l1-8Z" />
    </LineIcon>
  );
}

function RupeeIcon() {
  return (
    <LineIcon className="h-6 w-6">
      <path d="M6.5 4.5h11M6.5 9h11M9 4.5h1.5a4.5 4.5 0 0 1 0 9H7l8 6.5" />
    </LineIcon>
  );
}

function PhoneIcon() {
  return (
    <LineIcon className="h-8 w-8">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M10.5 18.5h3" />
    </LineIcon>
  );
}

function ArrowIcon() {
  return (
    <SolidIcon className="h-5 w-5">
      <path d="M10.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4l3.3-3.3H4a1 1 0 1 1 0-2h9.6l-3.3-3.3a1 1 0 0 1 0-1.4Z" />
    </SolidIcon>
  );
}
