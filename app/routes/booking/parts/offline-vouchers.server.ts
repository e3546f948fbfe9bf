import { createHash } from "node:crypto";
import QRCode from "qrcode";
import { listBookings } from "@core/booking/booking-store";
import { voucherQrPayload, QR_OPTIONS } from "@core/booking/documents/voucher-code";
import { directionsUrl } from "@core/parking/directions";
import { services } from "@core/services";
import { formatIndia } from "@core/time/india-time";
import { passCards } from "~/routes/booking/parts/pass-cards.server";
import type { VoucherCopy } from "~/pwa/voucher-copies";

/**
 * What the phone keeps for the gate with no signal (issue 34): for each Confirmed or Parked booking
 * whose stay has not ended, and each pass a booth still accepts, the voucher as the driver shows it:
 * the QR (the voucher PDF's payload, as a PNG data URL), the code, the car park, the times, the
 * vehicle and the way there. Only the member's own, formatted here; nothing else about them.
 */
const MAX_KEPT = 50;

const versioned = (view: Omit<VoucherCopy, "version">): VoucherCopy => ({
  ...view,
  version: createHash("sha256").update(JSON.stringify(view)).digest("base64url").slice(0, 16),
});

export async function offlineVouchers(userId: string, now = new Date()): Promise<VoucherCopy[]> {
  const table = services().table;
  const listed = await Promise.all((["Confirmed", "Parked"] as const).map((status) => listBookings(table, userId, status, 1, MAX_KEPT)));
  const bookings = listed
    .flatMap((page) => page.bookings)
    .filter((b) => !b.pass && Date.parse(b.outTime) > now.getTime())
    .slice(0, MAX_KEPT);
  const views = await Promise.all(
    bookings.map(async (b) =>
      versioned({
        id: b.id,
        kind: "booking",
        endsAt: b.outTime,
        code: b.code,
        parkingName: b.parkingName,
        address: b.address,
        when: `${formatIndia(new Date(b.inTime))} – ${formatIndia(new Date(b.outTime))}`,
        vehicle: `${b.vehicle.name} (${b.vehicle.number})`,
        directions: directionsUrl(b),
        qr: await QRCode.toDataURL(voucherQrPayload(b), { ...QR_OPTIONS, type: "image/png" }),
      }),
    ),
  );
  const passes = (await passCards(table, userId, "en", now)).filter((p) => p.qr);
  const passViews = passes.map((p) =>
    versioned({
      id: p.id,
      kind: "pass",
      endsAt: p.endsAt,
      code: p.code,
      parkingName: p.parkingName,
      address: p.address,
      when: p.validity,
      vehicle: p.vehicle,
      directions: p.directions,
      qr: p.qr!,
    }),
  );
  return [...views, ...passViews];
}
