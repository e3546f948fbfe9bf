import { fill } from "../i18n/catalogue";
import type { Language } from "../i18n/languages";
import type { PlanHours } from "./pass-plan";
import { PASS_WORDING_TEXTS } from "./pass-wording.texts";

/** A pass's terms as sold, copied onto its booking: a later edit of the plan does not change a pass bought. */
export interface PassTerms {
  planId: string;
  hours: PlanHours;
  startHour: number;
  hoursPerDay: number;
  /** A monthly pass's length; 0 on a multi-location pass, which runs `days`. */
  months: number;
  /** Passes allow unlimited entries and exits within their hours (the help text's "unlimited pass"). */
  unlimited: true;
  /** A multi-location pass (decision 029, "Multi-location passes"): 1 to 7 days from its activation. */
  days?: number;
  network?: { id: string; name: string };
  /** When a booth activated it (its first check-in), and where; its days run from then. */
  activatedAt?: string;
  activatedAtParking?: string;
}

/** "3 months" / "2 days": the pass's length as pages and documents print it. */
export function passLengthText(pass: Pick<PassTerms, "months" | "days">, language: Language = "en"): string {
  const t = PASS_WORDING_TEXTS.pick(language);
  if (pass.days) return pass.days === 1 ? t.oneDay : fill(t.days, { count: pass.days });
  return pass.months === 1 ? t.oneMonth : fill(t.months, { count: pass.months });
}

export const isNetworkPass = (pass: PassTerms | undefined): boolean => Boolean(pass?.network);
