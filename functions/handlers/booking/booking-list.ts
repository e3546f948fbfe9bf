import { z } from "zod";
import { LISTED_STATUSES, toPublicBooking } from "@core/booking/booking";
import { listBookings } from "@core/booking/booking-service";
import { services } from "@core/services";
import { parseWith } from "@core/validation";
import { requireCaller } from "../shared/auth";
import { httpHandler } from "../shared/http";

const query = z.object({
  status: z
    .enum(LISTED_STATUSES, { errorMap: () => ({ message: "Please choose Confirmed, Parked, Completed or Cancelled." }) })
    .default("Confirmed"),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** GET /api/booking/view-booking-list?status&page&limit → {data, pagination:{totalDocuments}}: the caller's own bookings. */
export const handler = httpHandler(async (req) => {
  const caller = await requireCaller(req);
  const { status, page, limit } = parseWith(query, req.query);
  const result = await listBookings(services().table, caller.id, status, page, limit);
  return {
    body: {
      data: result.bookings.map(toPublicBooking),
      pagination: { totalDocuments: result.total, page: result.page, pages: result.pages },
    },
  };
});
