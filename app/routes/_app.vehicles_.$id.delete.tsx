import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { DomainError, NotFoundError, UNEXPECTED_MESSAGE } from "../../functions/core/errors";
import { errorFields, log } from "../../functions/core/log";
import { services } from "../../functions/core/services";
import { VEHICLE_MESSAGES } from "../../functions/core/vehicle/vehicle";
import { deleteVehicle, getVehicle } from "../../functions/core/vehicle/vehicle-service";
import { BackLink, VehicleTypeIcon } from "./_app.vehicles_.new";

/**
 * Deleting a vehicle. With JavaScript the list asks in a dialog and posts here directly; without
 * it the list's Delete button opens this page, which asks the same question (spec §4 Vehicles).
 * Deleting happens on POST only, so following a link or prefetching never deletes anything.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const vehicle = await getVehicle(services().table, user.id, params.id ?? "");
  if (!vehicle) throw notFound();
  return {
    vehicle: { name: vehicle.vehicle_name, number: vehicle.vehicle_number, type: vehicle.vehicle_type },
    question: VEHICLE_MESSAGES.deleteConfirm,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  try {
    await deleteVehicle(services().table, user.id, params.id ?? "");
  } catch (error) {
    if (error instanceof NotFoundError) throw notFound();
    if (!(error instanceof DomainError)) log.error("vehicle delete failed", { userId: user.id, ...errorFields(error) });
    return data(
      { error: error instanceof DomainError ? error.message : UNEXPECTED_MESSAGE },
      { status: error instanceof DomainError ? error.status : 500 },
    );
  }
  return redirect("/vehicles?notice=deleted");
}

export const meta: MetaFunction = () => [{ title: pageTitle("Delete vehicle") }];

export default function DeleteVehicle() {
  const { vehicle, question } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const deleting = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === location.pathname;

  return (
    <div className="max-w-2xl">
      <BackLink to="/vehicles">Back to vehicles</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">Delete vehicle</h1>
      <section aria-labelledby="delete-question" className="mt-6 rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <VehicleTypeIcon type={vehicle.type} className="h-6 w-6" />
          </span>
          <div>
            <p className="font-semibold text-slate-900">{vehicle.name}</p>
            <p className="font-mono text-sm text-slate-700">{vehicle.number}</p>
            <p className="text-xs text-slate-500">{vehicle.type}</p>
          </div>
        </div>
        <p id="delete-question" className="mt-5 text-lg font-semibold text-slate-900">
          {question}
        </p>
        {actionData?.error ? (
          <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {actionData.error}
          </p>
        ) : null}
        <Form method="post" className="mt-5 flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={deleting}
            className="rounded-md bg-red-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-700 disabled:cursor-wait disabled:opacity-75"
          >
            {deleting ? "Deleting..." : "Delete"}
          </button>
          <Link to="/vehicles" className="rounded-md border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-100">
            Cancel
          </Link>
        </Form>
      </section>
    </div>
  );
}

function notFound() {
  return data({ reason: "not-found" }, { status: 404 });
}
