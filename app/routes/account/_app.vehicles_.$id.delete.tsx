import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ConfirmActions } from "~/components/kit/ConfirmActions";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { services } from "@core/services";
import { VEHICLE_MESSAGES } from "@core/vehicle/vehicle";
import { deleteVehicle, getVehicle } from "@core/vehicle/vehicle-service";
import { BackLink, VehicleTypeIcon } from "~/components/account/vehicle-form";
import { replyWithRefusal } from "~/utils/form.server";
import { notFound, notFoundOn } from "~/utils/http.server";

/**
 * Deleting a vehicle. With JavaScript the list asks in a dialog and posts here directly; without
 * it the list's Delete button opens this page, which asks the same question (spec §4 Vehicles).
 * Deleting happens on POST only, so following a link or prefetching never deletes anything.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const vehicle = await getVehicle(services().table, user.id, params.id ?? "");
  if (!vehicle) notFound();
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
    notFoundOn(error);
    return replyWithRefusal(request, error, { logMessage: "vehicle delete failed", logFields: { userId: user.id } });
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
        <ConfirmActions
          id="delete-vehicle"
          lastResult={actionData?.result}
          busy={deleting}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          back={{ to: "/vehicles", label: "Cancel" }}
        />
      </section>
    </div>
  );
}
