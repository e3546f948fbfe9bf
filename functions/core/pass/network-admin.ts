import { requirePlatformAdmin } from "../account/admin-rule";
import { ValidationError } from "../errors";
import type { Admin } from "../parking/parking-admin";
import { getParkings } from "../parking/parking-store";
import { VEHICLE_KINDS, type VehicleKind } from "../parking/vehicle-kind";
import type { Table } from "../ports/table/table";
import { parseWith, refuseField } from "../validation";
import { getNetwork, listNetworks, networkItem, networkKey, type Network } from "./network";
import { networkFormSchema, networkIdOf, networkOfForm, NETWORK_MESSAGES } from "./network-schema";
import { setNetworkShare } from "./pass-plan-admin";
import { networkPoolKey, peakInUse, readPoolAt } from "./pass-pool";

/**
 * The admin's operator networks (decision 029, "Multi-location passes"): add one or edit it (name,
 * member car parks, passes valid at once, prices for 1–7 days). Core asks the admin rule itself.
 *
 * The invariant: every member sets aside at least the network's `spaces` (its share plan), so any
 * holder finds a space at any member. A change keeps it true at every step, in three:
 *   A. every member's share goes up to the larger of the old and the new spaces (each checked like
 *      any plan: capacity in every hour, hours already booked);
 *   B. the network is stored, then its pool is checked: the passes sold must still fit (undone if not);
 *   C. the shares come down to the new spaces, and car parks that left lose theirs.
 * A refusal in A or B puts back what A did and names the car park or the field.
 */
const FAR_FUTURE = "9999-12-31T00:00:00.000Z";
const SPACES_FIELD: Record<VehicleKind, "spacesFour" | "spacesTwo"> = { four: "spacesFour", two: "spacesTwo" };

const larger = (a: Network["spaces"] | undefined, b: Network["spaces"]) => ({
  four: Math.max(a?.four ?? 0, b.four),
  two: Math.max(a?.two ?? 0, b.two),
});

export async function adminNetworks(table: Table, admin: Admin): Promise<Network[]> {
  requirePlatformAdmin(admin);
  return listNetworks(table);
}

export async function saveNetwork(table: Table, admin: Admin, input: Record<string, unknown>, now = new Date()): Promise<Network> {
  requirePlatformAdmin(admin);
  const form = parseWith(networkFormSchema, input);
  const id = form.networkId ?? networkIdOf(form.name);
  const before = await getNetwork(table, id, true);
  if (form.networkId && !before) return refuseField("name", NETWORK_MESSAGES.notThere);
  if (!form.networkId && before) return refuseField("name", NETWORK_MESSAGES.exists);
  const network = networkOfForm(form, id);
  const parkings = await getParkings(table, network.parkingIds);
  const nameOf = new Map(parkings.map((p) => [p.id, p.name]));
  const missing = network.parkingIds.find((pid) => !nameOf.has(pid));
  if (missing) return refuseField("carParks", NETWORK_MESSAGES.unknownCarPark(missing));

  const wasMember = new Set(before?.parkingIds ?? []);
  const shareBefore = (pid: string) => (wasMember.has(pid) ? before!.spaces : undefined);
  // A: every member sets aside at least what either the old or the new network may have valid at once.
  const raised: string[] = [];
  const undoRaised = async () => {
    for (const pid of raised.reverse()) await setNetworkShare(table, admin, pid, network, shareBefore(pid), now);
  };
  for (const pid of network.parkingIds) {
    try {
      await setNetworkShare(table, admin, pid, network, larger(shareBefore(pid), network.spaces), now);
      raised.push(pid);
    } catch (error) {
      await undoRaised();
      if (!(error instanceof ValidationError)) throw error;
      return refuseField("carParks", NETWORK_MESSAGES.member(nameOf.get(pid)!, error.message));
    }
  }
  // B: the network itself, then what only its pool knows: passes sold must still fit.
  await table.put(networkItem(network));
  for (const kind of VEHICLE_KINDS) {
    const pool = await readPoolAt(table, networkPoolKey(id, kind));
    const sold = peakInUse(pool.spans, now.toISOString(), FAR_FUTURE);
    if (sold > network.spaces[kind]) {
      if (before) await table.put(networkItem(before));
      else await table.delete(networkKey(id).pk, networkKey(id).sk);
      await undoRaised();
      return refuseField(SPACES_FIELD[kind], NETWORK_MESSAGES.belowSold(sold));
    }
  }
  // C: shares down to the new spaces; a car park that left sets nothing aside any more.
  for (const pid of network.parkingIds) await setNetworkShare(table, admin, pid, network, network.spaces, now);
  for (const pid of wasMember) if (!network.parkingIds.includes(pid)) await setNetworkShare(table, admin, pid, network, undefined, now);
  return network;
}
