import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { ParkingAdminForm } from "~/components/admin/ParkingAdminForm";
import { ErrorList, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError, replyWithRefusal } from "~/utils/form.server";
import { editParking, mapSettings, parkingForEdit, switchParking } from "~/routes/admin/parts/parking-admin.server";
import { parkingFormSchema } from "@core/parking/parking-schema";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { CAR_PARK_EDITOR, PARKING_FORM } from "~/i18n/admin/car-parks.server";
import { ADMIN_PARKING_WORDS } from "~/i18n/admin/parking-forms.server";
import type { CarParkEditorMessages, ParkingFormMessages } from "~/i18n/admin/parking-texts";

/**
 * /admin/car-parks/{id} (issue 13): edit a car park, or deactivate it (out of search, no new
 * bookings; its bookings stay) and activate it again. A capacity below a future hour's bookings is
 * refused under the field, naming the hour.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { parking, values } = await parkingForEdit(request, params.id ?? "");
  const language = languageOf(request);
  const t = CAR_PARK_EDITOR.pick(language) as CarParkEditorMessages;
  return {
    id: parking.id,
    name: parking.name,
    city: parking.city,
    active: !parking.inactive,
    values,
    map: mapSettings(),
    t: { ...t, carParksIn: fill(t.carParksIn, { city: parking.city }) },
    form: PARKING_FORM.pick(language) as ParkingFormMessages,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: parking.name }),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "activate" || intent === "deactivate") {
    try {
      const parking = await switchParking(request, id, intent === "activate");
      return redirect(`/admin/car-parks?${new URLSearchParams({ city: parking.city, saved: `${parking.name} ${intent}d` })}`);
    } catch (error) {
      return replyWithRefusal(request, error, { logMessage: "car park not switched", extra: { form: "switch" } });
    }
  }
  const submission = parseWithZod(formData, { schema: parkingFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const parking = await editParking(request, id, Object.fromEntries(formData));
    return redirect(`/admin/car-parks?${new URLSearchParams({ city: parking.city, saved: parking.name })}`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "car park not saved" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Car park · Admin") },
  { name: "robots", content: "noindex" },
];

export default function EditCarPark() {
  const { id, name, city, active, values, map, t, form } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const switchReply = reply && "form" in reply ? reply.result : null;
  const { form: switchForm, formProps: switchProps } = useKitForm(NO_FIELDS, { id: "switch", lastResult: switchReply });
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to={`/admin/car-parks?${new URLSearchParams({ city })}`} className="hover:underline">
          {t.carParksIn}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900" data-user-content>
        {name}
      </h1>
      <p className={active ? "mt-2 text-emerald-800" : "mt-2 font-semibold text-red-800"}>{active ? t.isActive : t.isDeactivated}</p>
      <p className="mt-2 flex gap-6">
        <Link to={`/admin/car-parks/${id}/images`} className="font-semibold text-brand-700 hover:underline">
          {t.pictures}
        </Link>
        <Link to={`/admin/car-parks/${id}/passes`} className="font-semibold text-brand-700 hover:underline">
          {t.passes}
        </Link>
      </p>
      <ParkingAdminForm
        map={map}
        t={form}
        id={`car-park-${id}`}
        lastResult={reply && !("form" in reply) ? reply.result : null}
        defaultValue={values}
        submitLabel={t.saveChanges}
      />
      <Form method="post" {...switchProps} className="mt-10 border-t border-slate-200 pt-6">
        <input type="hidden" name="intent" value={active ? "deactivate" : "activate"} />
        <p className="text-sm text-slate-600">{active ? t.deactivateHint : t.activateHint}</p>
        <button
          type="submit"
          className={
            active
              ? "mt-3 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800"
              : "mt-3 rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          }
        >
          {active ? t.deactivate : t.activate}
        </button>
        <ErrorList id={switchForm.errorId} errors={switchForm.errors} className="mt-3" />
      </Form>
    </div>
  );
}
