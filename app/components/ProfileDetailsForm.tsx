import { Form, useNavigation } from "@remix-run/react";
import { ProfilePlaceFields } from "./ProfilePlaceFields";
import { TextField, type PlaceOption, type ProfileFieldErrors, type ProfileValues } from "./profile-fields";

/**
 * The profile's edit form. It posts to the profile route itself, with `intent` "details" (save) or,
 * without JavaScript, "cities" (redraw the form with the chosen state's cities, saving nothing).
 */
export function ProfileDetailsForm({
  values,
  email,
  states,
  cities,
  success,
  error,
  fieldErrors,
}: {
  values: ProfileValues;
  email: string;
  states: PlaceOption[];
  cities: string[];
  success: boolean;
  error?: string;
  fieldErrors: ProfileFieldErrors;
}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "details";

  return (
    <Form method="post" preventScrollReset className="mt-4">
      {/*
        Enter in a text box "clicks" the form's first submit button. Without JavaScript the first
        visible one would be "Show cities", so a hidden Save comes first and Enter saves.
      */}
      <button
        type="submit"
        name="intent"
        value="details"
        tabIndex={-1}
        aria-hidden="true"
        className="absolute -left-[9999px] h-px w-px overflow-hidden"
      >
        Save changes
      </button>
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <TextField name="name" label="Name" defaultValue={values.name} autoComplete="name" error={fieldErrors.name} />
        <TextField name="contact" label="Contact" type="tel" defaultValue={values.contact} autoComplete="tel" error={fieldErrors.contact} />
        <div>
          <label htmlFor="email" className="block text-sm font-medium text-slate-800">
            Email
          </label>
          <input
            id="email"
            type="email"
            value={email}
            readOnly
            aria-describedby="email-hint"
            className="mt-1 block w-full cursor-not-allowed rounded-md border border-slate-200 bg-slate-100 px-3 py-2 text-slate-600"
          />
          <p id="email-hint" className="mt-1 text-xs text-slate-500">
            Your e-mail address cannot be changed here.
          </p>
        </div>
        <TextField name="address" label="Address" defaultValue={values.address} autoComplete="street-address" error={fieldErrors.address} />
        <TextField
          name="pincode"
          label="Pincode"
          defaultValue={values.pincode}
          autoComplete="postal-code"
          inputMode="numeric"
          error={fieldErrors.pincode}
        />
        <ProfilePlaceFields
          states={states}
          initialState={values.state}
          initialCity={values.city}
          initialCities={cities}
          fieldErrors={fieldErrors}
        />
        <TextField name="country" label="Country" defaultValue={values.country} autoComplete="country-name" error={fieldErrors.country} />
        <TextField
          name="licence_no"
          label="Licence number"
          defaultValue={values.licence_no}
          autoComplete="off"
          error={fieldErrors.licence_no}
        />
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        <button
          type="submit"
          name="intent"
          value="details"
          disabled={saving}
          className="rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
        >
          {saving ? "Saving..." : "Save changes"}
        </button>
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : success ? (
          <p role="status" className="text-sm font-medium text-green-700">
            Profile updated successfully.
          </p>
        ) : null}
      </div>
    </Form>
  );
}
