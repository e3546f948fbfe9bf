import { toPublicBooking } from "@core/booking/booking";
import type { ChangeKind } from "@core/booking/change-store";
import { changeBooking } from "@core/payment/payment-service";
import { services } from "@core/services";
import { requireCaller } from "../shared/auth";
import { httpHandler, type ApiRequest } from "../shared/http";

/**
 * POST /api/booking/change-booking/{id} {inTime, outTime, vehicleId} and
 * POST /api/booking/extend-booking/{id} {outTime} (decision 026). The caller's own booking only;
 * the price is the server's. 200 with the changed booking (and the refund, for a lower price), or
 * 202 with the change to pay for: `POST /api/razorpay {bookingId, changeId}` orders the difference.
 */
export function changeHandler(kind: ChangeKind) {
  return httpHandler(async (req: ApiRequest) => {
    const caller = await requireCaller(req);
    const f = await req.fields();
    const text = (v: unknown) => (typeof v === "string" ? v : undefined);
    const result = await changeBooking(services(), caller.id, req.params.id ?? "", kind, {
      inTime: text(f.inTime),
      outTime: text(f.outTime) ?? "",
      vehicleId: text(f.vehicleId),
    });
    const change = { _id: result.change.id, kind, difference: result.change.difference, status: result.change.status };
    if (result.outcome === "payment")
      return {
        status: 202,
        body: { message: "Pay the difference to make this change.", change: { ...change, holdExpiresAt: result.change.holdExpiresAt } },
      };
    return {
      body: {
        message:
          result.change.difference < 0
            ? "Your booking has been changed and the difference is being refunded."
            : "Your booking has been changed.",
        change,
        data: toPublicBooking(result.booking),
      },
    };
  });
}

export const handler = changeHandler("change");
