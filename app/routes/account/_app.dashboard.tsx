import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { DelayedRedirect } from "~/components/kit/DelayedRedirect";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { LISTED_STATUSES } from "@core/booking/booking";
import { listBookings } from "@core/booking/booking-service";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import { vehiclePage } from "@core/vehicle/vehicle-service";
import { fill } from "~/i18n/catalogue";
import { DASHBOARD, type DashboardMessages } from "~/i18n/account/dashboard.server";
import { pageLanguage } from "~/i18n/language.server";

/** Spec §2 Dashboard tile: when the details cannot be read, the page sends the member to /profile after 3 seconds. */
const PROFILE_REDIRECT_SECONDS = 3;
/** After adding the first vehicle, the member comes back here and sees the tile. */
const ADD_FIRST_VEHICLE_HREF = `/vehicles/new?returnTo=${encodeURIComponent("/dashboard")}`;

/**
 * The tile: the counts; for a member with no vehicle yet, an invitation to add one (issue 29: a new
 * member is not an outage); the spec's "unable to fetch" text only when the reads really failed.
 */
type Tile = { state: "figures"; vehicles: number; bookings: number } | { state: "no-vehicle" } | { state: "unavailable" };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const t = DASHBOARD.pick(await pageLanguage(request)) as DashboardMessages;
  return { t, name: user.name, tile: await readTile(user.id) };
}

async function readTile(userId: string): Promise<Tile> {
  const table = services().table;
  try {
    // Total bookings: every listed status (holds that were never paid are not bookings).
    const [vehicles, ...tabs] = await Promise.all([
      vehiclePage(table, userId, 1, 1),
      ...LISTED_STATUSES.map((status) => listBookings(table, userId, status, 1, 1)),
    ]);
    if (vehicles.total === 0) return { state: "no-vehicle" };
    return { state: "figures", vehicles: vehicles.total, bookings: tabs.reduce((sum, tab) => sum + tab.total, 0) };
  } catch (error) {
    log.error("reading the dashboard's details failed", { userId, ...errorFields(error) });
    return { state: "unavailable" };
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Dashboard") }];

export default function Dashboard() {
  const { t, name, tile } = useLoaderData<typeof loader>();
  const [beforeName, afterName] = t.welcome.split("{name}");
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {beforeName}
        <span className="font-semibold text-brand-700">{name}</span>
        {afterName}
      </p>

      <section aria-labelledby="overview-heading" className="mt-8">
        <h2 id="overview-heading" className="sr-only">
          {t.overview}
        </h2>
        {tile.state === "figures" ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-slate-700">
                {t.registeredVehicles} <span className="text-2xl font-bold text-brand-700">{tile.vehicles}</span>
              </p>
              <Link to="/vehicles" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                {t.manageVehicles}
              </Link>
            </li>
            <li className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-slate-700">
                {t.totalBookings} <span className="text-2xl font-bold text-brand-700">{tile.bookings}</span>
              </p>
              <Link to="/booking" className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                {t.seeBookings}
              </Link>
            </li>
          </ul>
        ) : tile.state === "no-vehicle" ? (
          <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold text-slate-900">{t.noVehicles}</h3>
            <p className="mt-1 text-slate-700">{t.noVehiclesText}</p>
            <Link
              to={ADD_FIRST_VEHICLE_HREF}
              className="mt-4 inline-flex items-center gap-1 rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              <span aria-hidden="true">+</span> {t.addFirst}
            </Link>
          </div>
        ) : (
          <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-900">
            {/* The details could not be read: on to the profile, with or without JavaScript (spec §2). */}
            <DelayedRedirect to="/profile" seconds={PROFILE_REDIRECT_SECONDS} />
            <p className="font-semibold">{t.unavailable}</p>
            <p className="mt-1 text-sm">
              {fill(t.takingYou, { seconds: PROFILE_REDIRECT_SECONDS })}{" "}
              <Link to="/profile" className="font-semibold underline underline-offset-2">
                {t.goToProfile}
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
              <span className="block font-semibold text-brand-700">{t.profile}</span>
              <span className="mt-1 block text-sm text-slate-600">{t.profileText}</span>
            </Link>
          </li>
          <li>
            <Link
              to="/devices-locations"
              className="block rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-500 hover:shadow"
            >
              <span className="block font-semibold text-brand-700">{t.devices}</span>
              <span className="mt-1 block text-sm text-slate-600">{t.devicesText}</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
