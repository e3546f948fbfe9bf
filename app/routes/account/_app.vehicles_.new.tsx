import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { BackLink, VehicleForm } from "~/components/account/vehicle-form";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { requireUser, safeRedirect } from "~/utils/session.server";
import { ConflictError } from "@core/errors";
import { services } from "@core/services";
import { fromVehicleForm, VEHICLE_FORM_FIELDS, vehicleFormSchema } from "@core/vehicle/vehicle";
import { createVehicle, listVehicles } from "@core/vehicle/vehicle-service";
import { VEHICLE_EDITOR, type VehicleEditorMessages } from "~/i18n/account/vehicles.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * Add a vehicle (/vehicles/new): its own page so it works without JavaScript. Success redirects
 * (the spec's "reload afterwards"), to /vehicles with a notice, or to a same-site `returnTo` such
 * as the checkout that sent the member here. Errors re-render the form with what was typed.
 *
 * The file name's `vehicles_` keeps this page out of the list route's layout (flat routes would
 * otherwise nest it inside /vehicles). The form and its helpers (app/components/account/vehicle-form.tsx)
 * are shared with the edit page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const returnTo = validReturnTo(new URL(request.url).searchParams.get("returnTo"));
  const { vehicles } = await listVehicles(services().table, user.id);
  const t = VEHICLE_EDITOR.pick(await pageLanguage(request)) as VehicleEditorMessages;
  return { returnTo, firstVehicle: vehicles.length === 0, t };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: vehicleFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    await createVehicle(services().table, user.id, fromVehicleForm(submission.value));
  } catch (error) {
    return replyWithError(request, submission, error, {
      fieldNames: VEHICLE_FORM_FIELDS,
      // A duplicate number is the number field's problem.
      fieldFor: (e) => (e instanceof ConflictError ? "vehicleNumber" : undefined),
      logMessage: "vehicle create failed",
      logFields: { userId: user.id },
    });
  }
  return redirect(validReturnTo(form.get("returnTo")) ?? "/vehicles?notice=added");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.addTitle ?? "Add new Vehicle") }];

export default function NewVehicle() {
  const { returnTo, firstVehicle, t } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>()?.result;

  return (
    <div className="max-w-2xl">
      <BackLink to={returnTo ?? "/vehicles"}>{returnTo ? t.back : t.backToVehicles}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t.addTitle}</h1>
      <VehicleForm
        t={t}
        lastResult={lastResult}
        defaultValue={{ vehicleName: "", vehicleNumber: "", vehicleType: "Four Wheeler", isDefault: firstVehicle }}
        submitLabel={t.addVehicle}
        pendingLabel={t.adding}
        cancelTo={returnTo ?? "/vehicles"}
        hidden={returnTo ? { returnTo } : undefined}
        defaultHint={firstVehicle ? t.firstIsDefault : undefined}
      />
    </div>
  );
}

/** Only same-site paths, and never this page itself (which would loop). */
function validReturnTo(value: FormDataEntryValue | string | null): string | null {
  const target = safeRedirect(value, "");
  return target && !target.startsWith("/vehicles/new") ? target : null;
}
