import { mailLanguage } from "../account/emails";
import { getUser } from "../account/user-store";
import { errorFields, log } from "../log";
import { ConditionFailedError, type Table } from "../ports/table/table";
import type { Services } from "../services";
import { accountErasedEmail } from "./deletion-mails";
import { DELETIONS_DUE, type DeletionRequest } from "./deletion";
import { ERASERS } from "./erasers";
import { hasLiveBookingOrPass } from "./request-deletion";

type Svc = Pick<Services, "table" | "files" | "mailer">;
type RequestItem = DeletionRequest & { pk: string; sk: string };

export interface ErasureReport {
  erased: number;
  /** Due, but a booking or pass became live after the request (a payment that arrived late): tried again next run. */
  postponed: number;
  failed: number;
}

/**
 * The scheduled job (functions/handlers/jobs/erase-accounts.ts): every account whose grace period
 * is over is erased. Safe to run again and twice at once: each eraser is idempotent, and a request
 * leaves the due queue only once everything is done.
 */
export async function eraseDueAccounts(svc: Svc, now = new Date()): Promise<ErasureReport> {
  const due = await svc.table.queryAll<RequestItem>({ index: "gsi1", pk: DELETIONS_DUE, sk: { lte: `${now.toISOString()}#~` } });
  const report: ErasureReport = { erased: 0, postponed: 0, failed: 0 };
  for (const request of due) {
    try {
      const outcome = await eraseAccount(svc, request, now);
      if (outcome !== "cancelled") report[outcome]++;
    } catch (error) {
      // One account's trouble does not hold up the others; its request stays due for the next run.
      report.failed++;
      log.error("account erasure failed", { userId: request.userId, ...errorFields(error) });
    }
  }
  return report;
}

/**
 * Erases one account whose request is due: "postponed" while a booking or pass of it is live,
 * "cancelled" when a sign-in cancelled it at the last moment.
 */
export async function eraseAccount(svc: Svc, request: RequestItem, now = new Date()): Promise<"erased" | "postponed" | "cancelled"> {
  if (request.status === "pending" && (await hasLiveBookingOrPass(svc.table, request.userId, now))) return "postponed";
  // From here a sign-in can no longer cancel (cancelDeletionAtSignIn needs "pending").
  if (!(await claim(svc.table, request))) return "cancelled";
  const email = request.email ?? "";
  if (!request.mailedAt && email) {
    // The confirmation goes to the address before the address itself is erased, in the member's language.
    const user = await getUser(svc.table, request.userId);
    await svc.mailer.send(accountErasedEmail(email, mailLanguage(user)));
    await svc.table.update(request.pk, request.sk, { expression: "SET mailedAt = :now", values: { ":now": now.toISOString() } });
  }
  const ctx = { svc, userId: request.userId, email, name: request.name ?? "", content: request.content, now };
  for (const eraser of ERASERS) {
    const changed = await eraser.erase(ctx);
    if (changed) log.info("account erasure", { userId: request.userId, kind: eraser.kind, changed });
  }
  // The request stays as the bare record that this account was erased: no e-mail, no name, off the queue.
  await svc.table.update(request.pk, request.sk, {
    expression: "SET #status = :erased, erasedAt = :now REMOVE email, #name, gsi1pk, gsi1sk",
    names: { "#status": "status", "#name": "name" },
    values: { ":erased": "erased", ":now": now.toISOString() },
  });
  return "erased";
}

async function claim(table: Table, request: RequestItem): Promise<boolean> {
  try {
    await table.update(
      request.pk,
      request.sk,
      { expression: "SET #status = :erasing", names: { "#status": "status" }, values: { ":erasing": "erasing", ":pending": "pending" } },
      "#status IN (:pending, :erasing)",
    );
    return true;
  } catch (error) {
    // Cancelled by a sign-in at the last moment (the item is gone): nothing to erase.
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}
