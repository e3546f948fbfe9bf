import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageTitle } from "~/utils/brand";
import { formatIndia } from "@core/time/india-time";
import { GRACE_DAYS, GRACE_MS } from "@core/account-deletion/deletion";
import { fill } from "~/i18n/catalogue";
import { DELETION_REQUESTED, type DeletionRequestedMessages } from "~/i18n/account/deletion.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * The page after asking to delete one's account (decision 052): signed out by then, so the date
 * comes in the address. Only a date within the grace period from now is shown; anything else (an
 * edited link) gets the general wording, never the address's text.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const language = await pageLanguage(request);
  const until = new Date(new URL(request.url).searchParams.get("until") ?? "");
  const now = Date.now();
  const valid = !Number.isNaN(until.getTime()) && until.getTime() > now && until.getTime() <= now + GRACE_MS + 60_000;
  return { until: valid ? formatIndia(until, language) : null, t: DELETION_REQUESTED.pick(language) as DeletionRequestedMessages };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Account deletion requested") }];

export default function DeletionRequested() {
  const { until, t } = useLoaderData<typeof loader>();
  const [beforeWhen, afterWhen] = t.text.split("{when}");
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.heading}</h1>
      <p className="mt-4 text-slate-700">
        {beforeWhen}
        {until ? <strong>{fill(t.on, { date: until })}</strong> : fill(t.in, { days: GRACE_DAYS })}
        {afterWhen}
      </p>
      <p className="mt-3 text-slate-700">{t.changedMind}</p>
      <p className="mt-6">
        <Link to="/signin" className="inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700">
          {t.signIn}
        </Link>
      </p>
    </div>
  );
}
