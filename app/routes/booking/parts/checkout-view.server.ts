import type { CouponState } from "~/components/booking/CouponForm";
import { policyLines, policyOf } from "@core/booking/policy";
import type { PriceBreakdownView } from "~/components/booking/PriceBreakdown";
import { detailHref } from "~/utils/detail-link";
import { formatIndia } from "~/utils/india-time";
import { readStayParams } from "@core/availability/window";
import { priceBreakdownView } from "~/utils/price-view";
import { requireUser } from "~/utils/session.server";
import { BOOKING_MESSAGES } from "@core/booking/booking-service";
import { quoteStay } from "@core/booking/quote";
import { COUPON_MESSAGES } from "@core/coupon/coupon";
import { errorFields, log } from "@core/log";
import { getParking } from "@core/parking/parking-store";
import { kindOf, kindsTaken, parseVehicleKind, type VehicleKind } from "@core/parking/vehicle-kind";
import { formatRupees } from "@core/pricing/pricing";
import { services } from "@core/services";
import { listVehicles, pageVehicles } from "@core/vehicle/vehicle-service";
import { describeError } from "~/utils/form.server";
import { CHECKOUT } from "~/i18n/booking/checkout.server";
import { vehicleTypeLabel } from "~/i18n/booking/shared.server";
import { pageLanguage } from "~/i18n/language.server";
import { translateMessage } from "@core/i18n/messages";
import { notFound, notFoundOn } from "~/utils/http.server";

/**
 * What the checkout page (app/routes/booking/checkout.tsx) shows, read from its URL: the member, the car
 * park, the vehicle picker's page, the chosen vehicle, and the price from quoteStay, with the coupon
 * in the URL previewed in the same quote that the hold will charge. Amounts in the URL are never
 * read (ARCHITECTURE §4).
 */
export const PICKER_PAGE_SIZE = 3;

/**
 * The stay as ISO instants (the detail page's Book link sends them; India-time values are read too,
 * by core's one reader). Something unreadable stays as sent, for quoteStay's "valid date" message.
 */
export function stayInstants(rawIn: string | null | undefined, rawOut: string | null | undefined): { inTime: string; outTime: string } {
  const stay = readStayParams(rawIn, rawOut);
  return { inTime: stay.arrival?.toISOString() ?? stay.inValue, outTime: stay.departure?.toISOString() ?? stay.outValue };
}

function positiveInt(value: string | null): number {
  const n = Number.parseInt(value ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export async function checkoutView(request: Request) {
  const { user } = await requireUser(request);
  const language = await pageLanguage(request);
  const t = CHECKOUT.pick(language);
  const query = new URL(request.url).searchParams;
  const parkingId = (query.get("id") ?? "").trim();
  // Ids are short; a long one cannot be a car park and need not reach the table.
  if (!parkingId || parkingId.length > 100) notFound();
  const { table } = services();

  const [parking, own] = await Promise.all([getParking(table, parkingId), listVehicles(table, user.id)]);
  // The member's vehicles are read once: the picker's page and the chosen vehicle come from the same list.
  const picker = pageVehicles(own, positiveInt(query.get("vp")), PICKER_PAGE_SIZE);
  if (!parking) notFound();

  // The vehicle in the URL if it is still the member's, else the default one (spec: pre-selected).
  const chosen = own.vehicles.find((v) => v.id === query.get("vehicle")) ?? own.vehicles.find((v) => v.id === own.defaultId);
  const kinds = kindsTaken(parking);
  const kind: VehicleKind = chosen ? kindOf(chosen.vehicle_type) : (parseVehicleKind(query.get("type")) ?? kinds[0] ?? "four");
  const { inTime, outTime } = stayInstants(query.get("in"), query.get("out"));

  let summary: { price: PriceBreakdownView } | undefined;
  let problem: string | undefined;
  let coupon: CouponState | undefined;
  let window: { from: string; to: string } | undefined;
  try {
    // The coupon in the URL, if any, is previewed in the same quote the hold will charge.
    const q = await quoteStay(table, { userId: user.id, parking, kind, inTime, outTime, couponCode: query.get("coupon") ?? undefined });
    window = { from: formatIndia(q.window.inTime, language), to: formatIndia(q.window.outTime, language) };
    const pricing = q.pricing;
    if (q.coupon?.status === "applied") {
      coupon = {
        status: "applied",
        code: q.coupon.code,
        message: translateMessage(COUPON_MESSAGES.applied, language),
        discount: formatRupees(pricing.discount),
      };
    } else if (q.coupon?.status === "refused") {
      if (q.coupon.message === undefined) log.error("coupon evaluation failed", { userId: user.id, ...errorFields(q.coupon.error) });
      coupon = {
        status: "refused",
        code: q.coupon.code,
        message: q.coupon.message === undefined ? t.couponFailed : translateMessage(q.coupon.message, language),
      };
    }
    // Core's price lines, the coupon's among them when it applied: the same lines the booking keeps.
    summary = { price: priceBreakdownView(pricing, q.coupon?.status === "applied" ? q.coupon.code : undefined, language) };
  } catch (error) {
    notFoundOn(error);
    // A quote core refuses (a window in the past, reversed or too long; a vehicle kind the car park
    // does not take) is the page's red banner, in the words the form kit gives core's errors
    // (a window's message is filed under its field, `in` or `out`). Anything else is not the
    // member's doing: the error boundary's 500.
    const refusal = describeError(error, { language });
    if (refusal.status === 500) throw error;
    problem = [...new Set([...refusal.formErrors, ...Object.values(refusal.fieldErrors).flat()])].join(" ");
  }

  return {
    me: { name: user.name, email: user.email, contact: user.contact, verified: Boolean(user.emailVerifiedAt) },
    parking: {
      id: parking.id,
      name: parking.name,
      code: parking.code,
      address: [parking.address_line1, parking.address_line2, parking.city, parking.pincode].filter(Boolean).join(", "),
      kinds,
      // Shown before Confirm: the booking keeps this policy (booking/policy.ts).
      policy: policyLines(policyOf(parking), language),
    },
    detailHref: detailHref({ name: parking.name, city: parking.city, id: parking.id, in: inTime, out: outTime, type: kind }),
    inTime,
    outTime,
    window,
    picker: {
      total: picker.total,
      page: picker.page,
      pages: picker.pages,
      vehicles: picker.vehicleList.map((v) => ({
        id: v._id,
        name: v.vehicle_name,
        number: v.vehicle_number,
        type: vehicleTypeLabel(v.vehicle_type, language),
        isDefault: v.isDefault,
        taken: kinds.includes(kindOf(v.vehicle_type)),
      })),
    },
    chosen: chosen ? { id: chosen.id, name: chosen.vehicle_name, number: chosen.vehicle_number } : null,
    summary,
    problem,
    coupon,
    // The page shows it before asking the server; the server modules stay out of the browser bundle.
    messages: { unverified: translateMessage(BOOKING_MESSAGES.unverified, language) },
    t,
  };
}
