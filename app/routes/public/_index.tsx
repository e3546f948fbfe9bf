import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { PinIcon } from "~/components/kit/Icon";
import type { IslandHandle } from "~/islands/Island";
import type { loader as rootLoader } from "~/root";
import { ISLANDS } from "~/islands/names";
import {
  Counters,
  RoadPattern,
  MapIllustration,
  CardIcon,
  CarIcon,
  CalendarIcon,
  BoltIcon,
  RupeeIcon,
  PhoneIcon,
  ArrowIcon,
  type Counter,
} from "~/components/public/HomeArt";
import { SearchBarIsland } from "~/islands/SearchBarIsland";
import { pageTitle } from "~/utils/brand";
import { defaultWindow, toIndiaInputValue } from "~/utils/india-time";
import { errorFields, log } from "@core/log";
import { readParkingCounts, type ParkingCounts } from "@core/parking/parking-stats";
import { services } from "@core/services";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { HOME_PAGE_CACHE } from "@core/security/edge-cache";

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
