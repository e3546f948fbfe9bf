/**
 * The scheduler port: one-off jobs at a given time (booking reminders, issue 14). EventBridge
 * Scheduler in AWS; an in-memory list that a timer of the local stack runs (local-scheduler.ts).
 * A name identifies a job: scheduling a name again moves it, cancelling a name that is not
 * scheduled is no error.
 */
export type SchedulePayload = Record<string, string>;

export interface Scheduler {
  /** Creates the job `name`, or moves it to `at` with this payload when it exists. */
  schedule(name: string, at: Date, payload: SchedulePayload): Promise<void>;
  /** Removes the job `name`; nothing happens when there is none. */
  cancel(name: string): Promise<void>;
}

/** EventBridge Scheduler's names: 1 to 64 of letters, digits, `-`, `_` and `.`. */
export const SCHEDULE_NAME = /^[0-9A-Za-z_.-]{1,64}$/;

export function assertScheduleName(name: string): void {
  if (!SCHEDULE_NAME.test(name)) throw new Error(`Invalid schedule name: ${name}`);
}
