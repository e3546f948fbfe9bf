import { z } from "zod";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { vehiclePage } from "@core/vehicle/vehicle-service";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({ page: z.coerce.number().int().min(1).default(1), limit: z.coerce.number().int().min(1).max(50).default(10) });

/** GET /api/vehicle/view-vehicle-list?page&limit → {data:{total, vehicleList}}: the caller's vehicles. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { page, limit } = parseWith(query, req.query);
  const result = await vehiclePage(services().table, caller.id, page, limit);
  return {
    body: { data: { total: result.total, vehicleList: result.vehicleList }, pagination: { page: result.page, pages: result.pages } },
  };
});
