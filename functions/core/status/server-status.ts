import type { Services } from "../services";

export interface ServerStatus {
  status: "ok" | "down";
  time: string;
  checks: { table: "ok" | "down"; files: "ok" | "down" };
}

/** The key of a sentinel read: any answer (found or not) proves the table is reachable. */
const STATUS_KEY = { pk: "STATUS", sk: "STATUS" } as const;

/** Asks the table and the files bucket whether they answer. Never throws. */
export async function checkServerStatus(svc: Pick<Services, "table" | "files">): Promise<ServerStatus> {
  const [table, files] = await Promise.all([
    svc.table.get(STATUS_KEY.pk, STATUS_KEY.sk).then(
      () => "ok" as const,
      () => "down" as const,
    ),
    svc.files.ping().then(
      () => "ok" as const,
      () => "down" as const,
    ),
  ]);
  return {
    status: table === "ok" && files === "ok" ? "ok" : "down",
    time: new Date().toISOString(),
    checks: { table, files },
  };
}

/**
 * Page renders ask this on every request, so a healthy answer is reused for a few seconds rather
 * than adding two round trips to each page. A "down" answer is never cached: recovery shows at once.
 */
const HEALTHY_FOR_MS = 10_000;
let lastHealthy = 0;

export async function isServerUp(svc: Pick<Services, "table" | "files">, now = Date.now()): Promise<boolean> {
  if (now - lastHealthy < HEALTHY_FOR_MS) return true;
  const status = await checkServerStatus(svc);
  if (status.status === "ok") lastHealthy = now;
  return status.status === "ok";
}
