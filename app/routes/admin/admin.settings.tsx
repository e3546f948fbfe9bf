import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { requireAdmin } from "~/utils/session.server";
import { useSubmittingHere } from "~/utils/use-submitting-here";
import { remainingRecoveryCodes, replaceRecoveryCodes } from "@core/account/second-factor";
import { services } from "@core/services";
import { interleave } from "~/components/auth/interleave";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { ADMIN_SETTINGS, type AdminSettingsMessages } from "~/i18n/admin/settings.server";

/**
 * /admin/settings (issue 29): the signed-in admin's own settings, the second factor's recovery codes
 * (decision 016): how many are left, and new ones, shown once. Making them is a POST of this page.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireAdmin(request);
  // The admin area's language: the cookie or the browser's (decision 058), never a member profile.
  const t = ADMIN_SETTINGS.pick(languageOf(request)) as AdminSettingsMessages;
  return { t, email: user.email, left: await remainingRecoveryCodes(services().table, user.id) };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireAdmin(request);
  const recoveryCodes = await replaceRecoveryCodes(services().table, user.id);
  return data({ recoveryCodes }, { headers: { "Cache-Control": "no-store" } });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.t.title ?? "Settings · Admin") },
  { name: "robots", content: "noindex" },
];

export default function AdminSettings() {
  const { t, email, left } = useLoaderData<typeof loader>();
  const recoveryCodes = useActionData<typeof action>()?.recoveryCodes;
  const busy = useSubmittingHere();
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold text-slate-900">{t.heading}</h1>
      <p className="mt-2 text-slate-600">{interleave(t.intro, { email: <strong className="break-all text-slate-900">{email}</strong> })}</p>
      <section aria-labelledby="recovery-heading" className="mt-8 rounded-xl border border-slate-200 bg-white p-6">
        <h2 id="recovery-heading" className="text-lg font-semibold text-slate-900">
          {t.recoveryHeading}
        </h2>
        {recoveryCodes ? (
          <>
            <p className="mt-2 text-sm text-slate-600">{t.newCodesIntro}</p>
            <ul
              aria-label={t.recoveryCodes}
              className="mt-4 grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900"
            >
              {recoveryCodes.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
            <Link to="/admin/settings" className="mt-6 inline-block font-semibold text-brand-700 underline">
              {t.saved}
            </Link>
          </>
        ) : (
          <>
            <p className="mt-2 text-sm text-slate-600" data-testid="recovery-codes-left">
              {fill(t.left, { left })}
            </p>
            <p className="mt-1 text-sm text-slate-600">{t.replaces}</p>
            <Form method="post" className="mt-4">
              <SubmitButton busy={busy} busyLabel={t.making} variant="inline">
                {t.make}
              </SubmitButton>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
