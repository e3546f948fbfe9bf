import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { ConfirmActions } from "~/components/kit/ConfirmActions";
import { pageTitle } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { services } from "@core/services";
import { VEHICLE_MESSAGES } from "@core/vehicle/vehicle";
import { deleteVehicle, getVehicle } from "@core/vehicle/vehicle-service";
import { BackLink, VehicleTypeIcon, vehicleKindLabel } from "~/components/account/vehicle-form";
import { translateMessage } from "@core/i18n/messages";
import { VEHICLE_EDITOR, type VehicleEditorMessages } from "~/i18n/account/vehicles.server";
import { pageLanguage } from "~/i18n/language.server";
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
  const language = await pageLanguage(request);
  return {
    vehicle: { name: vehicle.vehicle_name, number: vehicle.vehicle_number, type: vehicle.vehicle_type },
    question: translateMessage(VEHICLE_MESSAGES.deleteConfirm, language),
    t: VEHICLE_EDITOR.pick(language) as VehicleEditorMessages,
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

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.deleteTitle ?? "Delete vehicle") }];

export default function DeleteVehicle() {
  const { vehicle, question, t } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const deleting = navigation.state === "submitting" && navigation.formAction?.split("?")[0] === location.pathname;

  return (
    <div className="max-w-2xl">
      <BackLink to="/vehicles">{t.backToVehicles}</BackLink>
      <h1 className="mt-3 text-2xl font-bold text-slate-900 sm:text-3xl">{t.deleteTitle}</h1>
      <section aria-labelledby="delete-question" className="mt-6 rounded-xl border border-red-200 bg-white p-5 shadow-sm sm:p-6">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <VehicleTypeIcon type={vehicle.type} className="h-6 w-6" />
          </span>
          <div>
            <p className="font-semibold text-slate-900">{vehicle.name}</p>
            <p className="font-mono text-sm text-slate-700">{vehicle.number}</p>
            <p className="text-xs text-slate-500">{vehicleKindLabel(vehicle.type, t)}</p>
          </div>
        </div>
        <p id="delete-question" className="mt-5 text-lg font-semibold text-slate-900">
          {question}
        </p>
        <ConfirmActions
          id="delete-vehicle"
          lastResult={actionData?.result}
          busy={deleting}
          confirmLabel={t.delete}
          busyLabel={t.deleting}
          back={{ to: "/vehicles", label: t.cancel }}
        />
      </section>
    </div>
  );
}
