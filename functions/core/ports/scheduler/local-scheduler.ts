import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
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
 * With a file (the local stack's data folder) the jobs are written there on every change and read
 * back at start, so a restart of `npm start` keeps them (decision 027).
 */
export class LocalScheduler implements Scheduler {
  private readonly jobs = new Map<string, LocalJob>();

  constructor(private readonly file?: string) {
    if (file && existsSync(file)) {
      const saved = JSON.parse(readFileSync(file, "utf8")) as { name: string; at: string; payload: SchedulePayload }[];
      for (const job of saved) this.jobs.set(job.name, { name: job.name, at: new Date(job.at), payload: job.payload });
    }
  }

  async schedule(name: string, at: Date, payload: SchedulePayload): Promise<void> {
    assertScheduleName(name);
    this.jobs.set(name, { name, at: new Date(at.getTime()), payload: { ...payload } });
    this.save();
  }

  async cancel(name: string): Promise<void> {
    if (this.jobs.delete(name)) this.save();
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
      this.save();
      try {
        await target(job.payload);
      } catch (error) {
        failed.push({ name: job.name, error });
      }
    }
    return { ran: due.length, failed };
  }

  /** Written whole and renamed into place: a crash mid-write leaves the previous list, not half of one. */
  private save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const list = this.pending().map((job) => ({ name: job.name, at: job.at.toISOString(), payload: job.payload }));
    writeFileSync(`${this.file}.tmp`, JSON.stringify(list));
    renameSync(`${this.file}.tmp`, this.file);
  }
}

const REGISTRY = Symbol.for("smart-parking.local-schedulers");

/**
 * The one local scheduler of a table in this process. The local stack loads the core twice (its
 * own modules, and the copy bundled into the Remix server build), so a module-level singleton would
 * give the pages a scheduler the stack's timer never runs; the registry lives on globalThis,
 * keyed by the table, so each test file's table keeps its own.
 */
export function sharedLocalScheduler(key: string, file?: string): LocalScheduler {
  const g = globalThis as { [REGISTRY]?: Map<string, LocalScheduler> };
  const registry = (g[REGISTRY] ??= new Map());
  let scheduler = registry.get(key);
  if (!scheduler) {
    scheduler = new LocalScheduler(file);
    registry.set(key, scheduler);
  }
  return scheduler;
}
