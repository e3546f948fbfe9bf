/** The address of a car park's operator desk (decision 021), for the pages and the server alike. */
export function deskHref(parkingId: string): string {
  return `/operator/${encodeURIComponent(parkingId)}`;
}
