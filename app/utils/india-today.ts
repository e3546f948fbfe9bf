/** Today's date in India, "YYYY-MM-DD" (UTC+5:30, no daylight saving): a pass's first-day default. */
export function indiaToday(now = new Date()): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}
