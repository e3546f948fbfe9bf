/** The address of a car park's operator desk (decision 021), for the pages and the server alike. */
export function deskHref(parkingId: string): string {
  return `/operator/${encodeURIComponent(parkingId)}`;
}

/** One booking in the desk's lists of today's arrivals and departures, formatted on the server. */
export interface DeskRow {
  id: string;
  code: string;
  vehicleNumber: string;
  kind: string;
  window: string;
  /** The booking's own re-entry rule (copied from the car park when it was held, decision 026). */
  reentry: string;
  status: string;
}
