import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Pager } from "~/components/kit/Pager";
import { Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import type { FormEvent } from "react";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { services } from "@core/services";
import { VEHICLE_MESSAGES } from "@core/vehicle/vehicle";
import { vehiclePage } from "@core/vehicle/vehicle-service";
import { VehicleTypeIcon, vehicleKindLabel } from "~/components/account/vehicle-form";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { VEHICLES, type VehiclesMessages } from "~/i18n/account/vehicles.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * The member's vehicles (spec §2 Vehicles): a card grid of 10 a page (§9), default first. Adding,
 * editing and deleting happen on their own pages (/vehicles/new, /vehicles/{id}/edit and
 * /vehicles/{id}/delete), so all of it works without JavaScript; each ends back here with a notice.
 */
const PAGE_SIZE = 10;

const NOTICES = ["added", "updated", "deleted"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const params = new URL(request.url).searchParams;
  const requested = Number.parseInt(params.get("page") ?? "1", 10);
  const notice = params.get("notice");
  // The service clamps the page into range, so ?page=99 shows the last page rather than nothing.
  const result = await vehiclePage(services().table, user.id, Number.isFinite(requested) ? requested : 1, PAGE_SIZE);
  return {
    ...result,
    notice: NOTICES.find((n) => n === notice) ?? null,
    // Sent from here so the page needs none of the server-side vehicle module in the browser.
    deleteQuestion: translateMessage(VEHICLE_MESSAGES.deleteConfirm, language),
    t: VEHICLES.pick(language) as VehiclesMessages,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Vehicles") }];

type ListedVehicle = Awaited<ReturnType<typeof vehiclePage>>["vehicleList"][number];

export default function Vehicles() {
  const { vehicleList, total, page, pages, notice, deleteQuestion, t } = useLoaderData<typeof loader>();

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
          {total > 0 ? (
            <p className="mt-1 text-sm text-slate-600">{total === 1 ? t.oneRegistered : fill(t.manyRegistered, { count: total })}</p>
          ) : null}
        </div>
        <Link
          to="/vehicles/new"
          className="inline-flex items-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          <span aria-hidden="true" className="text-lg leading-none">
            +
          </span>
          {t.addNew}
        </Link>
      </div>

      {notice ? (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          {t[notice]}
        </p>
      ) : null}

      {vehicleList.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white px-4 py-8 text-center text-slate-600">{t.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {vehicleList.map((vehicle) => (
            <VehicleCard key={vehicle._id} vehicle={vehicle} deleteQuestion={deleteQuestion} t={t} />
          ))}
        </ul>
      )}

      {pages > 1 ? <Pager page={page} pages={pages} href={(n) => `/vehicles?page=${n}`} label={t.pages} /> : null}
    </div>
  );
}

function VehicleCard({ vehicle, deleteQuestion, t }: { vehicle: ListedVehicle; deleteQuestion: string; t: VehiclesMessages }) {
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
                <span className="rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{t.isDefault}</span>
              ) : null}
            </div>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="sr-only">{t.registrationNumber}</dt>
                <dd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-mono font-semibold tracking-wide text-slate-900">
                  {vehicle.vehicle_number}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="sr-only">{t.vehicleType}</dt>
                <dd className="text-slate-600">{vehicleKindLabel(vehicle.vehicle_type, t)}</dd>
              </div>
            </dl>
          </div>
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          <Link
            to={`/vehicles/${encodeURIComponent(vehicle._id)}/edit`}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            {t.edit}
            <span className="sr-only"> {vehicle.vehicle_name}</span>
          </Link>
          <form method="get" action={deletePath} onSubmit={onDelete}>
            <button
              type="submit"
              disabled={deleting}
              className="rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-wait disabled:opacity-60"
            >
              {deleting ? t.deleting : t.delete}
              <span className="sr-only"> {vehicle.vehicle_name}</span>
            </button>
          </form>
        </div>
      </article>
    </li>
  );
}
