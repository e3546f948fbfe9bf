import QRCode from "qrcode";
import { wasPaid, type Booking } from "@core/booking/booking";
import { canCancel, listPasses } from "@core/booking/booking-service";
import { voucherQrPayload, QR_OPTIONS } from "@core/booking/documents/voucher-code";
import { MAX_START_DAYS_AHEAD } from "@core/pass/pass-hold";
import { planHoursLabel } from "@core/pass/pass-plan";
import { formatRupees } from "@core/pricing/pricing";
import { directionsUrl } from "@core/parking/directions";
import type { Table } from "@core/ports/table/table";
import { DAY_MS, formatIndia } from "@core/time/india-time";
import { passLengthText } from "@core/pass/pass-terms";
import { activationDeadline } from "@core/pass/network-pass";
import { passValidityText } from "@core/pass/pass-wording";
import type { PassCard } from "../../../components/passes/pass-views";
import type { Language } from "@core/i18n/languages";
import { PASS_WORDING_TEXTS } from "@core/pass/pass-wording.texts";
import { MY_BOOKINGS } from "~/i18n/booking/bookings.server";

/**
 * The Passes tab of /booking (issue 15): a member's passes with their plan, validity, car park,
 * vehicle, state, the QR the operator scans, and the PDF pass and tax invoice. Formatted here on
 * the server; the QR is a PNG data URL (an <img>, never markup from a string).
 */

function stateOf(pass: Booking, now: Date): PassCard["state"] {
  if (pass.status === "Cancelled") return "Cancelled";
  if (pass.status === "Parked") return "Parked now";
  if (now.toISOString() >= pass.outTime || pass.status === "Completed") return "Expired";
  // A multi-location pass no booth activated in time is over, though its longest span is not.
  if (pass.pass?.network && !pass.pass.activatedAt && now >= activationDeadline(pass.inTime)) return "Expired";
  return now.toISOString() < pass.inTime ? "Upcoming" : "Active";
}

export async function passCards(table: Table, userId: string, language: Language = "en", now = new Date()): Promise<PassCard[]> {
  const t = MY_BOOKINGS.pick(language);
  const passes = (await listPasses(table, userId)).filter((p) => p.pass && wasPaid(p));
  return Promise.all(
    passes.map(async (pass) => {
      const base = `/booking/${encodeURIComponent(pass.id)}`;
      const state = stateOf(pass, now);
      const cancel = canCancel(pass, now);
      const terms = pass.pass!;
      return {
        id: pass.id,
        code: pass.code,
        parkingName: pass.parkingName,
        address: pass.address,
        plan: terms.network ? PASS_WORDING_TEXTS.pick(language).multiLocation : planHoursLabel(terms, language),
        length: passLengthText(terms, language),
        validity: passValidityText({ ...pass, pass: terms }, language),
        endsAt: pass.outTime,
        directions: directionsUrl(pass),
        vehicle: `${pass.vehicle.name} (${pass.vehicle.number})`,
        total: formatRupees(pass.totalPrice),
        state,
        stateLabel: t[state === "Parked now" ? "ParkedNow" : state],
        qr:
          state === "Active" || state === "Upcoming" || state === "Parked now"
            ? await QRCode.toDataURL(voucherQrPayload(pass), { ...QR_OPTIONS, type: "image/png" })
            : null,
        documents: { pass: `${base}/voucher.pdf`, invoice: `${base}/receipt.pdf` },
        cancel: cancel.allowed ? { until: formatIndia(cancel.deadline, language) } : null,
        // A renewal may start the day this pass ends once that is within the 30 days a pass may start ahead.
        // A monthly pass is renewed at its car park; a multi-location pass runs a few days and is bought again.
        renew:
          !terms.network &&
          state !== "Expired" &&
          state !== "Cancelled" &&
          Date.parse(pass.outTime) - now.getTime() <= MAX_START_DAYS_AHEAD * DAY_MS
            ? `/pass/${encodeURIComponent(pass.parkingId)}?renew=${encodeURIComponent(pass.id)}`
            : null,
      };
    }),
  );
}
