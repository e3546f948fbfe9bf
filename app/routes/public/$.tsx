import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { pageLanguage } from "~/i18n/language.server";
import { NOT_FOUND, type NotFoundMessages } from "~/i18n/public/not-found.server";
import { pageTitle } from "~/utils/brand";

/**
 * Every URL no other route claims: the not-found page inside the normal layout, with status 404, in
 * the page's language (decision 058). It draws the same screen as the kit's 404
 * (app/components/kit/ErrorBoundary.tsx, for a 404 thrown by a route), but as this route's own page,
 * so its texts come from the loader like any page's.
 */
async function notFoundPage(request: Request) {
  return data({ t: NOT_FOUND.pick(await pageLanguage(request)) as NotFoundMessages }, { status: 404 });
}

export const loader = ({ request }: LoaderFunctionArgs) => notFoundPage(request);

// A form posted to an unknown URL is a missing page too, not an unexpected 405.
export const action = ({ request }: ActionFunctionArgs) => notFoundPage(request);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: pageTitle(loaded?.t.title ?? "Page not found") }];

export default function NotFoundRoute() {
  const loaded = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  const t = (posted ?? loaded).t;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-6xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="mt-3 text-slate-600">{t.text}</p>
      <Link to="/" className="mt-8 inline-flex items-center rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
        {t.home}
      </Link>
    </div>
  );
}
