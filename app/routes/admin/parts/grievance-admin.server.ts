import type { Caller } from "@core/account/caller";
import { adminPeopleNames } from "~/routes/admin/parts/admin-people.server";
import { answerGrievance, grievanceForAdmin, isOverdue, listGrievances, type GrievanceStatus } from "@core/privacy/grievance-service";
import { services } from "@core/services";
import { formatIndia, formatIndiaDay } from "@core/time/india-time";
import { requireAdmin } from "~/utils/session.server";
import type { Language } from "@core/i18n/languages";
import { GRIEVANCE } from "~/i18n/public/grievance.server";
import { MODERATION_DATA } from "~/i18n/moderation/panel.server";

/**
 * The admin's grievance pages' server half (issue 32 §5): the admin session first (requireAdmin),
 * then core, which asks the admin rule itself. Dates in India time and topics in the page's
 * language (the public form's words for them), ready to print.
 */
async function adminUser(request: Request) {
  return (await requireAdmin(request)).user;
}

export async function grievanceList(request: Request, status: GrievanceStatus, cursor: string | null, language: Language) {
  const now = new Date();
  const topics = GRIEVANCE.pick(language);
  const page = await listGrievances(services().table, await adminUser(request), { status, cursor });
  return {
    rows: page.items.map((g) => ({
      reference: g.reference,
      topic: topics[g.topic],
      name: g.name,
      received: formatIndiaDay(g.receivedAt, language),
      due: formatIndiaDay(g.dueAt, language),
      answered: g.answeredAt ? formatIndiaDay(g.answeredAt, language) : null,
      overdue: isOverdue(g, now),
    })),
    next: page.cursor ?? null,
  };
}

export async function grievanceDetail(request: Request, reference: string, language: Language) {
  const admin = await adminUser(request);
  const table = services().table;
  const g = await grievanceForAdmin(table, admin, reference);
  const names = await adminPeopleNames(table, [g.userId, g.answeredBy]);
  // A removed account is "A former member" in the page's language.
  const label = (id: string) => names.ifPerson(id) ?? MODERATION_DATA.pick(language).former;
  return {
    reference: g.reference,
    status: g.status,
    overdue: isOverdue(g),
    topic: GRIEVANCE.pick(language)[g.topic],
    name: g.name,
    email: g.email,
    member: g.userId ? label(g.userId) : null,
    message: g.message,
    received: formatIndia(g.receivedAt, language),
    due: formatIndiaDay(g.dueAt, language),
    answer: g.answer ?? null,
    answered: g.answeredAt ? formatIndia(g.answeredAt, language) : null,
    answeredBy: g.answeredBy ? label(g.answeredBy) : null,
  };
}

/** The admin of an answer's post, asked before the form is read, so a refusal is the redirect to sign in, never a form error. */
export const grievanceAdmin = adminUser;

export async function answer(admin: Caller, reference: string, input: Record<string, unknown>) {
  return answerGrievance(services(), admin, reference, input);
}
