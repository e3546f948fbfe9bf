import { requireUser } from "~/utils/session.server";
import { wasPaid, type Booking } from "@core/booking/booking";
import { getOwnBooking } from "@core/booking/booking-service";
import { receiptFileName, receiptPdf } from "@core/booking/documents/receipt";
import { voucherFileName, voucherPdf } from "@core/booking/documents/voucher";
import { ensureInvoice } from "@core/booking/invoice";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";

/**
 * A booking's voucher or receipt as a download, for its owner only and only once it was paid for.
 * Resource routes do not run the _app layout's loader, so the session is checked here. Anything
 * else (another member's booking, an unpaid hold) is a plain 404.
 */
type Member = { name: string; email: string };
const DOCUMENTS = {
  voucher: { render: (booking: Booking, member: Member) => voucherPdf(booking, member), fileName: voucherFileName },
  // The receipt is the booking's tax invoice: issued here for a booking paid before invoices existed.
  receipt: {
    render: async (booking: Booking, member: Member) => receiptPdf(await ensureInvoice(services().table, booking, member)),
    fileName: receiptFileName,
  },
} as const;

export async function bookingDocumentResponse(request: Request, bookingId: string, kind: keyof typeof DOCUMENTS): Promise<Response> {
  const { user } = await requireUser(request);
  let booking;
  try {
    booking = await getOwnBooking(services().table, user.id, bookingId);
  } catch (error) {
    if (!(error instanceof NotFoundError)) throw error;
  }
  if (!booking || !wasPaid(booking))
    return new Response("Not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const document = DOCUMENTS[kind];
  const bytes = await document.render(booking, { name: user.name, email: user.email });
  // A copy typed on a plain ArrayBuffer, as the fetch types of BodyInit want.
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${document.fileName(booking).replace(/["\\\r\n]/g, "")}"`,
      "Content-Length": String(bytes.byteLength),
      // A member's own document: never kept by a shared cache.
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
