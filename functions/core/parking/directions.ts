/**
 * Directions to a car park: Google Maps' documented directions URL (api=1) with the car park's point
 * as the destination, so the phone's maps app or the browser plans the route from where the driver
 * is. One rule for the detail page, the bookings list, the voucher and the e-mails.
 */
export function directionsUrl(point: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`;
}

/** The car park's point on OpenStreetMap: the map without JavaScript, and a larger one with it. */
export function mapPageUrl(point: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=17/${point.lat}/${point.lng}`;
}
