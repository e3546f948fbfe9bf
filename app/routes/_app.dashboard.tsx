import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DelayedRedirect } from "~/components/DelayedRedirect";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { LISTED_STATUSES } from "@core/booking/booking";
import { listBookings } from "@core/booking/booking-service";
import { services } from "@core/services";
import { vehiclePage } from "@core/vehicle/vehicle-service";

/** Spec §2 Dashboard tile: with no vehicles the page sends the member to /profile after 3 seconds. */
const PROFILE_REDIRECT_SECONDS = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const table = services().table;
  // Total bookings: every listed status (holds that were never paid are not bookings).
  const [vehicles, ...tabs] = await Promise.all([
    vehiclePage(table, user.id, 1, 1),
    ...LISTED_STATUSES.map((status) => listBookings(table, user.id, status, 1, 1)),
  ]);
  return {
    name: user.name,
    tile: vehicles.total > 0 ? { vehicles: vehicles.total, bookings: tabs.reduce((sum, tab) => sum + tab.total, 0) } : null,
  };
}

export const meta: MetaFunction<typeof loader> = () => [{ title: pageTitle("Dashboard") }];

export default function Dashboard() {
  const { name, tile } = useLoaderData<typeof loader>();
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
        {tile ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-slate-700">
                Registered vehicles: <span className="text-2xl font-bold text-brand-700">{tile.vehicles}</span>
              </p>
              <Link to="/vehicles" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                Manage vehicles
              </Link>
            </li>
            <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-slate-700">
                Total bookings: <span className="text-2xl font-bold text-brand-700">{tile.bookings}</span>
              </p>
              <Link to="/booking" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                See my bookings
              </Link>
            </li>
          </ul>
        ) : (
          <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-900">
            {/* Without vehicles there are no details to show: on to the profile, with or without JavaScript. */}
            <DelayedRedirect to="/profile" seconds={PROFILE_REDIRECT_SECONDS} />
            <p className="font-semibold">We are currently unable to fetch Details</p>
            <p className="mt-1 text-sm">
              Taking you to your profile in {PROFILE_REDIRECT_SECONDS} seconds.{" "}
              <Link to="/profile" className="font-semibold underline underline-offset-2">
                Go to your profile now
              </Link>
            </p>
          </div>
        )}
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          <li>
            <Link
              to="/profile"
              className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow"
            >
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
