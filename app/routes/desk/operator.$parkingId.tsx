import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { DeskList } from "~/components/desk/DeskList";
import { DeskRefusal } from "~/components/desk/DeskRefusal";
import { Field, useKitForm } from "~/components/kit/forms";
import { GateOutcomePanel } from "~/components/desk/GateOutcomePanel";
import { QrScanner } from "~/islands/QrScanner";
import { pageTitle } from "~/utils/brand";
import { useKeepDesk } from "~/pwa/register";
import { invalidSubmission, replyWithError } from "~/utils/form.server";
import { deskDay, deskTexts, gate, requireDeskPerson } from "~/routes/desk/parts/operator-desk.server";
import { fill } from "~/i18n/catalogue";
import { gateSchema } from "@core/booking/gate-schema";

/**
 * /operator/{car park id} (decision 021): one car park's desk. Today's arrivals and departures (India
 * day), and check-in or check-out by the booking code typed (a plain POST here: works without
 * JavaScript) or, with JavaScript, read from the voucher's QR code by the camera (QrScanner fills
 * the field and submits the same form). Core refuses another car park's or another day's booking
 * with its own message, and anyone who does not operate here gets the 403 page.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { language, t } = await deskTexts(request);
  const person = await requireDeskPerson(request, language);
  return { ...(await deskDay(person, params.parkingId, language)), t };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { language } = await deskTexts(request);
  const person = await requireDeskPerson(request, language);
  const submission = parseWithZod(await request.formData(), { schema: gateSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const done = await gate(person, params.parkingId ?? "", submission.value.intent, submission.value.code, language);
    // A fresh form for the next car; the outcome stays on screen.
    return { result: submission.reply({ resetForm: true }), done };
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "operator desk gate failed", fieldFor: () => "code" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data ? fill(data.t.titleAt, { name: data.parking.name }) : "Operator desk") },
  { name: "robots", content: "noindex" },
];

export default function OperatorDesk() {
  const { parking, today, several, arrivals, departures, t } = useLoaderData<typeof loader>();
  const INTENTS = [
    { intent: "check-in", label: t.checkIn, scan: t.scanIn },
    { intent: "check-out", label: t.checkOut, scan: t.scanOut },
  ] as const;
  const reply = useActionData<typeof action>();
  const done = reply && "done" in reply ? reply.done : null;
  const { form, fields, formProps } = useKitForm(gateSchema, { id: "gate", lastResult: reply?.result });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  // The booth may lose its signal (issue 34): the phone keeps this list to show, read-only, offline.
  const { title, arrivals: arrivalsTitle, noArrivals, code, vehicle, kind, window, reentry, status } = t;
  const texts = { title, arrivals: arrivalsTitle, noArrivals, code, vehicle, kind, window, reentry, status };
  useKeepDesk({ parking: { id: parking.id, name: parking.name }, today, arrivals, texts });

  /** A code read by the camera goes through the very form a typed one does. */
  const submitScanned = (intent: string) => (text: string) => {
    const formElement = document.getElementById(form.id);
    const input = document.getElementById(fields.code.id);
    if (!(formElement instanceof HTMLFormElement) || !(input instanceof HTMLInputElement)) return;
    input.value = text;
    const button = formElement.querySelector<HTMLButtonElement>(`button[name="intent"][value="${intent}"]`);
    formElement.requestSubmit(button ?? undefined);
  };

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        {several ? (
          <Link to="/operator" className="hover:underline">
            {t.title}
          </Link>
        ) : (
          t.title
        )}
      </p>
      <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{parking.name}</h1>
      <p className="mt-1 text-slate-600">{fill(t.today, { code: parking.code, city: parking.city, day: today })}</p>

      <section aria-labelledby="gate-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:mt-8 sm:p-6">
        <h2 id="gate-heading" className="text-lg font-semibold text-slate-900">
          {t.gateHeading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.gateHint}</p>
        <Form method="post" {...formProps} className="mt-4 flex flex-wrap items-start gap-3">
          {/* The refusal is shown large below, with the outcome, not in small type under the field. */}
          <Field
            meta={fields.code}
            label={t.codeLabel}
            errors="elsewhere"
            className="w-full sm:w-auto sm:min-w-[16rem] sm:flex-1"
            inputProps={{ autoComplete: "off", autoCapitalize: "characters", spellCheck: false }}
          />
          {/* On a phone: two wide buttons under the box, where a thumb reaches. */}
          <div className="grid w-full grid-cols-2 gap-3 sm:mt-6 sm:flex sm:w-auto">
            {INTENTS.map(({ intent, label }, i) => (
              <button
                key={intent}
                name="intent"
                value={intent}
                disabled={busy}
                className={
                  i === 0
                    ? "h-12 rounded-md bg-brand-600 px-4 font-semibold text-white hover:bg-brand-700 disabled:opacity-75 sm:h-auto sm:py-2.5"
                    : "h-12 rounded-md border border-slate-300 px-4 font-semibold text-slate-800 hover:bg-slate-100 disabled:opacity-75 sm:h-auto sm:py-2.5"
                }
              >
                {label}
              </button>
            ))}
          </div>
        </Form>
        <div className="mt-3 grid gap-3 sm:flex sm:flex-wrap">
          {INTENTS.map(({ intent, scan }) => (
            <QrScanner key={intent} label={scan} onDecoded={submitScanned(intent)} />
          ))}
        </div>
        <GateOutcomePanel done={done} formErrors={form.errors ?? fields.intent.errors} form={form} code={fields.code} />
      </section>

      <DeskList id="arrivals" title={t.arrivals} empty={t.noArrivals} rows={arrivals} t={t} />
      <DeskList id="departures" title={t.departures} empty={t.noDepartures} rows={departures} t={t} />
    </div>
  );
}

export function ErrorBoundary() {
  return <DeskRefusal />;
}
