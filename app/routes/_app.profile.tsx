import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { citiesOfState, indianStates } from "@core/places/states";
import { pageTitle, SUPPORT_EMAIL } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { photoErrorMessage } from "~/utils/profile-photo.server";
import { ProfileDetailsForm } from "~/components/ProfileDetailsForm";
import { ProfilePhotoSection } from "~/components/ProfilePhotoSection";
import { PROFILE_FIELDS, type ProfileFieldErrors, type ProfileValues } from "~/components/profile-fields";
import { updateProfile } from "@core/account/account-service";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES } from "@core/account/profile-image";
import { profileImageUrl } from "@core/account/user";
import { DomainError, UNEXPECTED_MESSAGE, ValidationError } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";

/**
 * Own profile (spec parking §2 Profile, community §2 Own profile): the photo upload, the edit form
 * and the account-deletion note. The photo form posts to /profile/photo
 * (app/routes/_app.profile_.photo.tsx), which redirects back here with `?updated=photo` or
 * `?photo=<error code>`. The edit form posts here, told apart by `intent`: "details" (save) and
 * "cities" (no-JS: redraw the form with the chosen state's cities, saving nothing); with
 * JavaScript the cities come from GET /resources/cities. Successes redirect, so a reload never
 * posts twice.
 */
type ActionResult =
  | { intent: "details"; values: ProfileValues; error: string; fieldErrors: ProfileFieldErrors }
  | { intent: "cities"; values: ProfileValues; cities: string[] }
  | { intent: "unknown"; error: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const updated = params.get("updated");
  const values: ProfileValues = {
    name: user.name,
    contact: user.contact,
    address: user.address,
    pincode: user.pincode,
    city: user.city,
    state: user.state,
    country: user.country,
    licence_no: user.licence_no,
  };
  return {
    values,
    email: user.email,
    updatedAt: user.updatedAt,
    avatarUrl: profileImageUrl(user.profileImage),
    states: indianStates(),
    cities: citiesOf(user.state),
    updated: updated === "photo" || updated === "details" ? updated : null,
    photoError: photoErrorMessage(params.get("photo")),
    // The page checks these before posting with JavaScript; the server module stays out of the browser bundle.
    image: { maxBytes: PROFILE_IMAGE_MAX_BYTES, missing: PROFILE_IMAGE_MESSAGES.missing, tooLarge: PROFILE_IMAGE_MESSAGES.tooLarge },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "cities") {
    const values = readValues(form);
    const cities = citiesOf(values.state);
    // A city of the previously chosen state would be wrong now: the member picks again.
    if (!cities.includes(values.city)) values.city = "";
    return data<ActionResult>({ intent: "cities", values, cities });
  }

  if (intent === "details") {
    const values = readValues(form);
    // Only the fields the form sent: one left out is left as it is, never blanked.
    const changes = Object.fromEntries(PROFILE_FIELDS.filter((key) => typeof form.get(key) === "string").map((key) => [key, values[key]]));
    try {
      await updateProfile(services(), user.id, changes);
    } catch (error) {
      const fieldErrors =
        error instanceof ValidationError
          ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages[0] ?? ""]))
          : {};
      if (!(error instanceof DomainError)) log.error("profile update failed", { userId: user.id, ...errorFields(error) });
      return data<ActionResult>(
        {
          intent: "details",
          values,
          error: error instanceof DomainError ? error.message : UNEXPECTED_MESSAGE,
          fieldErrors,
        },
        { status: error instanceof DomainError ? error.status : 500 },
      );
    }
    return redirect("/profile?updated=details#details");
  }

  return data<ActionResult>({ intent: "unknown", error: UNEXPECTED_MESSAGE }, { status: 400 });
}

export const meta: MetaFunction = () => [{ title: pageTitle("Profile") }];

export default function Profile() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();

  const posted = actionData && "values" in actionData ? actionData : undefined;
  const values = posted?.values ?? loaderData.values;
  const cities = posted?.intent === "cities" ? posted.cities : loaderData.cities;
  // A fresh form after a save (the stored, trimmed values) or after "Show cities" (the posted values).
  const formKey = posted?.intent === "cities" ? `cities:${JSON.stringify(posted.values)}` : `saved:${loaderData.updatedAt}`;

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Profile</h1>

      <ProfilePhotoSection
        avatarUrl={loaderData.avatarUrl}
        image={loaderData.image}
        success={loaderData.updated === "photo" && !actionData}
        error={(!actionData && loaderData.photoError) || undefined}
      />

      <section
        id="details"
        aria-labelledby="details-heading"
        className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="details-heading" className="text-lg font-semibold text-slate-900">
          Your details
        </h2>
        <ProfileDetailsForm
          key={formKey}
          values={values}
          email={loaderData.email}
          states={loaderData.states}
          cities={cities}
          success={loaderData.updated === "details" && !actionData}
          error={actionData?.intent === "details" || actionData?.intent === "unknown" ? actionData.error : undefined}
          fieldErrors={actionData?.intent === "details" ? actionData.fieldErrors : {}}
        />
      </section>

      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        To delete your account, please contact support at{" "}
        <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline underline-offset-2">
          {SUPPORT_EMAIL}
        </a>
        . Accounts are deleted within one week.
      </p>
    </div>
  );
}

function readValues(form: FormData): ProfileValues {
  const text = (key: keyof ProfileValues) => {
    const value = form.get(key);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    contact: text("contact"),
    address: text("address"),
    pincode: text("pincode"),
    city: text("city"),
    state: text("state"),
    country: text("country"),
    licence_no: text("licence_no"),
  };
}

/** The one states-and-cities lookup (functions/core/places/states.ts), shared with GET /resources/cities and GET /api/add/city. */
function citiesOf(stateName: string): string[] {
  return stateName ? (citiesOfState(stateName) ?? []).map((c) => c.name) : [];
}
