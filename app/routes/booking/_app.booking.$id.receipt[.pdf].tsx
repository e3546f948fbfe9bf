import type { LoaderFunctionArgs } from "@remix-run/node";
import { bookingDocumentResponse } from "~/routes/booking/parts/booking-document.server";

/** GET /booking/{id}/receipt.pdf: the booking's receipt as a download (owner only, paid bookings only). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return bookingDocumentResponse(request, params.id ?? "", "receipt");
}
