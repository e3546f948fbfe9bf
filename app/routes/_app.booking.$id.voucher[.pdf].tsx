import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/utils/session.server";
import type { Booking } from "../../functions/core/booking/booking";
import { getOwnBooking } from "../../functions/core/booking/booking-service";
import { voucherFileName, voucherPdf } from "../../functions/core/booking/documents";
import { NotFoundError } from "../../functions/core/errors";
import { services } from "../../functions/core/services";

/**
 * GET /booking/{id}/voucher.pdf: the booking voucher as a download, for its owner only and only once
 * the booking was paid for. A resource route: the _app layout's loader does not run for it, so the
 * session is checked here. Anything else (another member's booking, an unpaid hold) is a plain 404.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUser(request);
  const booking = await paidBooking(user.id, params.id ?? "");
  if (!booking) return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return pdfResponse(await voucherPdf(booking), voucherFileName(booking));
}

async function paidBooking(userId: string, id: string): Promise<Booking | undefined> {
  try {
    const booking = await getOwnBooking(services().table, userId, id);
    const paid =
      booking.status === "Confirmed" ||
      booking.status === "Parked" ||
      booking.status === "Completed" ||
      (booking.status === "Cancelled" && Boolean(booking.transaction_id));
    return paid ? booking : undefined;
  } catch (error) {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  }
}

function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  // A copy typed on a plain ArrayBuffer, as the fetch types of BodyInit want.
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName.replace(/["\\\r\n]/g, "")}"`,
      "Content-Length": String(bytes.byteLength),
      // A member's own document: never kept by a shared cache.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
