import { toPublicParking } from "@core/parking/parking";
import { searchNearby } from "@core/parking/search";
import { parseSearchRequest } from "@core/parking/search-request";
import { services } from "@core/services";
import { httpHandler } from "../shared/http";

/**
 * GET /api/parking/search?place&latitude&longitude&type&inTime&outTime and POST /api/parking/search
 * (the same fields as JSON). Nearby car parks, nearest first, with distance, free spaces and price.
 */
export const handler = httpHandler(async (req) => {
  const svc = services();
  const input = req.method === "GET" ? req.query : await req.fields();
  const query = await parseSearchRequest(svc.table, input);
  const page = await searchNearby(svc.table, query);
  return {
    body: {
      data: page.results.map((r) => ({
        ...toPublicParking(r.parking, r.free),
        distanceKm: Math.round(r.distanceKm * 100) / 100,
        free: r.free,
        price: r.prices,
      })),
      pagination: { total: page.total, page: page.page, pageSize: page.pageSize, pages: page.pages },
      search: {
        latitude: query.lat,
        longitude: query.lng,
        inTime: query.window.inTime.toISOString(),
        outTime: query.window.outTime.toISOString(),
      },
    },
  };
});
