import { slug } from "@core/parking/parking";

/**
 * The link to a car park's detail page for a window and a vehicle kind: a search card's, the
 * checkout's and the payment pages' way back to it. `in`/`out` are what the detail page reads
 * (India-time datetime-local values or ISO instants); empty ones are left out.
 */
export function detailHref(to: { name: string; city: string; id: string; in?: string; out?: string; type?: string }): string {
  const params = new URLSearchParams({ city: to.city, id: to.id });
  if (to.in) params.set("in", to.in);
  if (to.out) params.set("out", to.out);
  if (to.type) params.set("type", to.type);
  return `/detail/${slug(to.name)}?${params}`;
}
