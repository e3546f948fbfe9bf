import { placeHold } from "@core/booking/booking-service";
import type { Booking } from "@core/booking/booking";
import { paymentGateway, startPayment, verifyPayment } from "@core/payment/payment-service";
import type { TestGateway } from "@core/payment/test-gateway";
import type { Services } from "@core/services";
import { createVehicle } from "@core/vehicle/vehicle-service";

/**
 * A Confirmed booking as checkout makes it: a new four-wheeler of the member, a two-hour hold
 * arriving `inMs` from now, the test gateway's payment and its verification. Shared by the
 * integration tests that need a paid stay (reviews, data export, account deletion).
 */
export async function paidBooking(
  svc: Services,
  driverId: string,
  parkingId: string,
  vehicle: { name?: string; number: string },
  inMs = 5 * 60_000,
): Promise<Booking> {
  const car = await createVehicle(svc.table, driverId, {
    vehicle_name: vehicle.name ?? "Car",
    vehicle_number: vehicle.number,
    vehicle_type: "Four Wheeler",
  });
  const inTime = new Date(Date.now() + inMs);
  const hold = await placeHold(svc.table, driverId, {
    parkingId,
    vehicleId: car.id,
    inTime: inTime.toISOString(),
    outTime: new Date(inTime.getTime() + 2 * 3600_000).toISOString(),
  });
  const { order } = await startPayment(svc, driverId, hold.id);
  const paid = await (paymentGateway(svc) as TestGateway).pay(order.id);
  await verifyPayment(
    svc,
    { razorpay_order_id: order.id, razorpay_payment_id: paid.paymentId, razorpay_signature: paid.signature },
    driverId,
  );
  return hold;
}
