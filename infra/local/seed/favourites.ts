import { findUserByEmail } from "@core/account/user-store";
import { addFavourite, favouriteKeys } from "@core/favourite/favourites";
import type { Services } from "@core/services";

/** The demo driver's favourite car park (docs/demo-data.md): Kurla Station West Parking, Mumbai. */
export const DEMO_FAVOURITE = { email: "driver@example.com", parkingId: "pk-mumbai-03" };

/**
 * Gives the demo driver their favourite once: only while they have never had one (no tally item),
 * so a favourite the driver removed does not come back at the next start. Needs the car parks and
 * the demo accounts first.
 */
export async function seedDemoFavourites(svc: Pick<Services, "table">): Promise<boolean> {
  const driver = await findUserByEmail(svc.table, DEMO_FAVOURITE.email);
  if (!driver) return false;
  const tally = favouriteKeys.tally(driver.id);
  if (await svc.table.get(tally.pk, tally.sk, true)) return false;
  return (await addFavourite(svc.table, driver, driver.id, DEMO_FAVOURITE.parkingId)).added;
}
