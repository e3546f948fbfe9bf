import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorList, INPUT_CLASS } from "~/components/kit/forms";
import { pageTitle } from "~/utils/brand";
import { searchUsers } from "~/routes/admin/parts/user-admin.server";
import { fill } from "~/i18n/catalogue";
import { ADMIN_USERS, type AdminUsersMessages } from "~/i18n/admin/users.server";
import { languageOf } from "~/i18n/language.server";

/**
 * /admin/users (issue 13): the newest members first, and a search by the start of their e-mail
 * address (admins only: core's rule, and the admin session). A GET form, so a search is a link and
 * works without JavaScript; both lists page with a cursor link.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = languageOf(request);
  const url = new URL(request.url);
  const email = url.searchParams.get("email");
  const result = await searchUsers(request, email, url.searchParams.get("cursor"), language);
  return { email: email ?? "", searched: email !== null, ...result, t: ADMIN_USERS.pick(language) as AdminUsersMessages };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.metaTitle ?? "Users · Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminUsers() {
  const { email, searched, users, next, error, t } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin" className="hover:underline">
          {t.administration}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.title}</h1>
      <form method="get" className="mt-6 flex flex-wrap items-start gap-3" noValidate>
        <div className="min-w-72">
          <label htmlFor="email" className="text-sm font-semibold text-slate-800">
            {t.searchLabel}
          </label>
          <input
            id="email"
            name="email"
            type="search"
            defaultValue={email}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "email-error" : undefined}
            className={INPUT_CLASS}
          />
          <ErrorList id="email-error" errors={error ? [error] : undefined} />
        </div>
        <button
          type="submit"
          className="mt-7 rounded-md border border-slate-300 px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-100"
        >
          {t.search}
        </button>
      </form>
      {error ? null : users.length === 0 ? (
        <p className="mt-6 text-slate-600">{searched ? fill(t.noMatch, { email }) : t.noMembers}</p>
      ) : (
        <>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">{searched ? t.found : t.newest}</h2>
          <ul
            className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            aria-label={searched ? t.found : t.newest}
          >
            {users.map((u) => (
              <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <Link to={`/admin/users/${u.id}`} className="break-all font-semibold text-brand-700 hover:underline">
                    {u.email}
                  </Link>
                  <p className="text-sm text-slate-600">
                    <span data-user-content>{u.name}</span> · {fill(t.line, { role: u.role, joined: u.joined })}
                  </p>
                </div>
                {u.suspended ? <span className="text-sm font-semibold text-red-800">{t.suspended}</span> : null}
              </li>
            ))}
          </ul>
        </>
      )}
      {next ? (
        <Link
          to={`/admin/users?${new URLSearchParams({ ...(searched ? { email } : {}), cursor: next })}`}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          {t.nextPage}
        </Link>
      ) : null}
    </div>
  );
}
