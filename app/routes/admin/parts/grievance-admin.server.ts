import type { Caller } from "@core/account/caller";
import { adminPeopleNames } from "~/routes/admin/parts/admin-people.server";
import { GRIEVANCE_TOPICS } from "@core/privacy/grievance-schema";
import { answerGrievance, grievanceForAdmin, isOverdue, listGrievances, type GrievanceStatus } from "@core/privacy/grievance-service";
import { services } from "@core/services";
import { formatIndia, formatIndiaDay } from "@core/time/india-time";
import { requireAdmin } from "~/utils/session.server";

/**
 * The admin's grievance pages' server half (issue 32 §5): the admin session first (requireAdmin),
 * then core, which asks the admin rule itself. Dates in India time, ready to print.
 */
async function adminUser(request: Request) {
  return (await requireAdmin(request)).user;
}

export async function grievanceList(request: Request, status: GrievanceStatus, cursor: string | null) {
  const now = new Date();
  const page = await listGrievances(services().table, await adminUser(request), { status, cursor });
  return {
    rows: page.items.map((g) => ({
      reference: g.reference,
      topic: GRIEVANCE_TOPICS[g.topic],
      name: g.name,
      received: formatIndiaDay(g.receivedAt),
      due: formatIndiaDay(g.dueAt),
      answered: g.answeredAt ? formatIndiaDay(g.answeredAt) : null,
      overdue: isOverdue(g, now),
    })),
    next: page.cursor ?? null,
  };
}

export async function grievanceDetail(request: Request, reference: string) {
  const admin = await adminUser(request);
  const table = services().table;
  const g = await grievanceForAdmin(table, admin, reference);
  const names = await adminPeopleNames(table, [g.userId, g.answeredBy]);
  return {
    reference: g.reference,
    status: g.status,
    overdue: isOverdue(g),
    topic: GRIEVANCE_TOPICS[g.topic],
    name: g.name,
    email: g.email,
    member: g.userId ? names.label(g.userId) : null,
    message: g.message,
    received: formatIndia(g.receivedAt),
    due: formatIndiaDay(g.dueAt),
    answer: g.answer ?? null,
    answered: g.answeredAt ? formatIndia(g.answeredAt) : null,
    answeredBy: g.answeredBy ? names.label(g.answeredBy) : null,
  };
}

/** The admin of an answer's post, asked before the form is read, so a refusal is the redirect to sign in, never a form error. */
export const grievanceAdmin = adminUser;

export async function answer(admin: Caller, reference: string, input: Record<string, unknown>) {
  return answerGrievance(services(), admin, reference, input);
}
