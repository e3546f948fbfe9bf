import { assertScheduleName, type SchedulePayload, type Scheduler } from "./scheduler";

export interface LocalJob {
  name: string;
  at: Date;
  payload: SchedulePayload;
}

/**
 * The local stand-in for EventBridge Scheduler: jobs kept in this process's memory, run by
 * `runDue(now)` (every 30 seconds from the local stack's timer; with a chosen clock in tests).
 * Like a one-off schedule with ActionAfterCompletion DELETE, a job is removed once it has run.
 * The jobs do not outlive the process (decision 027).
 */
export class LocalScheduler implements Scheduler {
  private readonly jobs = new Map<string, LocalJob>();

  async schedule(name: string, at: Date, payload: SchedulePayload): Promise<void> {
    assertScheduleName(name);
    this.jobs.set(name, { name, at: new Date(at.getTime()), payload: { ...payload } });
  }

  async cancel(name: string): Promise<void> {
    this.jobs.delete(name);
  }

  /** The jobs waiting, soonest first (the tests and the log read them). */
  pending(): LocalJob[] {
    return [...this.jobs.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /**
   * Runs every job due at `now` with `target`, soonest first, each removed before it runs (so a
   * job that schedules itself again is kept). A failing job is reported in the result and not
   * retried: the next run must not send a reminder twice.
   */
  async runDue(
    now: Date,
    target: (payload: SchedulePayload) => Promise<unknown>,
  ): Promise<{ ran: number; failed: { name: string; error: unknown }[] }> {
    const due = this.pending().filter((job) => job.at.getTime() <= now.getTime());
    const failed: { name: string; error: unknown }[] = [];
    for (const job of due) {
      this.jobs.delete(job.name);
      try {
        await target(job.payload);
      } catch (error) {
        failed.push({ name: job.name, error });
      }
    }
    return { ran: due.length, failed };
  }
}
