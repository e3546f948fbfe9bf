import { requireUser } from "~/utils/session.server";
import { mailLanguage } from "@core/account/emails";
import type { Language } from "@core/i18n/languages";
import { wasPaid, type Booking } from "@core/booking/booking";
import { getOwnBooking } from "@core/booking/booking-service";
import { ensureInvoice } from "@core/booking/invoice";
import { NotFoundError } from "@core/errors";
import { services } from "@core/services";

/**
 * A booking's voucher or receipt as a download, for its owner only and only once it was paid for.
 * Resource routes do not run the _app layout's loader, so the session is checked here. Anything
 * else (another member's booking, an unpaid hold) is a plain 404.
 */
// In the member's language (their profile's; issue 35 §4), as the confirmation mail attached them.
type Member = { name: string; email: string; language: Language };
// pdf-lib and its fonts load with the first download, not at the web server's cold start (decision 033).
const DOCUMENTS = {
  voucher: {
    render: async (booking: Booking, member: Member) =>
      (await import("@core/booking/documents/voucher")).voucherPdf(booking, member, member.language),
    fileName: async (booking: Booking) => (await import("@core/booking/documents/voucher")).voucherFileName(booking),
  },
  // The receipt is the booking's tax invoice: issued here for a booking paid before invoices existed.
  receipt: {
    render: async (booking: Booking, member: Member) =>
      (await import("@core/booking/documents/receipt")).receiptPdf(
        await ensureInvoice(services().table, booking, { name: member.name, email: member.email }),
        member.language,
      ),
    fileName: async (booking: Booking) => (await import("@core/booking/documents/receipt")).receiptFileName(booking),
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
  const bytes = await document.render(booking, { name: user.name, email: user.email, language: mailLanguage(user) });
  const fileName = await document.fileName(booking);
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
