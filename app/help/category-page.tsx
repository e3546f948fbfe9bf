import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Chevron, HelpHeader } from "~/components/kit/HelpHeader";
import { notFound } from "~/utils/http.server";
import { pageTitle } from "~/utils/brand";
import { articlesIn, findCategoryByPath, HELP_CATEGORIES, HELP_HOME } from "./articles";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { articleIn, categoryIn, HELP, questionCount, type HelpMessages } from "~/i18n/public/help.server";

/**
 * One module for the six help categories (/GInfo, /PAccount, /ACarParks, /AProducts, /PBooking,
 * /FAQ), each registered under its own route id in app/help/routes.ts. The request's path says
 * which category this is.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = findCategoryByPath(url.pathname);
  if (!category) notFound();
  // /ginfo or /GInfo/ still find the page; the address bar ends up on the one spelling.
  if (url.pathname !== category.path) throw redirect(`${category.path}${url.search}`, 301);
  // Everything the page shows comes as data, so the article texts stay out of the browser bundle;
  // only this language's (decision 058).
  const language = await pageLanguage(request);
  const t = HELP.pick(language) as HelpMessages;
  const questions = articlesIn(category.id).map((a) => ({ path: a.path, number: a.number, title: articleIn(a, language).title }));
  return {
    t,
    helpHome: HELP_HOME,
    category: { id: category.id, path: category.path, ...categoryIn(category, language) },
    questions,
    inThisTopic: fill(t.inThisTopic, { count: questionCount(t, questions.length) }),
    others: HELP_CATEGORIES.filter((c) => c.id !== category.id).map((c) => ({ path: c.path, title: categoryIn(c, language).title })),
  };
}

// The same for every visitor: kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded ? loaded.category.title : "Help") },
  ...(loaded ? [{ name: "description", content: `${loaded.category.title}: ${loaded.category.summary}` }] : []),
];

export default function HelpCategoryPage() {
  const { t, helpHome, category, questions, inThisTopic, others } = useLoaderData<typeof loader>();

  return (
    <div className="flex-1 bg-white">
      <HelpHeader width="wide" trail={[{ path: helpHome, title: t.help }]} current={category.title}>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{category.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-slate-700">{category.summary}</p>
      </HelpHeader>

      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_16rem] lg:px-8">
        <section aria-labelledby="questions-heading">
          <h2 id="questions-heading" className="text-lg font-bold text-slate-900">
            {t.questionsHeading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{inThisTopic}</p>
          <ol className="mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
            {questions.map((q) => (
              <li key={q.path}>
                <Link
                  to={q.path}
                  className="group flex items-center gap-4 px-4 py-4 text-slate-900 hover:bg-brand-50 focus-visible:bg-brand-50 sm:px-5"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
                  >
                    {q.number}
                  </span>
                  <span className="flex-1 font-semibold group-hover:text-brand-700 group-hover:underline">{q.title}</span>
                  <Chevron />
                </Link>
              </li>
            ))}
          </ol>
        </section>

        <aside aria-label={t.moreHelp} className="space-y-8">
          <section aria-labelledby="other-topics-heading">
            <h2 id="other-topics-heading" className="text-lg font-bold text-slate-900">
              {t.otherTopics}
            </h2>
            <ul className="mt-4 space-y-2">
              {others.map((c) => (
                <li key={c.path}>
                  <Link to={c.path} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                    {c.title}
                  </Link>
                </li>
              ))}
              <li>
                <Link to={helpHome} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                  {t.allTopics}
                </Link>
              </li>
            </ul>
          </section>
          <StillNeedHelp t={t} />
        </aside>
      </div>
    </div>
  );
}

function StillNeedHelp({ t }: { t: HelpMessages }) {
  return (
    <section aria-labelledby="still-need-help" className="rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="still-need-help" className="text-lg font-bold text-slate-900">
        {t.stillNeedHelp}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t.supportReplies}</p>
      <Link
        to="/contact"
        className="mt-4 inline-flex items-center rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        {t.contactUs}
      </Link>
    </section>
  );
}
