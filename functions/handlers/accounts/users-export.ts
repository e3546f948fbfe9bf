import { exportDownloadUrl, requestExport } from "@core/data-export/data-export";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

/**
 * GET /api/users/me/export (issue 32 §1, decision 051): the caller's own data export, started when
 * they have none today. 202 when this request started it; 200 with its state otherwise (and, once
 * ready, `downloadUrl`: a signed link to the archive for 5 minutes — ask again for a fresh one
 * until `expiresAt`). A second request the same day starts nothing and says when the next may.
 */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const svc = services();
  const now = new Date();
  const { started, view, refusal } = await requestExport(svc, caller, now);
  const downloadUrl = view.state === "ready" && view.id ? await exportDownloadUrl(svc, caller, view.id, now) : undefined;
  return {
    status: started ? 202 : 200,
    body: {
      export: {
        id: view.id ?? null,
        state: view.state,
        requestedAt: view.requestedAt ?? null,
        readyAt: view.readyAt ?? null,
        expiresAt: view.expiresAt ?? null,
        nextPossibleAt: view.nextPossibleAt,
        downloadUrl: downloadUrl ?? null,
      },
      message: refusal ?? view.message,
    },
  };
});
