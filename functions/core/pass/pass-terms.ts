import type { PlanHours } from "./pass-plan";

/** A pass's terms as sold, copied onto its booking: a later edit of the plan does not change a pass bought. */
export interface PassTerms {
  planId: string;
  hours: PlanHours;
  startHour: number;
  hoursPerDay: number;
  months: number;
  /** Monthly passes allow unlimited entries and exits within their hours (the help text's "unlimited pass"). */
  unlimited: true;
}
