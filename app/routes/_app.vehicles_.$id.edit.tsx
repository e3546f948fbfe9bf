import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { DomainError, NotFoundError, UNEXPECTED_MESSAGE } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import { listVehicles, updateVehicle } from "@core/vehicle/vehicle-service";
import {
  BackLink,
  readVehicleForm,
  toVehicleInput,
  VehicleForm,
  vehicleFormErrors,
  type VehicleFieldErrors,
  type VehicleFormValues,
} from "~/components/vehicle-form";
import { notFound } from "~/utils/http.server";

/**
 * Edit one of the member's vehicles (/vehicles/{id}/edit). The services look only under the
 * caller's own key, so another member's vehicle id is a plain 404.
 */
type ActionResult = { values: VehicleFormValues; error: string; fieldErrors: VehicleFieldErrors };

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const { vehicles, defaultId } = await listVehicles(services().table, user.id);
  const vehicle = vehicles.find((v) => v.id === params.id);
  if (!vehicle) notFound();
  const values: VehicleFormValues = {
    vehicleName: vehicle.vehicle_name,
    vehicleNumber: vehicle.vehicle_number,
    vehicleType: vehicle.vehicle_type,
    isDefault: vehicle.id === defaultId,
  };
  return { values, isDefault: vehicle.id === defaultId };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const form = await request.formData();
  const values = readVehicleForm(form);
  try {
    await updateVehicle(services().table, user.id, params.id ?? "", toVehicleInput(values));
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    const problem = vehicleFormErrors(error);
    if (!problem) log.error("vehicle update failed", { userId: user.id, ...errorFields(error) });
    return data<ActionResult>(
      { values, error: problem?.error ?? UNEXPECTED_MESSAGE, fieldErrors: problem?.fieldErrors ?? {} },
      { status: error instanceof DomainError ? error.status : 500 },
    );
  }
  return redirect("/vehicles?notice=updated");
}

export const meta: MetaFunction = () => [{ title: pageTitle("Edit vehicle") }];

export default function EditVehicle() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  return (
    <div className="max-w-2xl">
      <BackLink to="/vehicles">Back to vehicles</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">Edit vehicle</h1>
      <VehicleForm
        values={actionData?.values ?? loaderData.values}
        error={actionData?.error}
        fieldErrors={actionData?.fieldErrors ?? {}}
        submitLabel="Save changes"
        pendingLabel="Saving..."
        cancelTo="/vehicles"
        defaultLocked={loaderData.isDefault}
      />
    </div>
  );
}
