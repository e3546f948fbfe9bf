import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { LineIcon } from "~/components/kit/Icon";
import { BRAND_NAME, pageTitle } from "~/utils/brand";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { fill } from "~/i18n/catalogue";
import { ABOUT, type AboutMessages } from "~/i18n/public/about.server";
import { pageLanguage } from "~/i18n/language.server";

// Only this language's texts reach the browser (decision 058); the edge keeps one copy per language.
export async function loader({ request }: LoaderFunctionArgs) {
  return { t: ABOUT.pick(await pageLanguage(request)) as AboutMessages };
}

// The same for every visitor: kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "About Us") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

interface Offering {
  title: keyof AboutMessages;
  text: keyof AboutMessages;
  icon: ReactNode;
}

const OFFERINGS: readonly Offering[] = [
  {
    title: "searchTitle",
    text: "searchText",
    icon: (
      <>
        <circle cx="11" cy="11" r="6.5" />
        <path d="m20 20-4.3-4.3" />
      </>
    ),
  },
  {
    title: "payTitle",
    text: "payText",
    icon: (
      <>
        <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
        <path d="M2.5 10h19M6.5 15h4" />
      </>
    ),
  },
  {
    title: "passesTitle",
    text: "passesText",
    icon: (
      <>
        <path d="M3 8a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4Z" />
        <path d="M14 6v12" strokeDasharray="2 2" />
      </>
    ),
  },
  {
    title: "communityTitle",
    text: "communityText",
    icon: (
      <>
        <circle cx="9" cy="8" r="3.5" />
        <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3a6.5 6.5 0 0 1 3.5 5.7" />
      </>
    ),
  },
];

export default function About() {
  const { t } = useLoaderData<typeof loader>();
  return (
    <>
      <section aria-labelledby="about-heading" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <h1 id="about-heading" className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {t.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-2xl font-semibold text-brand-100 sm:text-3xl">{t.slogan}</p>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-50">
            {fill(t.intro, { brand: BRAND_NAME })}
          </p>
        </div>
      </section>

      <section aria-label={t.missionAndVision} className="bg-white">
        <div className="mx-auto grid max-w-7xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h2 className="text-2xl font-bold text-brand-900">{t.missionHeading}</h2>
            <p className="mt-3 leading-7 text-slate-700">
              {t.missionText}
            </p>
          </div>
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8">
            <h2 className="text-2xl font-bold text-brand-900">{t.visionHeading}</h2>
            <p className="mt-3 leading-7 text-slate-700">
              {t.visionText}
            </p>
          </div>
        </div>
      </section>

      <section aria-labelledby="offer-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="offer-heading" className="text-3xl font-extrabold tracking-tight text-brand-900">
            {t.offerHeading}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {OFFERINGS.map((o) => (
              <li key={o.title} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-600 text-white">
                  <LineIcon className="h-6 w-6">{o.icon}</LineIcon>
                </span>
                <h3 className="mt-4 text-lg font-bold text-slate-900">{t[o.title]}</h3>
                <p className="mt-2 text-sm leading-6 text-slate-700">{t[o.text]}</p>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-slate-700">
            {t.registeringIsFree}{" "}
            <Link to="/signup" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t.createAccount}
            </Link>{" "}
            {t.orRead}{" "}
            <Link to="/how-works" className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              {t.howItWorks}
            </Link>
            {t.sentenceEnd}
          </p>
        </div>
      </section>

      <section aria-labelledby="app-heading" className="bg-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="app-heading" className="text-2xl font-bold text-slate-900">
              {t.appHeading}
            </h2>
            <p className="mt-2 max-w-xl text-slate-700">
              {t.appText}
            </p>
          </div>
          <ul className="flex flex-wrap gap-4">
            <li>
              <StoreBadge store={GOOGLE_PLAY} kicker={t.getItOn} comingSoon={t.comingSoon} icon={<PlayIcon />} />
            </li>
            <li>
              <StoreBadge store={APP_STORE} kicker={t.downloadOnThe} comingSoon={t.comingSoon} icon={<PhoneIcon />} />
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

/** The stores' own names, the same in every language. */
const GOOGLE_PLAY = "Google Play";
const APP_STORE = "App Store";

/**
 * A store badge drawn in the page (no outside image). The store links are not known yet, so it
 * leads to the app section of /how-works, which says the same; it never links to another site.
 */
function StoreBadge({ store, kicker, comingSoon, icon }: { store: string; kicker: string; comingSoon: string; icon: ReactNode }) {
  return (
    <Link
      to="/how-works#app"
      className="flex min-w-48 items-center gap-3 rounded-xl bg-slate-900 px-4 py-2.5 text-white shadow-sm ring-1 ring-slate-900 hover:bg-slate-800"
    >
      <span aria-hidden="true">{icon}</span>
      <span className="flex flex-col leading-tight">
        <span className="text-[11px] font-medium uppercase tracking-wide text-slate-200">{kicker}</span>
        <span className="text-lg font-semibold">{store}</span>
        <span className="mt-0.5 text-xs font-semibold text-amber-300">{comingSoon}</span>
      </span>
    </Link>
  );
}

function PlayIcon() {
  return (
    <svg focusable="false" viewBox="0 0 24 24" className="h-7 w-7">
      <path d="M5 3.5v17a1 1 0 0 0 1.5.86l14-8.5a1 1 0 0 0 0-1.72l-14-8.5A1 1 0 0 0 5 3.5Z" fill="#34d399" />
      <path d="M5 3.5 14 12l-9 8.5" fill="none" stroke="#0f172a" strokeWidth={1} opacity={0.35} />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <LineIcon className="h-7 w-7">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
      <path d="M11 18h2" />
    </LineIcon>
  );
}
