import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  return { name: user.name };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Dashboard") }];

/**
 * The vehicle and booking counts of the spec's dashboard tile come with the booking work; until
 * then the tiles say where those figures will be rather than showing made-up numbers.
 */
export default function Dashboard() {
  const { name } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Dashboard</h1>
      <p className="mt-2 text-lg text-slate-700">
        Welcome, <span className="font-semibold text-brand-700">{name}</span>!
      </p>

      <section aria-labelledby="overview-heading" className="mt-8">
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
          <p>Your vehicles and bookings will appear here.</p>
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <li>
            <Link to="/profile" className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow">
              <span className="block font-semibold text-brand-700">Profile</span>
              <span className="mt-1 block text-sm text-slate-600">Your photo, contact details and address.</span>
            </Link>
          </li>
          <li>
            <Link
              to="/devices-locations"
              className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow"
            >
              <span className="block font-semibold text-brand-700">Devices and locations</span>
              <span className="mt-1 block text-sm text-slate-600">Where your account is signed in, and which devices you trust.</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
