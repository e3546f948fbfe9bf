import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { ParkingAdminForm } from "~/components/admin/ParkingAdminForm";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { addParking, adminUser, mapSettings } from "~/routes/admin/parts/parking-admin.server";
import { parkingFormSchema } from "@core/parking/parking-schema";

/** /admin/car-parks/new (issue 13): a new car park, in search the moment it is saved. */
export async function loader({ request }: LoaderFunctionArgs) {
  await adminUser(request);
  return { map: mapSettings() };
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

export const meta: MetaFunction = () => [{ title: pageTitle("Add a car park · Admin") }, { name: "robots", content: "noindex" }];

export default function NewCarPark() {
  const reply = useActionData<typeof action>();
  const { map } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to="/admin/car-parks" className="hover:underline">
          Car parks
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Add a car park</h1>
      <ParkingAdminForm map={map} id="new-car-park" lastResult={reply?.result} submitLabel="Add car park" />
    </div>
  );
}
