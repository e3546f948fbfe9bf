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
import { formatRupees } from "@core/pricing/pricing";

/**
 * /admin/car-parks/{id}/passes (issue 15, decision 029): the car park's pass plans, what each sets
 * aside and its prices; Edit opens the plan in the form (a GET, `?edit=<plan>`), Remove is a plain
 * POST, and "Add a plan" is the same form empty. Core refuses, under the field, a pool beyond the
 * car park's capacity, below the passes sold, or over hours already booked.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { parking, live } = await parkingPassPlansPage(request, params.id ?? "");
  const url = new URL(request.url);
  const plans = parking.passPlans ?? [];
  const editing = plans.find((p) => p.id === url.searchParams.get("edit"));
  return {
    id: parking.id,
    name: parking.name,
    capacity: `${parking.fourWheelerCapacity} four-wheeler, ${parking.twoWheelerCapacity} two-wheeler`,
    saved: url.searchParams.get("saved"),
    plans: plans.map((plan) => ({
      id: plan.id,
      // A share of a multi-location pass is set with its network and sold by it (decision 029).
      network: plan.network ?? null,
      hours: plan.network ? `Multi-location pass share (network ${plan.network}), 24 hours` : planHoursLabel(plan),
      spaces: `${plan.spaces.four ?? 0} four-wheeler, ${plan.spaces.two ?? 0} two-wheeler`,
      live: `${live[plan.id]?.four ?? 0} four-wheeler, ${live[plan.id]?.two ?? 0} two-wheeler`,
      prices: MONTH_CHOICES.flatMap((months) => {
        const sold = (["four", "two"] as const).flatMap((kind) => {
          const price = planPrice(plan, months, kind);
          return price === undefined ? [] : [`${kind === "four" ? "four-wheeler" : "two-wheeler"} ${formatRupees(price)}`];
        });
        return sold.length ? [`${months} month${months === 1 ? "" : "s"}: ${sold.join(", ")}`] : [];
      }),
    })),
    editing: editing ? { id: editing.id, hours: planHoursLabel(editing), values: planFormValues(editing) } : null,
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
  { title: pageTitle(`Passes of ${data?.name ?? "a car park"} · Admin`) },
  { name: "robots", content: "noindex" },
];

export default function CarParkPasses() {
  const { id, name, capacity, saved, plans, editing } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const removeReply = reply && "form" in reply ? reply : null;
  const { form: removeForm, formProps: removeProps } = useKitForm(NO_FIELDS, { id: "remove-plan", lastResult: removeReply?.result });
  const busy = useNavigation().state === "submitting";
  const saveReply = reply && !("form" in reply) ? reply.result : null;
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">
        <Link to={`/admin/car-parks/${id}`} className="hover:underline">
          {name}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold text-slate-900">Passes</h1>
      <p className="mt-2 text-slate-700">
        Capacity: {capacity}. Each plan sets its spaces aside for pass holders in its hours; hourly bookings get the rest.
      </p>
      {saved ? (
        <p role="status" className="mt-4 rounded-md bg-emerald-50 px-4 py-3 text-sm text-emerald-900">
          Saved: {saved}.
        </p>
      ) : null}
      {plans.length === 0 ? (
        <p className="mt-6 text-slate-600">No pass plans yet.</p>
      ) : (
        <ul aria-label="Pass plans" className="mt-6 space-y-3">
          {plans.map((plan) => (
            <li key={plan.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="font-semibold text-slate-900">{plan.hours}</h2>
              <p className="text-sm text-slate-700">Spaces: {plan.spaces}</p>
              {plan.network ? (
                <p className="text-sm text-slate-700">Sold and priced by its network, which changes these spaces.</p>
              ) : (
                <>
                  <p className="text-sm text-slate-700">Passes held or sold, not expired: {plan.live}</p>
                  <p className="text-sm text-slate-700">{plan.prices.length ? plan.prices.join("; ") : "No prices"}</p>
                </>
              )}
              {plan.network ? null : (
                <div className="mt-2 flex items-center gap-4">
                  <Link
                    to={`?${new URLSearchParams({ edit: plan.id })}#plan-form`}
                    aria-label={`Edit ${plan.hours}`}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                  >
                    Edit
                  </Link>
                  <Form method="post" {...removeProps}>
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="planId" value={plan.id} />
                    <button
                      type="submit"
                      disabled={busy}
                      aria-label={`Remove ${plan.hours}`}
                      className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-75"
                    >
                      Remove
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
          {editing ? `Edit ${editing.hours}` : "Add a plan"}
        </h2>
        {editing ? (
          <Link to="?" className="text-sm font-semibold text-brand-700 hover:underline">
            Add a new plan instead
          </Link>
        ) : null}
        <PassPlanForm
          key={editing?.id ?? "new"}
          id={editing ? `plan-${editing.id}` : "plan-new"}
          lastResult={saveReply}
          defaultValue={editing?.values}
          fixedHours={editing?.hours}
          submitLabel={editing ? "Save plan" : "Add plan"}
        />
      </section>
    </div>
  );
}
