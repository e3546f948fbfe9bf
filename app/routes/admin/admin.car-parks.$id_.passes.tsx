import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { parseWithZod } from "@conform-to/zod";
import { PassPlanForm } from "~/components/passes/PassPlanForm";
import { ErrorList, NO_FIELDS, useKitForm } from "~/components/kit/forms";
import { pageTitle } from "~/utils/brand";
import { invalidSubmission, replyWithError, replyWithRefusal } from "~/utils/form.server";
import { parkingPassPlansPage, removePlan, savePlan } from "~/routes/admin/parts/parking-admin.server";
import { MONTH_CHOICES, planHoursLabel, planPrice } from "@core/pass/pass-plan";
import { passPlanFormSchema, planFormValues } from "@core/pass/pass-plan-schema";
import { fill } from "~/i18n/catalogue";
import { languageOf } from "~/i18n/language.server";
import { CAR_PARK_PASSES, PASS_PLAN_FORM } from "~/i18n/admin/car-parks.server";
import { ADMIN_PARKING_WORDS, kindPriceText, spacesText } from "~/i18n/admin/parking-forms.server";
import type { AdminParkingWords, CarParkPassesMessages, PassPlanFormMessages } from "~/i18n/admin/parking-texts";

/**
 * /admin/car-parks/{id}/passes (issue 15, decision 029): the car park's pass plans, what each sets
 * aside and its prices; Edit opens the plan in the form (a GET, `?edit=<plan>`), Remove is a plain
 * POST, and "Add a plan" is the same form empty. Core refuses, under the field, a pool beyond the
 * car park's capacity, below the passes sold, or over hours already booked.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { parking, live } = await parkingPassPlansPage(request, params.id ?? "");
  const language = languageOf(request);
  const t = CAR_PARK_PASSES.pick(language) as CarParkPassesMessages;
  const form = PASS_PLAN_FORM.pick(language) as PassPlanFormMessages;
  const url = new URL(request.url);
  const plans = parking.passPlans ?? [];
  const editing = plans.find((p) => p.id === url.searchParams.get("edit"));
  const saved = url.searchParams.get("saved");
  // The note names the saved plan's hours as the action wrote them (in English): in the page's language here.
  const savedPlan = saved ? plans.find((p) => planHoursLabel(p) === saved) : undefined;
  return {
    t,
    form,
    words: ADMIN_PARKING_WORDS.pick(language) as AdminParkingWords,
    metaTitle: fill(ADMIN_PARKING_WORDS.pick(language).pageTitle, { name: fill(t.metaTitle, { name: parking.name }) }),
    id: parking.id,
    name: parking.name,
    capacity: spacesText(language, parking.fourWheelerCapacity, parking.twoWheelerCapacity),
    saved: saved === "plan removed" ? t.planRemoved : savedPlan ? planHoursLabel(savedPlan, language) : saved,
    plans: plans.map((plan) => ({
      id: plan.id,
      // A share of a multi-location pass is set with its network and sold by it (decision 029).
      network: plan.network ?? null,
      hours: plan.network ? fill(t.networkShare, { network: plan.network }) : planHoursLabel(plan, language),
      spaces: spacesText(language, plan.spaces.four ?? 0, plan.spaces.two ?? 0),
      live: spacesText(language, live[plan.id]?.four ?? 0, live[plan.id]?.two ?? 0),
      prices: MONTH_CHOICES.flatMap((months) => {
        const sold = (["four", "two"] as const).flatMap((kind) => {
          const price = planPrice(plan, months, kind);
          return price === undefined ? [] : [kindPriceText(language, kind, price)];
        });
        const length = months === 1 ? form.oneMonth : fill(form.months, { count: months });
        return sold.length ? [`${length}: ${sold.join(", ")}`] : [];
      }),
    })),
    editing: editing ? { id: editing.id, hours: planHoursLabel(editing, language), values: planFormValues(editing) } : null,
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const id = params.id ?? "";
  const formData = await request.formData();
  if (formData.get("intent") === "remove") {
    const planId = String(formData.get("planId") ?? "");
    try {
      await removePlan(request, id, planId);
    } catch (error) {
      return replyWithRefusal(request, error, { logMessage: "pass plan not removed", extra: { form: "remove", planId } });
    }
    return redirect(`/admin/car-parks/${id}/passes?${new URLSearchParams({ saved: "plan removed" })}`);
  }
  const submission = parseWithZod(formData, { schema: passPlanFormSchema });
  if (submission.status !== "success") return invalidSubmission(request, submission);
  try {
    const plan = await savePlan(request, id, Object.fromEntries(formData));
    return redirect(`/admin/car-parks/${id}/passes?${new URLSearchParams({ saved: planHoursLabel(plan) })}`);
  } catch (error) {
    return replyWithError(request, submission, error, { logMessage: "pass plan not saved" });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: pageTitle(data?.metaTitle ?? "Passes of a car park · Admin") },
  { name: "robots", content: "noindex" },
];

export default function CarParkPasses() {
  const { t, form, words, id, name, capacity, saved, plans, editing } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const removeReply = reply && "form" in reply ? reply : null;
  const { form: removeForm, formProps: removeProps } = useKitForm(NO_FIELDS, { id: "remove-plan", lastResult: removeReply?.result });
  const busy = useNavigation().state === "submitting";
  const saveReply = reply && !("form" in reply) ? reply.result : null;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to={`/admin/car-parks/${id}`} className="hover:underline" data-user-content>
          {name}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-700">{fill(t.capacity, { capacity })}</p>
      {saved ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          {fill(words.saved, { what: saved })}
        </p>
      ) : null}
      {plans.length === 0 ? (
        <p className="mt-6 text-slate-600">{t.empty}</p>
      ) : (
        <ul aria-label={t.listLabel} className="mt-6 space-y-3">
          {plans.map((plan) => (
            <li key={plan.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900">
                {plan.network ? <NetworkShare text={t.networkShare} network={plan.network} /> : plan.hours}
              </h2>
              <p className="text-sm text-slate-700">{fill(t.spaces, { spaces: plan.spaces })}</p>
              {plan.network ? (
                <p className="text-sm text-slate-700">{t.byNetwork}</p>
              ) : (
                <>
                  <p className="text-sm text-slate-700">{fill(t.live, { live: plan.live })}</p>
                  <p className="text-sm text-slate-700">{plan.prices.length ? plan.prices.join("; ") : words.noPrices}</p>
                </>
              )}
              {plan.network ? null : (
                <div className="mt-2 flex items-center gap-4">
                  <Link
                    to={`?${new URLSearchParams({ edit: plan.id })}#plan-form`}
                    aria-label={fill(t.editPlan, { hours: plan.hours })}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                  >
                    {words.edit}
                  </Link>
                  <Form method="post" {...removeProps}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="planId" value={plan.id} />
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={fill(t.removePlan, { hours: plan.hours })}
                      className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-75"
                    >
                      {t.remove}
                    </button>
                  </Form>
                </div>
              )}
              {removeReply && "planId" in removeReply && removeReply.planId === plan.id ? (
                <ErrorList id={removeForm.errorId} errors={removeForm.errors} className="mt-2" />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <section id="plan-form" aria-labelledby="plan-form-heading" className="mt-10 border-t border-slate-200 pt-6">
        <h2 id="plan-form-heading" className="text-xl font-bold text-slate-900">
          {editing ? fill(t.editPlan, { hours: editing.hours }) : t.addPlan}
        </h2>
        {editing ? (
          <Link to="?" className="text-sm font-semibold text-brand-700 hover:underline">
            {t.addInstead}
          </Link>
        ) : null}
        <PassPlanForm
          key={editing?.id ?? "new"}
          id={editing ? `plan-${editing.id}` : "plan-new"}
          lastResult={saveReply}
          defaultValue={editing?.values}
          fixedHours={editing?.hours}
          t={form}
          words={words}
          submitLabel={editing ? t.savePlan : t.addPlanSubmit}
        />
      </section>
    </div>
  );
}

/** "Multi-location pass share (network {network}), 24 hours", the network's id in its own type (an id, not words). */
function NetworkShare({ text, network }: { text: string; network: string }) {
  const [before, after] = text.split("{network}");
  return (
    <>
      {before}
      <span className="font-mono" data-user-content>
        {network}
      </span>
      {after}
    </>
  );
}
