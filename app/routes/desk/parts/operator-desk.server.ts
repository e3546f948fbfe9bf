import { data, redirect } from "@remix-run/node";
import { policyOf } from "@core/booking/policy";
import type { Booking } from "@core/booking/booking";
import { checkIn, checkOut } from "@core/booking/booking-service";
import { deskCarPark, deskCarParks, requireDeskStaff, todayAtCarPark } from "@core/booking/operator-desk";
import { actsAsAdmin, type Caller } from "@core/account/caller";
import { ForbiddenError } from "@core/errors";
import { VEHICLE_KIND_LABEL } from "@core/parking/vehicle-kind";
import { services } from "@core/services";
import { formatIndia, formatIndiaDay } from "@core/time/india-time";
import { notFoundOn } from "../../../utils/http.server";
import { getStaffSignedIn } from "../../../utils/session.server";
import type { DeskRow } from "./operator-desk";

/**
 * The operator desk's server half (decision 021), for /operator and /operator/{car park id}: who is
 * at the desk, and the calls to core. Whether they may is core's rule (operator-desk.ts and
 * mayOperateAt); this file turns core's refusals into a 403 page.
 */

/**
 * The person at the desk: an admin in the admin area's own session (after the second factor; the
 * dashboard links here), or an operator signed in as a member (/signin). Signed-out visitors go to
 * /signin and come back; anyone else signed in gets the 403 page with core's message.
 */
export async function requireDeskPerson(request: Request): Promise<Caller> {
  const signedIn = await getStaffSignedIn(request);
  if (!signedIn) {
    const url = new URL(request.url);
    throw redirect(`/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return orForbidden(() => {
    requireDeskStaff(signedIn.user);
    return signedIn.user;
  });
}

/** A core refusal as the page's 403 (with core's message) or 404. */
function forbidden(error: unknown): never {
  if (error instanceof ForbiddenError) throw data({ message: error.message }, { status: 403 });
  notFoundOn(error);
  throw error;
}

function orForbidden<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    forbidden(error);
  }
}

async function orForbiddenAsync<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    forbidden(error);
  }
}

export interface DeskCarParkLink {
  id: string;
  name: string;
  code: string;
  city: string;
}

/** /operator: the person's car parks (an admin gets none listed and opens one by id). */
export async function deskChoice(person: Caller): Promise<{ admin: boolean; carParks: DeskCarParkLink[] }> {
  const carParks = await orForbiddenAsync(() => deskCarParks(services().table, person));
  return {
    admin: actsAsAdmin(person),
    carParks: carParks.map((p) => ({ id: p.id, name: p.name, code: p.code, city: p.city })),
  };
}

export type { DeskRow } from "./operator-desk";

function rowOf(b: Booking): DeskRow {
  return {
    id: b.id,
    code: b.code,
    vehicleNumber: b.vehicle.number,
    kind: VEHICLE_KIND_LABEL[b.vehicleKind],
    window: `${formatIndia(b.inTime)} – ${formatIndia(b.outTime)}`,
    reentry: policyOf(b).reentry ? "Allowed" : "One entry",
    status: b.status,
  };
}

/** /operator/{id}: the car park, today's date in India, and today's arrivals and departures. */
export async function deskDay(person: Caller, parkingId: string | undefined, now = new Date()) {
  const table = services().table;
  const parking = await orForbiddenAsync(() => deskCarPark(table, person, parkingId ?? ""));
  const day = await orForbiddenAsync(() => todayAtCarPark(table, person, parking.id, now));
  // Operators of several car parks get a way back to the choice; an operator of one has nowhere else to go.
  const several = actsAsAdmin(person) || (person.operatesAt?.length ?? 0) > 1;
  return {
    parking: { id: parking.id, name: parking.name, code: parking.code, city: parking.city },
    today: formatIndiaDay(now),
    several,
    arrivals: day.arrivals.map(rowOf),
    departures: day.departures.map(rowOf),
  };
}

/** What the desk shows after a check-in or check-out: the sentence, and the code and vehicle set large. */
export interface GateOutcome {
  text: string;
  code: string;
  vehicleNumber: string;
}

/** Check-in or check-out at this car park's desk: core refuses another car park's or another day's booking. */
export async function gate(person: Caller, parkingId: string, intent: "check-in" | "check-out", code: string): Promise<GateOutcome> {
  const table = services().table;
  const desk = { parkingId };
  const booking =
    intent === "check-out" ? await checkOut(table, person, code, new Date(), desk) : await checkIn(table, person, code, new Date(), desk);
  return {
    text: `${booking.code} ${booking.status === "Parked" ? "checked in" : "checked out"}: ${booking.vehicle.number}, ${formatIndia(booking.inTime)} – ${formatIndia(booking.outTime)}.`,
    code: booking.code,
    vehicleNumber: booking.vehicle.number,
  };
}
