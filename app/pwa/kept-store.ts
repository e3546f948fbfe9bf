import type { DeskRow } from "~/routes/desk/parts/operator-desk";
import type { KeptVouchers } from "./voucher-copies";

/**
 * Where the phone keeps what opens without a network (issue 34, decision 057): one Cache Storage
 * cache, shared by the service worker (which writes it) and the offline page (which reads it). Every
 * entry belongs to the member named by OWNER_KEY; when a response or a page names anyone else, or
 * nobody, the worker deletes the whole cache, so one member's copies never meet another's.
 */
export const KEPT_CACHE = "sp-kept-v1";
/** The opaque marker of the member whose copies these are (app/utils/member-marker.server.ts). */
export const OWNER_KEY = "/__kept/owner";
/** The driver's vouchers and passes (voucher-copies.ts). */
export const VOUCHERS_KEY = "/__kept/vouchers";
/** The operator desk of one car park: its last arrivals list. */
export const deskKey = (parkingId: string) => `/__kept/desk/${encodeURIComponent(parkingId)}`;

/** The operator desk as it was last opened with the network: read-only offline, no gate actions. */
export interface KeptDesk {
  member: string;
  savedAt: string;
  parking: { id: string; name: string };
  /** The India day the list is of ("Sat, 28 Nov"), as the desk showed it. */
  today: string;
  arrivals: DeskRow[];
  /** The desk's texts in the language it was open in (issue 35): offline, no server can say them. Lists kept before had none. */
  texts?: KeptDeskTexts;
}

export interface KeptDeskTexts {
  title: string;
  arrivals: string;
  noArrivals: string;
  code: string;
  vehicle: string;
  kind: string;
  window: string;
  reentry: string;
  status: string;
}

export type { KeptVouchers };

/** The JSON kept under `key`, or null (no Cache Storage, nothing kept, or unreadable). */
export async function readKept<T>(key: string): Promise<T | null> {
  if (typeof caches === "undefined") return null;
  try {
    const response = await (await caches.open(KEPT_CACHE)).match(key);
    return response ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}
