import { sweepExpiredHolds } from "../core/booking/booking-service";
import { errorFields, log } from "../core/log";
import { services } from "../core/services";

/** The scheduled sweeper (EventBridge, every few minutes): releases unpaid holds past their expiry. */
export async function handler(): Promise<{ released: number }> {
  try {
    const released = await sweepExpiredHolds(services().table);
    if (released) log.info("released expired holds", { released });
    return { released };
  } catch (error) {
    log.error("sweep failed", errorFields(error));
    throw error;
  }
}
