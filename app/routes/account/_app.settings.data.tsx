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

/**
 * Settings → Your data (issue 32 §1, decision 051): ask for a copy of everything we keep about you,
 * see it being prepared, download it. A POST form, so it works without JavaScript; a plain reload
 * shows the progress (with JavaScript the page checks every few seconds while it is being prepared).
 */
const NOTICES = {
  started: "We have started preparing your data. We will e-mail you when it is ready.",
  // Asked again the same day: the page says when the next is possible (from the loader).
  today: "",
  expired: EXPORT_MESSAGES.linkExpired,
} as const;
type Notice = keyof typeof NOTICES;

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const now = new Date();
  const view = await exportStatus(services(), user, now);
  const notice = new URL(request.url).searchParams.get("done");
  const next = new Date(view.nextPossibleAt);
  return {
    view,
    mayAsk: next.getTime() <= now.getTime(),
    nextPossible: formatIndia(next),
    expires: view.expiresAt ? formatIndia(view.expiresAt) : null,
    notice: notice && notice in NOTICES ? (notice as Notice) : null,
    oncePerDay: EXPORT_MESSAGES.oncePerDay(next),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUser(request);
  const { started } = await requestExport(services(), user);
  return redirect(`/settings/data?done=${started ? "started" : "today"}`);
}

export const meta: MetaFunction = () => [{ title: pageTitle("Your data") }];

const KINDS =
  "your profile, devices and sign-ins, vehicles, bookings, payments and refunds, passes, tax invoices (PDF), favourite car parks, " +
  "reviews, communities, posts with their pictures and videos, comments, likes, saved posts, reports you made, follows, bans and mail preferences";

export default function YourData() {
  const { view, mayAsk, nextPossible, expires, notice, oncePerDay } = useLoaderData<typeof loader>();
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

  const shown = notice === "today" ? oncePerDay : notice ? NOTICES[notice] : null;
  return (
    <div className="space-y-6">
      <SettingsNav />
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your data</h1>
        <p className="mt-2 max-w-2xl text-slate-600">
          Download a copy of everything SMART PARKING keeps about you: {KINDS}. It comes as one ZIP file, with a short summary to read first
          and one file of data for each kind. Other members appear in it only by their name.
        </p>
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
          {view.state === "ready" ? "Your download" : preparing ? "Preparing your data" : "Ask for a copy"}
        </h2>
        <p className="mt-2 text-slate-700" data-testid="export-state" data-state={view.state}>
          {view.message}
        </p>
        {preparing ? (
          <p className="mt-2 text-sm text-slate-600">
            <a href="/settings/data" className="font-semibold text-brand-700 underline">
              Check again
            </a>
          </p>
        ) : null}
        {view.state === "ready" && view.downloadPath ? (
          <div className="mt-4 space-y-2">
            <a
              href={view.downloadPath}
              className="inline-block rounded-md bg-brand-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              Download your data (ZIP)
            </a>
            <p className="text-sm text-slate-600">The link works until {expires} (India time), only for you.</p>
          </div>
        ) : null}
        {mayAsk ? (
          <Form method="post" className="mt-4">
            <SubmitButton busy={asking} busyLabel="Asking..." variant="inline">
              {view.state === "none" ? "Prepare my data" : "Prepare a new copy"}
            </SubmitButton>
          </Form>
        ) : !preparing ? (
          <p className="mt-4 text-sm text-slate-600">
            You can ask for one copy a day. Your next one is possible from {nextPossible} (India time).
          </p>
        ) : null}
      </section>
    </div>
  );
}
