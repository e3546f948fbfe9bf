import { completeFinishedStays, sweepExpiredHolds } from "../core/booking/booking-service";
import { errorFields, log } from "../core/log";
import { services } from "../core/services";

/**
 * The scheduled sweeper (EventBridge, every few minutes): releases unpaid holds past their expiry
 * and completes parked bookings whose departure has passed.
 */
export async function handler(): Promise<{ released: number; completed: number }> {
  try {
    const table = services().table;
    const [released, completed] = await Promise.all([sweepExpiredHolds(table), completeFinishedStays(table)]);
    if (released || completed) log.info("sweep", { released, completed });
    return { released, completed };
  } catch (error) {
    log.error("sweep failed", errorFields(error));
    throw error;
  }
}
