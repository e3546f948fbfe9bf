import { ErrorList } from "~/components/kit/forms";

/**
 * The outcome of a check-in or check-out at the operator desk (issue 31), for a booth worker at a
 * barrier: the width of the screen, green with the vehicle number and the booking code large when
 * it went through, red with core's message when it was refused. The code field names the red
 * panel's list (aria-describedby), so a screen reader still hears the message with the field.
 */
export function GateOutcomePanel({
  done,
  formErrors,
  form,
  code,
}: {
  done: { text: string; code: string; vehicleNumber: string } | null;
  formErrors?: string[];
  form: { errorId: string };
  code: { errorId: string; errors?: string[] };
}) {
  const refused = Boolean(formErrors?.length || code.errors?.length);
  return (
    <>
      {refused ? (
        <div className="mt-4 rounded-xl border-2 border-red-600 bg-red-50 px-4 py-4 [&_li]:text-lg [&_li]:font-semibold">
          <ErrorList id={form.errorId} errors={formErrors} className="mt-0" />
          <ErrorList id={code.errorId} errors={code.errors} className="mt-0" />
        </div>
      ) : null}
      {done && !refused ? (
        <div role="status" className="mt-4 rounded-xl bg-emerald-700 px-4 py-4 text-white">
          <p className="font-mono text-3xl font-extrabold tracking-wide">{done.vehicleNumber}</p>
          <p className="mt-1 font-mono text-2xl font-bold">{done.code}</p>
          <p className="mt-2 text-base">{done.text}</p>
        </div>
      ) : null}
    </>
  );
}
