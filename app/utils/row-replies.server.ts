import { redirect } from "@remix-run/node";
import { DomainError, UNEXPECTED_MESSAGE } from "@core/errors";
import { replyWithRefusal } from "~/utils/form.server";

/**
 * The server half of a row's lone button (app/components/kit/RowForms.tsx `RowButtonForm`): reads the
 * row's id from the post, runs the change, and redirects to `done` — or answers core's refusal,
 * tagged with the row, so only that row's form shows it. A post without a usable id (forged or
 * stale) is a 400 with the general message.
 */
export async function answerRowButton(
  request: Request,
  form: FormData,
  row: { intent: string; idField: string },
  run: (id: string) => Promise<unknown>,
  options: { done: string; logMessage: string; logFields: Record<string, unknown> },
) {
  const id = form.get(row.idField);
  const extra = { intent: row.intent, [row.idField]: String(id ?? "").slice(0, 100) };
  if (form.get("intent") !== row.intent || typeof id !== "string" || id.length < 1 || id.length > 100) {
    const refusal = new DomainError(UNEXPECTED_MESSAGE, 400, "bad_request");
    return replyWithRefusal(request, refusal, { extra, logMessage: `${options.logMessage} (bad post)`, logFields: options.logFields });
  }
  try {
    await run(id);
  } catch (error) {
    return replyWithRefusal(request, error, { extra, logMessage: options.logMessage, logFields: options.logFields });
  }
  return redirect(options.done);
}
