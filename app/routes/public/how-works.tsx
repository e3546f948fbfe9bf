import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { LineIcon } from "~/components/kit/Icon";
import { pageTitle } from "~/utils/brand";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { fill } from "~/i18n/catalogue";
import { HOW_WORKS, type HowWorksMessages } from "~/i18n/public/how-works.server";
import { pageLanguage } from "~/i18n/language.server";

// Only this language's texts reach the browser (decision 058); the edge keeps one copy per language.
export async function loader({ request }: LoaderFunctionArgs) {
  return { t: HOW_WORKS.pick(await pageLanguage(request)) as HowWorksMessages };
}

// The same for every visitor: kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "How Does It Work") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

type Key = keyof HowWorksMessages;

interface Step {
  title: Key;
  text: Key;
  points: readonly Key[];
  icon: ReactNode;
}

// The three-step explainer of spec §1.
const STEPS: readonly Step[] = [
  {
    title: "findTitle",
    text: "findText",
    points: ["findPoint1", "findPoint2", "findPoint3"],
    icon: (
      <>
        <path d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </>
    ),
  },
  {
    title: "bookTitle",
    text: "bookText",
    points: ["bookPoint1", "bookPoint2", "bookPoint3"],
    icon: (
      <>
        <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
        <path d="M2.5 10h19M6.5 15h4" />
      </>
    ),
  },
  {
    title: "parkTitle",
    text: "parkText",
    points: ["parkPoint1", "parkPoint2", "parkPoint3"],
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
  const { t } = useLoaderData<typeof loader>();
  return (
    <>
      <section aria-labelledby="how-heading" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t.kicker}</p>
          <h1 id="how-heading" className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t.heading}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-brand-50">
            {t.intro}
          </p>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="steps-heading" className="sr-only">
            {t.stepsHeading}
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
                  <span className="text-sm font-semibold uppercase tracking-wider text-brand-700">{fill(t.step, { number: index + 1 })}</span>
                </div>
                <h3 className="mt-5 text-xl font-bold text-slate-900">{t[step.title]}</h3>
                <p className="mt-2 leading-7 text-slate-700">{t[step.text]}</p>
                <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-6 text-slate-700 marker:text-brand-600">
                  {step.points.map((point) => (
                    <li key={point}>{t[point]}</li>
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
              {t.findParkingNow}
            </Link>
            <Link
              to="/signup"
              className="inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold text-brand-700 ring-1 ring-inset ring-brand-600 hover:bg-brand-50"
            >
              {t.signUpFree}
            </Link>
            <Link
              to="/help-you"
              className="inline-flex items-center justify-center rounded-md px-6 py-3 font-semibold text-brand-700 underline-offset-2 hover:underline"
            >
              {t.helpPages}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="app-heading" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="app-heading" className="text-2xl font-bold text-brand-900">
              {t.downloadApp}
            </h2>
            <p id="app-status" className="mt-2 max-w-xl text-slate-700">
              {t.appStatus}
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
              <span className="text-lg font-semibold">{t.downloadApp}</span>
              <span className="text-xs font-semibold text-amber-300">{t.comingSoon}</span>
            </span>
          </button>
        </div>
      </section>
    </>
  );
}
