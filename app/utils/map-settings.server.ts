import { services } from "@core/services";

/** The tiles every Leaflet map draws (search, a car park's page, the admin's point picker): MAP_TILE_URL. */
export function mapSettings() {
  const { config } = services();
  return { tileUrl: config.MAP_TILE_URL, attribution: config.MAP_ATTRIBUTION };
}
