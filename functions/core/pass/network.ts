import type { VehicleKind } from "../parking/vehicle-kind";
import type { Table } from "../ports/table/table";
import type { PassPlan } from "./pass-plan";

/**
 * An operator's network of car parks, which sells the multi-location pass (issue 15, decision 029
 * "Multi-location passes"): 1 to 7 days at any of its car parks, activated at the first booth.
 *
 * Capacity: at most `spaces` passes of a kind are valid at once across the network (its pool), and
 * every member car park sets aside as many spaces all day for them (its share, a 24-hour plan in its
 * `passPlans` with `network` set). So every holder finds a space at whichever member car park they
 * drive to, and hourly bookings, which see capacity less every plan's spaces (hourlyCapacity), can
 * never take it.
 */
export const NETWORK_DAY_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;
export type NetworkDays = (typeof NETWORK_DAY_CHOICES)[number];

/** A pass is activated at a booth on its first day or one of the two after (then its days run). */
export const ACTIVATION_DAYS = 3;

export interface Network {
  id: string;
  name: string;
  /** The member car parks, in the order pages list them; the first is the pass's home for the desk lists. */
  parkingIds: string[];
  /** Passes valid at once, per kind; each member sets aside as many all day. */
  spaces: Record<VehicleKind, number>;
  /** Price before tax, whole rupees, per number of days and kind; a missing entry is not sold. */
  prices: Partial<Record<`${NetworkDays}`, Partial<Record<VehicleKind, number>>>>;
}

/** Every network is an item of one small partition, so pages list them with one Query. */
export const NETWORKS_PARTITION = "NETWORKS";
export const networkKey = (id: string) => ({ pk: NETWORKS_PARTITION, sk: `NETWORK#${id}` });

export async function getNetwork(table: Table, id: string, consistent = false): Promise<Network | undefined> {
  const item = await table.get<Network & { pk: string; sk: string }>(networkKey(id).pk, networkKey(id).sk, consistent);
  return item ? networkOf(item) : undefined;
}

export async function listNetworks(table: Table): Promise<Network[]> {
  const items = await table.queryAll<Network & { pk: string; sk: string }>({ pk: NETWORKS_PARTITION, sk: { beginsWith: "NETWORK#" } });
  return items.map(networkOf);
}

function networkOf(item: Network): Network {
  return { id: item.id, name: item.name, parkingIds: item.parkingIds, spaces: item.spaces, prices: item.prices };
}

export function networkItem(network: Network) {
  return { ...networkKey(network.id), ...network, entity: "network" };
}

/** The id of a member car park's share plan: it names nothing else, and never a pool of its own. */
export const sharePlanId = (networkId: string) => `net-${networkId}`;

/** A member car park's share of the network: a 24-hour plan, no prices of its own. */
export function sharePlanOf(network: Pick<Network, "id" | "spaces">): PassPlan {
  return {
    id: sharePlanId(network.id),
    hours: "24h",
    startHour: 0,
    hoursPerDay: 24,
    spaces: { ...network.spaces },
    prices: {},
    network: network.id,
  };
}

/** The networks a car park belongs to, from its share plans. */
export function networkIdsOf(plans: readonly PassPlan[] | undefined): string[] {
  return (plans ?? []).flatMap((plan) => (plan.network ? [plan.network] : []));
}

/** The price before tax of `days` days for a kind, or undefined when that is not sold. */
export function networkPrice(network: Pick<Network, "prices" | "spaces">, days: number, kind: VehicleKind): number | undefined {
  if ((network.spaces[kind] ?? 0) <= 0) return undefined;
  const price = network.prices[String(days) as `${NetworkDays}`]?.[kind];
  return typeof price === "number" && price > 0 ? price : undefined;
}
