import { runExportJobs, type ExportRun } from "@core/data-export/export-job";
import { log } from "@core/log";
import { services } from "@core/services";
import { withTelemetry } from "../shared/telemetry";

/**
 * The data-export job (issue 32 §1, decision 051): EventBridge runs it every minute; the local stack's
 * timer every few seconds. It builds the archives members asked for, puts them under their own
 * `exports/<user id>/` prefix and mails each its link. A failure of one export is retried by the
 * next run (the queue keeps it); this run goes on with the others.
 */
async function run(): Promise<ExportRun> {
  const result = await runExportJobs(services());
  if (result.ready || result.retried || result.failed) log.info("data exports", { ...result });
  return result;
}

export const handler = withTelemetry("data-export", run);
