import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Pager } from "~/components/kit/Pager";
import { Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { services } from "@core/services";
import { VEHICLE_MESSAGES } from "@core/vehicle/vehicle";
import { vehiclePage } from "@core/vehicle/vehicle-service";
import { VehicleTypeIcon } from "~/components/account/vehicle-form";

/**
 * The member's vehicles (spec §2 Vehicles): a card grid of 10 a page (§9), default first. Adding,
 * editing and deleting happen on their own pages (/vehicles/new, /vehicles/{id}/edit and
 * /vehicles/{id}/delete), so all of it works without JavaScript; each ends back here with a notice.
 */
const PAGE_SIZE = 10;

const NOTICES = {
  added: "Vehicle added successfully.",
  updated: "Vehicle updated successfully.",
  deleted: "Vehicle deleted successfully.",
} as const;
type Notice = keyof typeof NOTICES;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const requested = Number.parseInt(params.get("page") ?? "1", 10);
  const notice = params.get("notice");
  // The service clamps the page into range, so ?page=99 shows the last page rather than nothing.
  const result = await vehiclePage(services().table, user.id, Number.isFinite(requested) ? requested : 1, PAGE_SIZE);
  return {
    ...result,
    notice: notice && notice in NOTICES ? (notice as Notice) : null,
    // Sent from here so the page needs none of the server-side vehicle module in the browser.
    deleteQuestion: VEHICLE_MESSAGES.deleteConfirm,
  };
}

export const meta: MetaFunction = () => [{ title: pageTitle("Vehicles") }];

type ListedVehicle = Awaited<ReturnType<typeof vehiclePage>>["vehicleList"][number];

export default function Vehicles() {
  const { vehicleList, total, page, pages, notice, deleteQuestion } = useLoaderData<typeof loader>();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Vehicles</h1>
          {total > 0 ? <p className="mt-1 text-sm text-slate-600">{total === 1 ? "1 vehicle" : `${total} vehicles`} registered</p> : null}
        </div>
        <Link
          to="/vehicles/new"
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          Add new Vehicle
        </Link>
      </div>

      {notice ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {NOTICES[notice]}
        </p>
      ) : null}

      {vehicleList.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">
          You have not added any vehicles yet.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {vehicleList.map((vehicle) => (
            <VehicleCard key={vehicle._id} vehicle={vehicle} deleteQuestion={deleteQuestion} />
          ))}
        </ul>
      )}

      {pages > 1 ? <Pager page={page} pages={pages} href={(n) => `/vehicles?page=${n}`} /> : null}
    </div>
  );
}

function VehicleCard({ vehicle, deleteQuestion }: { vehicle: ListedVehicle; deleteQuestion: string }) {
  const submit = useSubmit();
  const navigation = useNavigation();
  const deletePath = `/vehicles/${encodeURIComponent(vehicle._id)}/delete`;
  const deleting = navigation.state !== "idle" && navigation.formMethod === "POST" && navigation.formAction === deletePath;
  const headingId = `vehicle-${vehicle._id}`;

  // Without JavaScript the Delete button opens the confirmation page (a GET); with it, the same
  // question comes as a dialog and a yes posts straight to that page's action.
  function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (window.confirm(deleteQuestion)) submit(null, { method: "post", action: deletePath });
  }

  return (
    <li>
      <article
        aria-labelledby={headingId}
        className={`flex h-full flex-col rounded-xl border bg-white p-5 shadow-sm ${vehicle.isDefault ? "border-brand-500" : "border-slate-200"}`}
      >
        <div className="flex items-start gap-3">
          <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <VehicleTypeIcon type={vehicle.vehicle_type} className="h-6 w-6" />
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
                {vehicle.vehicle_name}
              </h2>
              {vehicle.isDefault ? (
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Default</span>
              ) : null}
            </div>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="sr-only">Registration number</dt>
                <dd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono font-semibold tracking-wide text-slate-900">
                  {vehicle.vehicle_number}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="sr-only">Vehicle type</dt>
                <dd className="text-slate-600">{vehicle.vehicle_type}</dd>
              </div>
            </dl>
          </div>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Link
            to={`/vehicles/${encodeURIComponent(vehicle._id)}/edit`}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Edit<span className="sr-only"> {vehicle.vehicle_name}</span>
          </Link>
          <form method="get" action={deletePath} onSubmit={onDelete}>
            <button
              type="submit"
              disabled={deleting}
              className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60"
            >
              {deleting ? "Deleting..." : "Delete"}
              <span className="sr-only"> {vehicle.vehicle_name}</span>
            </button>
          </form>
        </div>
      </article>
    </li>
  );
}
