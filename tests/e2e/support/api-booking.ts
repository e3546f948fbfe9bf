import { expect, type APIRequestContext } from "@playwright/test";

/** A booking as the JSON API returns it (the fields the specs read). */
export interface ApiBooking {
  _id: string;
  code: string;
  status: string;
  outTime: string;
}

/**
 * A Confirmed booking arriving this minute, for two hours, for a fresh four-wheeler of the member's,
 * made through the JSON API as the member's app would: sign-in, vehicle, hold, order, test payment,
 * verification. Arriving now, check-in at the desk is open and the stay is in today's arrivals.
 */
export async function bookNowThroughApi(
  request: APIRequestContext,
  member: { email: string; password: string },
  parkingId: string,
  vehicleName = "Test car",
): Promise<ApiBooking> {
  const signin = await request.post("/api/users/signin", { multipart: { email: member.email, password: member.password } });
  expect(signin.status(), await signin.text()).toBe(200);
  const headers = { Authorization: `Bearer ${((await signin.json()) as { accessToken: string }).accessToken}` };
  const post = async (path: string, data: object, status = 200) => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
    return (await response.json()) as Record<string, unknown>;
  };
  const plate = `MH 02 AP ${Math.floor(1000 + Math.random() * 9000)}`;
  const vehicle = (await post(
    "/api/vehicle/create-new-vehicle",
    { vehicle: { vehicle_name: vehicleName, vehicle_number: plate, vehicle_type: "Four Wheeler", isDefault: false } },
    201,
  )) as { data: { _id: string } };
  const inTime = Math.floor(Date.now() / 60_000) * 60_000;
  const hold = (await post(
    "/api/booking/hold",
    {
      parkingId,
      vehicleId: vehicle.data._id,
      inTime: new Date(inTime).toISOString(),
      outTime: new Date(inTime + 2 * 3600_000).toISOString(),
    },
    201,
  )) as { data: ApiBooking };
  const order = (await post("/api/razorpay", { bookingId: hold.data._id })) as { id: string };
  const paid = await post("/api/test-gateway/pay", { order_id: order.id });
  const verified = (await post("/api/verification", paid)) as { data: ApiBooking };
  expect(verified.data.status).toBe("Confirmed");
  return verified.data;
}
