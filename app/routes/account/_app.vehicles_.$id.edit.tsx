import { parseWithZod } from "@conform-to/zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { requireUser } from "~/utils/session.server";
import { ConflictError } from "@core/errors";
import { services } from "@core/services";
import { fromVehicleForm, VEHICLE_FORM_FIELDS, vehicleFormSchema } from "@core/vehicle/vehicle";
import { listVehicles, updateVehicle } from "@core/vehicle/vehicle-service";
import { BackLink, VehicleForm, type VehicleFormValues } from "~/components/account/vehicle-form";
import { notFound, notFoundOn } from "~/utils/http.server";
import { VEHICLE_EDITOR, type VehicleEditorMessages } from "~/i18n/account/vehicles.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * Edit one of the member's vehicles (/vehicles/{id}/edit). The services look only under the
 * caller's own key, so another member's vehicle id is a plain 404.
 */
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
  const t = VEHICLE_EDITOR.pick(await pageLanguage(request)) as VehicleEditorMessages;
  return { values, isDefault: vehicle.id === defaultId, t };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const submission = parseWithZod(await request.formData(), { schema: vehicleFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    await updateVehicle(services().table, user.id, params.id ?? "", fromVehicleForm(submission.value));
  } catch (error) {
    notFoundOn(error);
    return replyWithError(request, submission, error, {
      fieldNames: VEHICLE_FORM_FIELDS,
      // A duplicate number is the number field's problem.
      fieldFor: (e) => (e instanceof ConflictError ? "vehicleNumber" : undefined),
      logMessage: "vehicle update failed",
      logFields: { userId: user.id },
    });
  }
  return redirect("/vehicles?notice=updated");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.editTitle ?? "Edit vehicle") }];

export default function EditVehicle() {
  const loaderData = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;

  return (
    <div className="max-w-2xl">
      <BackLink to="/vehicles">{loaderData.t.backToVehicles}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{loaderData.t.editTitle}</h1>
      <VehicleForm
        t={loaderData.t}
        lastResult={lastResult}
        defaultValue={loaderData.values}
        submitLabel={loaderData.t.saveChanges}
        pendingLabel={loaderData.t.saving}
        cancelTo="/vehicles"
        defaultLocked={loaderData.isDefault}
      />
    </div>
  );
}
