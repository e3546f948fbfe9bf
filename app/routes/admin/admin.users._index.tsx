import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ErrorList, INPUT_CLASS } from "~/components/kit/forms";
import { pageTitle } from "~/utils/brand";
import { searchUsers } from "~/routes/admin/parts/user-admin.server";

/**
 * /admin/users (issue 13): the newest members first, and a search by the start of their e-mail
 * address (admins only: core's rule, and the admin session). A GET form, so a search is a link and
 * works without JavaScript; both lists page with a cursor link.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const email = url.searchParams.get("email");
  const result = await searchUsers(request, email, url.searchParams.get("cursor"));
  return { email: email ?? "", searched: email !== null, ...result };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Users · Admin") }, { name: "robots", content: "noindex" }];

export default function AdminUsers() {
  const { email, searched, users, next, error } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin" className="hover:underline">
          Administration
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Users</h1>
      <form method="get" className="mt-6 flex flex-wrap items-start gap-3" noValidate>
        <div className="min-w-72">
          <label htmlFor="email" className="text-sm font-semibold text-slate-800">
            E-mail address starts with
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
          Search
        </button>
      </form>
      {error ? null : users.length === 0 ? (
        <p className="mt-6 text-slate-600">{searched ? `No user's e-mail address starts with “${email}”.` : "No members yet."}</p>
      ) : (
        <>
          <h2 className="mt-8 text-lg font-semibold text-slate-900">{searched ? "Users found" : "Newest members"}</h2>
          <ul
            className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
            aria-label={searched ? "Users found" : "Newest members"}
          >
            {users.map((u) => (
              <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0">
                  <Link to={`/admin/users/${u.id}`} className="break-all font-semibold text-brand-700 hover:underline">
                    {u.email}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {u.name} · {u.role} · joined {u.joined}
                  </p>
                </div>
                {u.suspended ? <span className="text-sm font-semibold text-red-800">Suspended</span> : null}
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
          Next page
        </Link>
      ) : null}
    </div>
  );
}
