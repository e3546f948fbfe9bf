import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { HelpHeader } from "~/components/kit/HelpHeader";
import { notFound } from "~/utils/http.server";
import { pageTitle } from "~/utils/brand";
import { articlesIn, findArticleByPath, helpCategory, HELP_HOME, type HelpBlock } from "./articles";
import { sharedPageHeaders } from "~/utils/edge-cache.server";
import { STATIC_PAGE_CACHE } from "@core/security/edge-cache";
import { fill } from "~/i18n/catalogue";
import { pageLanguage } from "~/i18n/language.server";
import { articleIn, categoryIn, HELP, type HelpMessages } from "~/i18n/public/help.server";

/**
 * One module for every help question (/que1.0 … /que11.5), each registered under its own route id
 * in app/help/routes.ts. The request's path says which article this is; anything else is a 404.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const article = findArticleByPath(url.pathname);
  if (!article) notFound();
  if (url.pathname !== article.path) throw redirect(`${article.path}${url.search}`, 301);

  // Only this language's texts reach the browser (decision 058).
  const language = await pageLanguage(request);
  const t = HELP.pick(language) as HelpMessages;
  const category = helpCategory(article.category);
  const topic = categoryIn(category, language).title;
  const siblings = articlesIn(article.category);
  const at = siblings.findIndex((a) => a.path === article.path);
  const link = (i: number) => {
    const a = siblings[i];
    return a ? { path: a.path, title: articleIn(a, language).title } : null;
  };
  // Everything the page shows comes as data, so the article texts stay out of the browser bundle.
  return {
    t: {
      ...t,
      position: fill(t.position, { position: at + 1, total: siblings.length }),
      moreQuestionsAbout: fill(t.moreQuestionsAbout, { topic }),
      allQuestionsAbout: fill(t.allQuestionsAbout, { topic }),
    },
    helpHome: HELP_HOME,
    article: { path: article.path, ...articleIn(article, language) },
    category: { path: category.path, title: topic },
    previous: link(at - 1),
    next: link(at + 1),
  };
}

// The same for every visitor: kept at the edge for anonymous requests (decision 030).
export const headers = sharedPageHeaders(STATIC_PAGE_CACHE);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: pageTitle(loaded ? loaded.article.title : "Help") },
  ...(loaded ? [{ name: "description", content: describe(loaded.article.body) }] : []),
];

/** The first paragraph, without link markup, cut to a search-result length. */
function describe(body: readonly HelpBlock[]): string {
  const first = body.find((b): b is string => typeof b === "string") ?? "";
  const plain = first.replace(LINK_PATTERN, "$1");
  return plain.length > 160 ? `${plain.slice(0, 157).trimEnd()}...` : plain;
}

export default function HelpArticlePage() {
  const { t, helpHome, article, category, previous, next } = useLoaderData<typeof loader>();

  return (
    <div className="flex-1 bg-white">
      <HelpHeader width="narrow" trail={[{ path: helpHome, title: t.help }, category]} current={article.title}>
        <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-brand-700">
          {category.title} &middot; {t.position}
        </p>
        <h1 id="article-title" className="mt-2 text-balance text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {article.title}
        </h1>
      </HelpHeader>

      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
        {/* The h1 naming it sits in the band above, with the breadcrumb. */}
        <article aria-labelledby="article-title" className="space-y-5 text-base leading-7 text-slate-800">
          {article.body.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </article>

        {previous || next ? (
          <nav aria-label={t.moreQuestionsAbout} className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2">
            {previous ? (
              <Link to={previous.path} rel="prev" className={`${PAGER} sm:col-start-1`}>
                <span className="text-sm font-medium text-slate-600">
                  <span aria-hidden="true">&larr; </span>
                  {t.previous}
                </span>
                <span className="mt-1 block font-semibold text-brand-700 group-hover:underline">{previous.title}</span>
              </Link>
            ) : null}
            {next ? (
              <Link to={next.path} rel="next" className={`${PAGER} text-right sm:col-start-2`}>
                <span className="text-sm font-medium text-slate-600">
                  {t.next}
                  <span aria-hidden="true"> &rarr;</span>
                </span>
                <span className="mt-1 block font-semibold text-brand-700 group-hover:underline">{next.title}</span>
              </Link>
            ) : null}
          </nav>
        ) : null}

        <p className="mt-8 text-sm">
          <Link to={category.path} className={CRUMB_LINK}>
            {t.allQuestionsAbout}
          </Link>
        </p>

        <section
          aria-labelledby="still-need-help"
          className="mt-10 flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-6 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="still-need-help" className="text-lg font-bold text-slate-900">
              {t.stillNeedHelp}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{t.writeToSupportShort}</p>
          </div>
          <Link
            to="/contact"
            className="inline-flex shrink-0 items-center justify-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t.contactUs}
          </Link>
        </section>
      </div>
    </div>
  );
}

function Block({ block }: { block: HelpBlock }) {
  if (typeof block === "string") return <p>{inline(block)}</p>;
  const items = block.list.map((item, i) => <li key={i}>{inline(item)}</li>);
  return block.ordered ? (
    <ol className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700">{items}</ol>
  ) : (
    <ul className="list-disc space-y-2 pl-6 marker:text-brand-600">{items}</ul>
  );
}

/** `[label](href)` is the only markup in the articles (see articles.ts). */
const LINK_PATTERN = /\[([^\]]+)\]\(([^)\s]+)\)/g;

function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    const [whole, label, href] = match as unknown as [string, string, string];
    const at = match.index ?? 0;
    if (at > last) out.push(text.slice(last, at));
    out.push(
      href.startsWith("/") ? (
        <Link key={at} to={href} className={PROSE_LINK}>
          {label}
        </Link>
      ) : (
        <a key={at} href={href} className={PROSE_LINK}>
          {label}
        </a>
      ),
    );
    last = at + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out;
}

const CRUMB_LINK = "rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900";
const PROSE_LINK = "rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
const PAGER = "group block rounded-xl border border-slate-200 p-4 hover:border-brand-500 hover:bg-brand-50";
