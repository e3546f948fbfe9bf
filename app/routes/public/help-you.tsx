import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { LineIcon } from "~/components/kit/Icon";
import { pageTitle } from "~/utils/brand";
import { articlesIn, HELP_CATEGORIES, type CategoryId } from "../../help/articles";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { pageLanguage } from "~/i18n/language.server";
import { categoryIn, HELP, questionCount, type HelpMessages } from "~/i18n/public/help.server";

// Through the loader, so the article texts stay on the server and out of this page's script; only
// this language's texts reach the browser (decision 058), and the edge keeps one copy per language.
export async function loader({ request }: LoaderFunctionArgs) {
  const language = await pageLanguage(request);
  const t = HELP.pick(language) as HelpMessages;
  return {
    t,
    categories: HELP_CATEGORIES.map((c) => ({
      id: c.id,
      path: c.path,
      ...categoryIn(c, language),
      count: questionCount(t, articlesIn(c.id).length),
    })),
  };
}

// The same for every visitor: kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "We Help You") },
  ...(data ? [{ name: "description", content: data.t.description }] : []),
];

export default function HelpYou() {
  const { t, categories } = useLoaderData<typeof loader>();

  return (
    <>
      <section aria-labelledby="help-heading" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-100">{t.kicker}</p>
          <h1 id="help-heading" className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t.heading}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-brand-50">
            {t.intro}
          </p>
        </div>
      </section>

      <section aria-labelledby="topics-heading" className="bg-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h2 id="topics-heading" className="text-2xl font-bold text-slate-900">
            {t.topicsHeading}
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {categories.map((c) => (
              <li key={c.id} className="flex">
                <Link
                  to={c.path}
                  className="group flex w-full items-start gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 shadow-sm transition-colors hover:border-brand-500 hover:bg-brand-50"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white"
                  >
                    {ICONS[c.id]}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block text-lg font-bold text-slate-900 group-hover:text-brand-700 group-hover:underline">
                      {c.title}
                    </span>
                    <span className="mt-1 block text-sm text-slate-700">{c.summary}</span>
                    <span className="mt-3 block text-sm font-semibold text-brand-700">
                      {c.count}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="contact-heading" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-10 sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <div>
            <h2 id="contact-heading" className="text-2xl font-bold text-brand-900">
              {t.stillNeedHelp}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-700">{t.writeToSupport}</p>
          </div>
          <Link
            to="/contact"
            className="inline-flex shrink-0 items-center justify-center rounded-md bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t.contactUs}
          </Link>
        </div>
      </section>
    </>
  );
}

const svg = (children: ReactNode) => <LineIcon className="h-6 w-6">{children}</LineIcon>;

/** Decorative: the card's title names the topic. */
const ICONS: Record<CategoryId, ReactNode> = {
  GInfo: svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>,
  ),
  PAccount: svg(
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>,
  ),
  ACarParks: svg(
    <>
      <rect x="4" y="3" width="16" height="18" rx="3" />
      <path d="M10 17V7h3a3 3 0 0 1 0 6h-3" />
    </>,
  ),
  AProducts: svg(
    <>
      <path d="M3 8a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4Z" />
      <path d="M14 6v12" strokeDasharray="2 2" />
    </>,
  ),
  PBooking: svg(
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" />
    </>,
  ),
  FAQ: svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17h.01" />
    </>,
  ),
};
