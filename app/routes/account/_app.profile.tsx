import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { citiesOfState, indianStates } from "@core/places/states";
import { GRACE_DAYS } from "@core/account-deletion/deletion";
import { pageTitle } from "~/utils/brand";
import { fill } from "~/i18n/catalogue";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { requireUser } from "~/utils/session.server";
import { photoResult } from "~/routes/account/parts/profile-photo.server";
import type { FormReply } from "~/components/kit/forms";
import { ProfileDetailsForm } from "~/components/account/ProfileDetailsForm";
import { ProfilePhotoSection } from "~/components/account/ProfilePhotoSection";
import { PROFILE_FIELDS, type ProfileValues } from "~/components/account/profile-fields";
import { updateProfile } from "@core/account/account-service";
import { profileSchema } from "@core/account/schemas";
import { profileImageUrl } from "@core/account/user";
import { UNEXPECTED_MESSAGE } from "@core/errors";
import { services } from "@core/services";
import { PROFILE_IMAGE_MESSAGES } from "@core/account/profile-image-rules";
import { translateFieldMessages, translateMessage } from "@core/i18n/messages";
import type { Language } from "@core/i18n/languages";
import { PROFILE, type ProfileMessages } from "~/i18n/account/profile.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * Own profile (spec parking §2 Profile, community §2 Own profile): the photo upload, the edit form
 * and the account-deletion note. The photo form posts to /profile/photo
 * (app/routes/account/_app.profile_.photo.tsx), which redirects back here with `?updated=photo` or
 * `?photo=<error code>`. The edit form (form kit, core's `profileSchema`) posts here: a save, or
 * with `intent` "cities" (no-JS: redraw the form with the chosen state's cities, saving nothing);
 * with JavaScript the cities come from GET /resources/cities. Successes redirect, so a reload
 * never posts twice; a refused save answers with Conform's reply (messages next to their fields).
 */
/** The action's answer: Conform's reply, and after "Show cities" the chosen state's cities. */
type ProfileReply = FormReply & { cities?: string[] };

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
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
    bio: user.bio ?? "",
    location: user.location ?? "",
    interests: user.interests ?? "",
  };
  return {
    values,
    email: user.email,
    updatedAt: user.updatedAt,
    avatarUrl: profileImageUrl(user.profileImage),
    states: indianStates(),
    cities: citiesOf(user.state),
    updated: updated === "photo" || updated === "details" ? updated : null,
    photoResult: translatedResult(photoResult(params.get("photo")), language),
    photoUpdated: translateMessage(PROFILE_IMAGE_MESSAGES.updated, language),
    t: PROFILE.pick(language) as ProfileMessages,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const form = await request.formData();
  const intent = form.get("intent");
  const submission = parseWithZod(form, { schema: profileSchema });

  if (intent === "cities") {
    const payload = submission.payload;
    const cities = citiesOf(typeof payload.state === "string" ? payload.state : "");
    // A city of the previously chosen state would be wrong now: the member picks again.
    const city = typeof payload.city === "string" && cities.includes(payload.city) ? payload.city : "";
    // No messages: nothing was saved, only the values come back (Conform refills the form with them).
    const reply: ProfileReply = { result: { initialValue: { ...payload, city } }, cities };
    return data(reply);
  }

  // The visible Save button sends no intent; "details" is what older pages sent.
  if (intent !== null && intent !== "details") {
    const message = translateMessage(UNEXPECTED_MESSAGE, await pageLanguage(request));
    return data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 });
  }
  if (submission.status !== "success") return invalidSubmission(request, submission);
  // Only the fields the form sent: one left out is left as it is, never blanked. The kit reads an
  // empty box as "no value", so a box sent empty is "" here (core refuses an empty name).
  const sent = PROFILE_FIELDS.filter((key) => typeof form.get(key) === "string");
  const changes = Object.fromEntries(sent.map((key) => [key, submission.value[key] ?? ""]));
  try {
    await updateProfile(services(), user.id, changes);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "profile update failed", logFields: { userId: user.id } });
  }
  return redirect("/profile?updated=details#details");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Profile") }];

export default function Profile() {
  const loaderData = useLoaderData<typeof loader>();
  // Remix's serialized type keeps only the replies' common `result`; "Show cities" adds its list.
  const actionData = useActionData<typeof action>() as ProfileReply | undefined;

  const { t } = loaderData;
  const [beforeLink, afterLink] = fill(t.deleteNote, { days: GRACE_DAYS }).split("{link}");
  const lookedUp = actionData?.cities ?? null;
  const cities = lookedUp ?? loaderData.cities;
  // A fresh form after a save (the stored, trimmed values) or after "Show cities" (the posted values).
  const formKey = lookedUp ? `cities:${JSON.stringify(actionData?.result.initialValue)}` : `saved:${loaderData.updatedAt}`;

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>

      <ProfilePhotoSection
        t={t}
        updatedMessage={loaderData.photoUpdated}
        avatarUrl={loaderData.avatarUrl}
        success={loaderData.updated === "photo" && !actionData}
        // A photo message belongs to the photo's redirect; a post of the details form has its own answer.
        lastResult={actionData ? undefined : loaderData.photoResult}
      />

      <section
        id="details"
        aria-labelledby="details-heading"
        className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id="details-heading" className="text-lg font-semibold text-slate-900">
          {t.detailsHeading}
        </h2>
        <ProfileDetailsForm
          t={t}
          key={formKey}
          lastResult={actionData?.result}
          values={loaderData.values}
          email={loaderData.email}
          states={loaderData.states}
          cities={cities}
          success={loaderData.updated === "details" && !actionData}
        />
      </section>

      <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
        {/* Issue 32: deleting is self-service now (decision 052), no longer a mail to support. */}
        {beforeLink}
        <Link to="/settings/delete" className="font-semibold text-brand-700 underline underline-offset-2">
          {t.deleteLink}
        </Link>
        {afterLink}
      </p>
    </div>
  );
}

/** The photo route's message (core's English) in the page's language, on the same field. */
function translatedResult(result: ReturnType<typeof photoResult>, language: Language): ReturnType<typeof photoResult> {
  return result?.error ? { ...result, error: translateFieldMessages(result.error, language) } : result;
}

/** The one states-and-cities lookup (functions/core/places/states.ts), shared with GET /resources/cities and GET /api/add/city. */
function citiesOf(stateName: string): string[] {
  return stateName ? (citiesOfState(stateName) ?? []).map((c) => c.name) : [];
}
