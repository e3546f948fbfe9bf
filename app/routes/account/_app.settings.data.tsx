import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { SettingsNav } from "~/components/account/SettingsNav";
import { SubmitButton } from "~/components/kit/SubmitButton";
import { pageTitle } from "~/utils/brand";
import { formatIndia } from "~/utils/india-time";
import { requireUser } from "~/utils/session.server";
import { exportStatus, requestExport } from "@core/data-export/data-export";
import { EXPORT_MESSAGES } from "@core/data-export/export-messages";
import { services } from "@core/services";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { SETTINGS_NAV, type SettingsNavMessages } from "~/i18n/account/layout.server";
import { YOUR_DATA, type YourDataMessages } from "~/i18n/account/settings.server";
import { pageLanguage } from "~/i18n/language.server";

/**
 * Settings → Your data (issue 32 §1, decision 051): ask for a copy of everything we keep about you,
 * see it being prepared, download it. A POST form, so it works without JavaScript; a plain reload
 * shows the progress (with JavaScript the page checks every few seconds while it is being prepared).
 */
// "today": asked again the same day, the page says when the next is possible; "expired": the download link's.
const NOTICES = ["started", "today", "expired"] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const t = YOUR_DATA.pick(language) as YourDataMessages;
  const now = new Date();
  const view = await exportStatus(services(), user, now);
  const notice = new URL(request.url).searchParams.get("done");
  const next = new Date(view.nextPossibleAt);
  const shown = NOTICES.find((n) => n === notice) ?? null;
  return {
    view: { ...view, message: translateMessage(view.message, language) },
    mayAsk: next.getTime() <= now.getTime(),
    nextPossible: formatIndia(next, language),
    expires: view.expiresAt ? formatIndia(view.expiresAt, language) : null,
    notice: shown,
    // The notice's text, in the page's language (core's own for an expired link).
    noticeText:
      shown === "started"
        ? t.started
        : shown === "today"
          ? language === "en"
            ? EXPORT_MESSAGES.oncePerDay(next)
            : fill(t.oncePerDay, { date: formatIndia(next, language) })
          : shown === "expired"
            ? translateMessage(EXPORT_MESSAGES.linkExpired, language)
            : null,
    t,
    nav: SETTINGS_NAV.pick(language) as SettingsNavMessages,
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const { started } = await requestExport(services(), user);
  return redirect(`/settings/data?done=${started ? "started" : "today"}`);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: pageTitle(data?.t.title ?? "Your data") }];

export default function YourData() {
  const { view, mayAsk, nextPossible, expires, notice, noticeText: shown, t, nav } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const asking = navigation.state !== "idle" && navigation.formAction === "/settings/data";
  const revalidator = useRevalidator();
  const preparing = view.state === "preparing";
  // With JavaScript, the page looks again every few seconds while the archive is being made.
  useEffect(() => {
    if (!preparing) return;
    const timer = window.setInterval(() => {
      if (revalidator.state === "idle") revalidator.revalidate();
    }, 4000);
    return () => window.clearInterval(timer);
  }, [preparing, revalidator]);

  return (
    <div className="space-y-6">
      <SettingsNav t={nav} />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t.title}</h1>
        <p className="mt-2 max-w-2xl text-slate-600">{fill(t.intro, { kinds: t.kinds })}</p>
      </div>

      {shown ? (
        <p
          role="status"
          className={`rounded-md border px-4 py-3 text-sm font-medium ${
            notice === "expired" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800"
          }`}
        >
          {shown}
        </p>
      ) : null}

      <section aria-labelledby="export-state" className="max-w-2xl rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="export-state" className="text-lg font-semibold text-slate-900">
          {view.state === "ready" ? t.yourDownload : preparing ? t.preparing : t.askForCopy}
        </h2>
        <p className="mt-2 text-slate-700" data-testid="export-state" data-state={view.state}>
          {view.message}
        </p>
        {preparing ? (
          <p className="mt-2 text-sm text-slate-600">
            <a href="/settings/data" className="font-semibold text-brand-700 underline">
              {t.checkAgain}
            </a>
          </p>
        ) : null}
        {view.state === "ready" && view.downloadPath ? (
          <div className="mt-4 space-y-2">
            <a
              href={view.downloadPath}
              className="inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t.download}
            </a>
            <p className="text-sm text-slate-600">{fill(t.linkWorks, { date: expires ?? "" })}</p>
          </div>
        ) : null}
        {mayAsk ? (
          <Form method="post" className="mt-4">
            <SubmitButton busy={asking} busyLabel={t.asking} variant="inline">
              {view.state === "none" ? t.prepareMine : t.prepareNew}
            </SubmitButton>
          </Form>
        ) : !preparing ? (
          <p className="mt-4 text-sm text-slate-600">{fill(t.nextPossible, { date: nextPossible })}</p>
        ) : null}
      </section>
    </div>
  );
}
