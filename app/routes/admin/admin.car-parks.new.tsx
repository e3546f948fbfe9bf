import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { ParkingAdminForm } from "~/components/admin/ParkingAdminForm";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { addParking, adminUser, mapSettings } from "~/routes/admin/parts/parking-admin.server";
import { parkingFormSchema } from "@core/parking/parking-schema";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { CAR_PARK_EDITOR, PARKING_FORM } from "~/i18n/admin/car-parks.server";
import { ADMIN_PARKING_WORDS } from "~/i18n/admin/parking-forms.server";
import type { CarParkEditorMessages, ParkingFormMessages } from "~/i18n/admin/parking-texts";

/** /admin/car-parks/new (issue 13): a new car park, in search the moment it is saved. */
export async function loader({ request }: LoaderFunctionArgs) {
  await adminUser(request);
  const language = languageOf(request);
  const t = CAR_PARK_EDITOR.pick(language) as CarParkEditorMessages;
  return {
    map: mapSettings(),
    t,
    form: PARKING_FORM.pick(language) as ParkingFormMessages,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: t.addTitle }),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  await adminUser(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: parkingFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const parking = await addParking(request, Object.fromEntries(formData));
    return redirect(`/admin/car-parks?${new URLSearchParams({ city: parking.city, saved: parking.name })}`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "car park not created" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Add a car park · Admin") },
  { name: "robots", content: "noindex" },
];

export default function NewCarPark() {
  const reply = useActionData<typeof action>();
  const { map, t, form } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/car-parks" className="hover:underline">
          {t.carParks}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.addTitle}</h1>
      <ParkingAdminForm map={map} t={form} id="new-car-park" lastResult={reply?.result} submitLabel={t.addSubmit} />
    </div>
  );
}
