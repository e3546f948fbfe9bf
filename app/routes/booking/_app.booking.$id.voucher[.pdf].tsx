import type { LoaderFunctionArgs } from "@remix-run/node";
import { bookingDocumentResponse } from "~/routes/booking/parts/booking-document.server";

/** GET /booking/{id}/voucher.pdf: the booking's voucher as a download (owner only, paid bookings only). */
export function loader({ request, params }: LoaderFunctionArgs) {
  return bookingDocumentResponse(request, params.id ?? "", "voucher");
}
