import type { SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { ErrorList, Field, useKitForm } from "~/components/kit/forms";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { profileSchema } from "@core/account/schemas";
import { ProfilePlaceFields } from "./ProfilePlaceFields";
import type { PlaceOption, ProfileValues } from "./profile-fields";
import type { ProfileMessages } from "~/i18n/account/texts";

/**
 * The profile's edit form, on the form kit with core's `profileSchema` (the same rules in the
 * browser, in the action and in core). It posts to the profile route itself: a save (no `intent`)
 * or, without JavaScript, `intent` "cities" (redraw the form with the chosen state's cities,
 * saving nothing). `lastResult` is the action's Conform reply: messages next to their
 * fields and the values as typed.
 */
export function ProfileDetailsForm({
  t,
  lastResult,
  values,
  email,
  states,
  cities,
  success,
}: {
  t: ProfileMessages;
  lastResult?: SubmissionResult<string[]> | null;
  values: ProfileValues;
  email: string;
  states: PlaceOption[];
  cities: string[];
  success: boolean;
}) {
  const navigation = useNavigation();
  // This form's save (a post without intent), not "Show cities" or another form on the page.
  const posted = navigation.state === "submitting" ? navigation.formData : undefined;
  const saving = Boolean(posted?.has("licence_no") && posted.get("intent") !== "cities");
  const { form, fields, formProps } = useKitForm(profileSchema, { id: "profile-details", lastResult, defaultValue: values });

  return (
    <Form method="post" preventScrollReset {...formProps} className="mt-4">
      {/*
        Enter in a text box "clicks" the form's first submit button. Without JavaScript the first
        visible one would be "Show cities", so a hidden Save comes first and Enter saves.
      */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        {t.saveChanges}
      </button>
      <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
        <Field meta={fields.name} label={t.name} inputProps={{ autoComplete: "name" }} />
        <Field meta={fields.contact} label={t.contact} type="tel" inputProps={{ autoComplete: "tel" }} />
        <div>
          <label htmlFor="email" className="text-sm font-semibold text-slate-800">
            {t.email}
          </label>
          {/* Not a field of the form (no name): shown, never posted. */}
          <input
            id="email"
            type="email"
            value={email}
            readOnly
            aria-describedby="email-hint"
            className="mt-1 block w-full cursor-not-allowed rounded-md border border-slate-200 bg-slate-100 px-3 py-2.5 text-slate-600"
          />
          <p id="email-hint" className="mt-1 text-xs text-slate-500">
            {t.emailHint}
          </p>
        </div>
        <Field meta={fields.address} label={t.address} inputProps={{ autoComplete: "street-address" }} />
        <Field meta={fields.pincode} label={t.pincode} inputProps={{ autoComplete: "postal-code", inputMode: "numeric" }} />
        <ProfilePlaceFields t={t} states={states} stateField={fields.state} cityField={fields.city} initialCities={cities} />
        <Field meta={fields.country} label={t.country} inputProps={{ autoComplete: "country-name" }} />
        <Field meta={fields.licence_no} label={t.licence} inputProps={{ autoComplete: "off" }} />
        {/* The community profile: what other members see on /user/{id}. */}
        <Field meta={fields.bio} label={t.bio} multiline className="sm:col-span-2" textareaProps={{ rows: 3 }} />
        <Field meta={fields.location} label={t.location} inputProps={{ autoComplete: "off", placeholder: t.locationPlaceholder }} />
        <Field meta={fields.interests} label={t.interests} hint={t.interestsHint} inputProps={{ autoComplete: "off" }} />
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        <SubmitButton busy={saving} busyLabel={t.saving} className={BUTTON}>
          {t.saveChanges}
        </SubmitButton>
        {/* Always in the page, so a message that appears after a save with JavaScript is announced. */}
        <div role="alert">
          <ErrorList id={form.errorId} errors={form.errors} className="" />
        </div>
        {success && !form.errors?.length ? (
          <p role="status" className="text-sm font-medium text-green-700">
            {t.updated}
          </p>
        ) : null}
      </div>
    </Form>
  );
}

const BUTTON =
  "rounded-md bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75";
