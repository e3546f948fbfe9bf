import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  BackLink,
  readVehicleForm,
  toVehicleInput,
  VehicleForm,
  vehicleFormErrors,
  type VehicleFieldErrors,
  type VehicleFormValues,
} from "~/components/vehicle-form";
import { pageTitle } from "~/utils/brand";
import { requireUser, safeRedirect } from "~/utils/session.server";
import { DomainError, UNEXPECTED_MESSAGE } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";
import { createVehicle, listVehicles } from "@core/vehicle/vehicle-service";

/**
 * Add a vehicle (/vehicles/new): its own page so it works without JavaScript. Success redirects
 * (the spec's "reload afterwards"), to /vehicles with a notice, or to a same-site `returnTo` such
 * as the checkout that sent the member here. Errors re-render the form with what was typed.
 *
 * The file name's `vehicles_` keeps this page out of the list route's layout (flat routes would
 * otherwise nest it inside /vehicles). The form and its helpers (app/components/vehicle-form.tsx)
 * are shared with the edit page.
 */
type ActionResult = { values: VehicleFormValues; error: string; fieldErrors: VehicleFieldErrors };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const returnTo = validReturnTo(new URL(request.url).searchParams.get("returnTo"));
  const { vehicles } = await listVehicles(services().table, user.id);
  return { returnTo, firstVehicle: vehicles.length === 0 };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const form = await request.formData();
  const values = readVehicleForm(form);
  try {
    await createVehicle(services().table, user.id, toVehicleInput(values));
  } catch (error) {
    const problem = vehicleFormErrors(error);
    if (!problem) log.error("vehicle create failed", { userId: user.id, ...errorFields(error) });
    return data<ActionResult>(
      { values, error: problem?.error ?? UNEXPECTED_MESSAGE, fieldErrors: problem?.fieldErrors ?? {} },
      { status: error instanceof DomainError ? error.status : 500 },
    );
  }
  return redirect(validReturnTo(form.get("returnTo")) ?? "/vehicles?notice=added");
}

export const meta: MetaFunction = () => [{ title: pageTitle("Add new Vehicle") }];

export default function NewVehicle() {
  const { returnTo, firstVehicle } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const values = actionData?.values ?? { vehicleName: "", vehicleNumber: "", vehicleType: "Four Wheeler", isDefault: firstVehicle };

  return (
    <div className="max-w-2xl">
      <BackLink to={returnTo ?? "/vehicles"}>{returnTo ? "Back" : "Back to vehicles"}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">Add new Vehicle</h1>
      <VehicleForm
        values={values}
        error={actionData?.error}
        fieldErrors={actionData?.fieldErrors ?? {}}
        submitLabel="Add vehicle"
        pendingLabel="Adding..."
        cancelTo={returnTo ?? "/vehicles"}
        hidden={returnTo ? { returnTo } : undefined}
        defaultHint={firstVehicle ? "Your first vehicle is always your default one." : undefined}
      />
    </div>
  );
}

/** Only same-site paths, and never this page itself (which would loop). */
function validReturnTo(value: FormDataEntryValue | string | null): string | null {
  const target = safeRedirect(value, "");
  return target && !target.startsWith("/vehicles/new") ? target : null;
}

// ---------------------------------------------------------------------------------------------
// Shared with the edit page (_app.vehicles_.$id.edit.tsx). Only pure code lives here: the service
// calls stay in each route's action, so nothing server-side reaches the browser bundle.
// ---------------------------------------------------------------------------------------------
