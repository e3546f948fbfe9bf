import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
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
import { fill } from "~/i18n/catalogue";
import { HOME, type HomeMessages } from "~/i18n/home.server";
import { pageLanguage } from "~/i18n/language.server";
import { SEARCH_BAR } from "~/i18n/parking/search-bar.server";

/**
 * The search bar starts at the default window of spec §9 in India time; computed here, not in the
 * browser, so the server's HTML and the hydrated page agree.
 */
/** Served as an island: only the search bar is hydrated, without the Remix runtime (decision 005). */
export const handle: IslandHandle = { island: ISLANDS.searchBar.name };

export async function loader({ request }: LoaderFunctionArgs) {
  const { inTime, outTime } = defaultWindow(new Date());
  // Only this language's texts reach the browser (decision 058); the edge keeps one copy per language.
  const language = await pageLanguage(request);
  const t = HOME.pick(language) as HomeMessages;
  // The search bar's texts travel in its island's props, this language's only.
  const bar = SEARCH_BAR.pick(language);
  return { inValue: toIndiaInputValue(inTime), outValue: toIndiaInputValue(outTime), counters: await readCounters(t), t, bar, language };
}

async function readCounters(t: HomeMessages): Promise<Counter[]> {
  let counts: ParkingCounts = {};
  try {
    counts = await readParkingCounts(services().table);
  } catch (error) {
    // The counters are decoration: a failed read costs their figures, never the page.
    log.warn("home counters unavailable", errorFields(error));
  }
  return [
    { figure: tidy(counts.parkings), label: t.carParks },
    { figure: tidy(counts.cities), label: t.cities },
    { figure: tidy(counts.stationsAndAirports), label: t.stationsAndAirports },
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Home") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

interface Card {
  title: keyof HomeMessages;
  text: keyof HomeMessages;
  icon: ReactNode;
}

// The three-step explainer of spec §1.
const STEPS: readonly Card[] = [
  { title: "findTitle", text: "findText", icon: <PinIcon className="h-6 w-6" /> },
  { title: "bookTitle", text: "bookText", icon: <CardIcon /> },
  { title: "parkTitle", text: "parkText", icon: <CarIcon /> },
];

// The three benefits of spec §1: convenient, fast, cheaper.
const BENEFITS: readonly Card[] = [
  { title: "convenientTitle", text: "convenientText", icon: <CalendarIcon /> },
  { title: "fastTitle", text: "fastText", icon: <BoltIcon /> },
  { title: "cheaperTitle", text: "cheaperText", icon: <RupeeIcon /> },
];

/**
 * Under the search bar: a visitor is offered the explainer and a free account; a member, who has
 * one, their bookings and favourite car parks instead (issue 29). The root loader knows who it is;
 * a signed-in page is never kept at the edge (decision 030), so no member's variant is shared.
 */
const HERO_LINKS: Record<"visitor" | "member", readonly { to: string; label: keyof HomeMessages }[]> = {
  visitor: [
    { to: "/how-works", label: "seeHowItWorks" },
    { to: "/signup", label: "signUpFree" },
  ],
  member: [
    { to: "/booking", label: "myBookings" },
    { to: "/favourites", label: "favouriteCarParks" },
  ],
};

export default function Home() {
  const { inValue, outValue, counters, t, bar, language } = useLoaderData<typeof loader>();
  const signedIn = Boolean(useRouteLoaderData<typeof rootLoader>("root")?.user);

  return (
    <>
      <section aria-labelledby="hero-heading" className="relative bg-gradient-to-br from-brand-900 via-brand-900 to-brand-700 text-white">
        <RoadPattern />
        <div className="relative mx-auto max-w-7xl px-4 pb-12 pt-10 sm:px-6 sm:pb-16 sm:pt-14 lg:px-8 lg:pb-20 lg:pt-16">
          <div className="max-w-3xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-50 ring-1 ring-white/20">
              <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-400" />
              {t.badge}
            </p>
            <h1 id="hero-heading" className="mt-5 text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              {t.heading}
            </h1>
            <p className="mt-4 text-xl font-semibold text-brand-100 sm:text-2xl">{t.subheading}</p>
            <p className="mt-3 max-w-xl text-base leading-7 text-brand-50">
              {t.intro}
            </p>
          </div>

          <div className="mt-8">
            <SearchBarIsland idPrefix="home-search" t={bar} language={language} inValue={inValue} outValue={outValue} type="all" />
          </div>

          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
            {HERO_LINKS[signedIn ? "member" : "visitor"].map((link) => (
              <Link
                key={link.to}
                to={link.to}
                className="rounded text-white underline decoration-white/40 underline-offset-4 hover:decoration-white"
              >
                {t[link.label]}
              </Link>
            ))}
          </p>
        </div>
      </section>

      <Counters counters={counters} label={t.inNumbers} />

      <section aria-labelledby="smart-way-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="smart-way-heading" className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              {t.smartWay}
            </h2>
            <p className="mt-4 text-lg text-slate-600">{t.smartWayIntro}</p>
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
                  <span className="text-sm font-semibold uppercase tracking-wider text-brand-700">{fill(t.step, { number: index + 1 })}</span>
                </div>
                <h3 className="mt-5 text-xl font-bold text-slate-900">{t[step.title]}</h3>
                <p className="mt-2 leading-7 text-slate-600">{t[step.text]}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <h2 id="benefits-heading" className="text-center text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
            {t.whyHeading}
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
                  <h3 className="text-xl font-bold text-slate-900">{t[benefit.title]}</h3>
                  <p className="mt-1 leading-7 text-slate-600">{t[benefit.text]}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-heading" className="bg-white">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t.aboutUs}</p>
            <h2 id="about-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
              {t.aboutHeading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-slate-600">
              {t.aboutText}
            </p>
            <Link
              to="/about"
              className="mt-6 inline-flex items-center gap-2 rounded-md font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              {t.readMore}
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
              {t.appHeading}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-100">
              {t.appText}
            </p>
          </div>
          <Link
            to="/how-works#app"
            className="inline-flex shrink-0 items-center gap-3 rounded-xl bg-white px-5 py-3 text-brand-900 shadow-sm hover:bg-brand-50 focus-visible:outline-white"
          >
            <PhoneIcon />
            <span className="flex flex-col leading-tight">
              <span className="text-lg font-semibold">{t.downloadApp}</span>
              <span className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t.comingSoon}</span>
            </span>
          </Link>
        </div>
      </section>

      <section aria-labelledby="register-heading" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="register-heading" className="text-2xl font-bold text-brand-900">
              {t.registerHeading}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">
              {t.registerText}
            </p>
          </div>
          <Link
            to="/signup"
            className="inline-flex shrink-0 items-center justify-center rounded-md bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t.createAccount}
          </Link>
        </div>
      </section>
    </>
  );
}
