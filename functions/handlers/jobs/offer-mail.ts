import { log } from "@core/log";
import { runOfferMail, type OfferRun } from "@core/offers/offer-sender";
import { services } from "@core/services";
import { withTelemetry } from "../shared/telemetry";

/**
 * The offer mail job (issue 32 §4, decision 056): EventBridge runs it every minute with a two-minute
 * timeout; it sends for 50 seconds at most, at OFFER_MAILS_PER_SECOND, and the next run goes on
 * where it stopped. The local stack runs it every few seconds with a shorter budget.
 */
async function run(): Promise<OfferRun> {
  const svc = services();
  const budgetMs = Number(process.env.OFFER_SEND_BUDGET_MS ?? 50_000);
  const result = await runOfferMail(svc, { perSecond: svc.config.OFFER_MAILS_PER_SECOND, budgetMs });
  if (result.offers) log.info("offer mails", { ...result });
  return result;
}

export const handler = withTelemetry("offer-mail", run);
