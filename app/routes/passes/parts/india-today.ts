import { indiaDate } from "@core/time/india-time";

/** Today's date in India, "YYYY-MM-DD": a pass's first-day default (core's one India-time module). */
export function indiaToday(now = new Date()): string {
  return indiaDate(now);
}
