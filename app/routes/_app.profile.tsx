import {
  data,
  MaxPartSizeExceededError,
  redirect,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { citiesOfState, indianStates } from "@core/places/states";
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { pageTitle, SUPPORT_EMAIL } from "~/utils/brand";
import { requireUser } from "~/utils/session.server";
import { updateProfile } from "@core/account/account-service";
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_MESSAGES, uploadProfileImage } from "@core/account/profile-image";
import { profileImageUrl, type ProfileFields } from "@core/account/user";
import { DomainError, UNEXPECTED_MESSAGE, ValidationError } from "@core/errors";
import { errorFields, log } from "@core/log";
import { services } from "@core/services";

/**
 * Own profile (spec parking §2 Profile, community §2 Own profile): the photo upload, the edit form
 * and the account-deletion note. Both forms post here and are told apart by `intent`: "upload"
 * (multipart), "details" (save) and "cities" (no-JS: redraw the form with the chosen state's
 * cities, saving nothing). Successes redirect, so a reload never posts twice.
 */
const FIELDS = ["name", "contact", "address", "pincode", "city", "state", "country", "licence_no"] as const;
type ProfileValues = Pick<ProfileFields, (typeof FIELDS)[number]>;

type ActionResult =
  | { intent: "upload"; error: string }
  | { intent: "details"; values: ProfileValues; error: string; fieldErrors: Partial<Record<keyof ProfileValues, string>> }
  | { intent: "cities"; values: ProfileValues; cities: string[] }
  | { intent: "unknown"; error: string };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const updated = new URL(request.url).searchParams.get("updated");
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
    // The page checks these before posting with JavaScript; the server module stays out of the browser bundle.
    image: { maxBytes: PROFILE_IMAGE_MAX_BYTES, missing: PROFILE_IMAGE_MESSAGES.missing, tooLarge: PROFILE_IMAGE_MESSAGES.tooLarge },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const svc = services();

  let form: FormData;
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    try {
      form = await unstable_parseMultipartFormData(request, unstable_createMemoryUploadHandler({ maxPartSize: PROFILE_IMAGE_MAX_BYTES }));
    } catch (error) {
      if (error instanceof MaxPartSizeExceededError) {
        return data<ActionResult>({ intent: "upload", error: PROFILE_IMAGE_MESSAGES.tooLarge }, { status: 413 });
      }
      log.warn("profile image upload could not be read", { userId: user.id, ...errorFields(error) });
      return data<ActionResult>({ intent: "upload", error: PROFILE_IMAGE_MESSAGES.failed }, { status: 400 });
    }
  } else {
    form = await request.formData();
  }

  const intent = form.get("intent");

  if (intent === "upload") {
    const file = form.get("profileImage");
    const bytes = file && typeof file !== "string" ? new Uint8Array(await file.arrayBuffer()) : undefined;
    try {
      await uploadProfileImage(svc, user.id, bytes ? { bytes } : undefined);
    } catch (error) {
      if (error instanceof DomainError) {
        return data<ActionResult>({ intent: "upload", error: error.message }, { status: error.status });
      }
      log.error("profile image upload failed", { userId: user.id, ...errorFields(error) });
      return data<ActionResult>({ intent: "upload", error: PROFILE_IMAGE_MESSAGES.failed }, { status: 500 });
    }
    return redirect("/profile?updated=photo#photo");
  }

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
    const changes = Object.fromEntries(FIELDS.filter((key) => typeof form.get(key) === "string").map((key) => [key, values[key]]));
    try {
      await updateProfile(svc, user.id, changes);
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

      <PhotoSection
        avatarUrl={loaderData.avatarUrl}
        image={loaderData.image}
        success={loaderData.updated === "photo" && !actionData}
        error={actionData?.intent === "upload" ? actionData.error : undefined}
      />

      <section
        id="details"
        aria-labelledby="details-heading"
        className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="details-heading" className="text-lg font-semibold text-slate-900">
          Your details
        </h2>
        <DetailsForm
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

function PhotoSection({
  avatarUrl,
  image,
  success,
  error,
}: {
  avatarUrl: string;
  image: { maxBytes: number; missing: string; tooLarge: string };
  success: boolean;
  error?: string;
}) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const fileRef = useRef<HTMLInputElement>(null);
  const [clientError, setClientError] = useState<string | null>(null);

  // With JavaScript the obvious mistakes are caught before anything is sent; the server checks again.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const file = fileRef.current?.files?.[0];
    const problem = !file ? image.missing : file.size > image.maxBytes ? image.tooLarge : null;
    setClientError(problem);
    if (problem) event.preventDefault();
  }

  const shownError = clientError ?? error;
  return (
    <section
      id="photo"
      aria-labelledby="photo-heading"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="photo-heading" className="text-lg font-semibold text-slate-900">
        Profile photo
      </h2>
      <div className="mt-4 flex flex-col gap-6 sm:flex-row sm:items-center">
        <img
          src={avatarUrl}
          alt="Profile picture"
          width={128}
          height={128}
          className="h-32 w-32 shrink-0 rounded-full bg-brand-50 object-cover ring-4 ring-brand-100"
        />
        <Form method="post" encType="multipart/form-data" preventScrollReset onSubmit={onSubmit} className="min-w-0 flex-1 space-y-3">
          <input type="hidden" name="intent" value="upload" />
          <div>
            <label htmlFor="profileImage" className="block text-sm font-medium text-slate-800">
              Choose a picture
            </label>
            <input
              ref={fileRef}
              id="profileImage"
              name="profileImage"
              type="file"
              accept="image/*"
              onChange={() => setClientError(null)}
              aria-invalid={shownError ? true : undefined}
              aria-describedby={shownError ? "photo-message photo-hint" : "photo-hint"}
              className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
            />
            <p id="photo-hint" className="mt-1 text-xs text-slate-500">
              JPEG, PNG, WebP or GIF, up to {Math.floor(image.maxBytes / (1024 * 1024))} MB.
            </p>
          </div>
          <button
            type="submit"
            disabled={uploading}
            className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-75"
          >
            {uploading ? "Uploading..." : "Upload photo"}
          </button>
          {shownError ? (
            <p id="photo-message" role="alert" className="text-sm font-medium text-red-700">
              {shownError}
            </p>
          ) : success ? (
            <p id="photo-message" role="status" className="text-sm font-medium text-green-700">
              Profile image updated successfully!
            </p>
          ) : null}
        </Form>
      </div>
    </section>
  );
}

interface PlaceOption {
  name: string;
  isoCode: string;
}

function DetailsForm({
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
  fieldErrors: Partial<Record<keyof ProfileValues, string>>;
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
        <PlaceFields
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

/**
 * State and city. Without JavaScript, "Show cities" posts the form back (saving nothing) and the
 * page returns with that state's cities. With JavaScript, choosing or typing a state loads its
 * cities at once, and the button only comes back if that lookup fails.
 */
function PlaceFields({
  states,
  initialState,
  initialCity,
  initialCities,
  fieldErrors,
}: {
  states: PlaceOption[];
  initialState: string;
  initialCity: string;
  initialCities: string[];
  fieldErrors: Partial<Record<keyof ProfileValues, string>>;
}) {
  const [stateName, setStateName] = useState(initialState);
  const [city, setCity] = useState(initialCity);
  const [cities, setCities] = useState(initialCities);
  const [lookup, setLookup] = useState<"idle" | "loading" | "failed">("idle");
  const [hydrated, setHydrated] = useState(false);
  const pending = useRef<AbortController | null>(null);

  useEffect(() => {
    setHydrated(true);
    return () => pending.current?.abort();
  }, []);

  async function onStateChange(event: ChangeEvent<HTMLSelectElement>) {
    const name = event.target.value;
    setStateName(name);
    setCity("");
    pending.current?.abort();
    const iso = states.find((s) => s.name === name)?.isoCode;
    if (!iso) {
      setCities([]);
      setLookup("idle");
      return;
    }
    const controller = new AbortController();
    pending.current = controller;
    setLookup("loading");
    try {
      const response = await fetch(`/api/add/city/${encodeURIComponent(iso)}`, {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`city lookup answered ${response.status}`);
      const body = (await response.json()) as { data?: { name: string }[] };
      setCities((body.data ?? []).map((c) => c.name));
      setLookup("idle");
    } catch {
      if (controller.signal.aborted) return;
      setCities([]);
      setLookup("failed");
    }
  }

  // A stored value outside the lists (typed before they existed) is kept, not silently dropped.
  const stateNames = states.map((s) => s.name);
  const stateOptions = stateName && !stateNames.includes(stateName) ? [stateName, ...stateNames] : stateNames;
  const cityOptions = city && !cities.includes(city) ? [city, ...cities] : cities;
  const cityPlaceholder = !stateName ? "Select a state first" : lookup === "loading" ? "Loading cities..." : "Select a city";

  return (
    <>
      <div>
        <label htmlFor="state" className="block text-sm font-medium text-slate-800">
          State
        </label>
        <div className="mt-1 flex gap-2">
          <select
            id="state"
            name="state"
            value={stateName}
            onChange={onStateChange}
            autoComplete="address-level1"
            aria-invalid={fieldErrors.state ? true : undefined}
            aria-describedby={fieldErrors.state ? "state-error" : undefined}
            className={`${inputClass(Boolean(fieldErrors.state))} min-w-0 flex-1`}
          >
            <option value="">Select a state</option>
            {stateOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {!hydrated || lookup === "failed" ? (
            <button
              type="submit"
              name="intent"
              value="cities"
              formNoValidate
              className="shrink-0 rounded-md border border-brand-600 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              Show cities
            </button>
          ) : null}
        </div>
        {fieldErrors.state ? <FieldError id="state-error">{fieldErrors.state}</FieldError> : null}
      </div>
      <div>
        <label htmlFor="city" className="block text-sm font-medium text-slate-800">
          City
        </label>
        <select
          id="city"
          name="city"
          value={city}
          onChange={(event) => setCity(event.target.value)}
          autoComplete="address-level2"
          aria-invalid={fieldErrors.city ? true : undefined}
          aria-describedby={
            [fieldErrors.city ? "city-error" : "", lookup === "failed" ? "city-lookup" : ""].filter(Boolean).join(" ") || undefined
          }
          className={`${inputClass(Boolean(fieldErrors.city))} mt-1`}
        >
          <option value="">{cityPlaceholder}</option>
          {cityOptions.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {lookup === "failed" ? (
          <p id="city-lookup" role="alert" className="mt-1 text-sm text-red-700">
            We could not load the cities. Press “Show cities” to try again.
          </p>
        ) : null}
        {fieldErrors.city ? <FieldError id="city-error">{fieldErrors.city}</FieldError> : null}
      </div>
    </>
  );
}

function TextField({
  name,
  label,
  defaultValue,
  error,
  type = "text",
  autoComplete,
  inputMode,
}: {
  name: keyof ProfileValues;
  label: string;
  defaultValue: string;
  error?: string;
  type?: "text" | "tel";
  autoComplete?: string;
  inputMode?: "numeric";
}) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label htmlFor={name} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`${inputClass(Boolean(error))} mt-1`}
      />
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1 text-sm text-red-700">
      {children}
    </p>
  );
}

function inputClass(invalid: boolean): string {
  return `block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 ${
    invalid ? "border-red-500" : "border-slate-300"
  }`;
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

/** The one states-and-cities lookup (functions/core/places/states.ts), shared with GET /api/add/city. */
function citiesOf(stateName: string): string[] {
  return stateName ? (citiesOfState(stateName) ?? []).map((c) => c.name) : [];
}
