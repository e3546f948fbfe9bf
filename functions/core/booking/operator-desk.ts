import type { Caller } from "../account/caller";
import { MAX_STAY_HOURS } from "../availability/window";
import { ForbiddenError, NotFoundError } from "../errors";
import type { Parking } from "../parking/parking";
import { getParking, getParkings } from "../parking/parking-store";
import type { Table } from "../ports/table/table";
import { indiaDayOf } from "../time/india-time";
import type { Booking, BookingStatus } from "./booking";
import { bookingsArrivingAt } from "./booking-store";
import { isDeskStaff, mayOperateAt, OPERATOR_MESSAGES } from "./operator";

/**
 * The operator desk's reads (decision 021): which car parks a person may open the desk for, and a
 * car park's arrivals and departures today (India day). Who may is operator.ts's one rule
 * (mayOperateAt); this module only asks it.
 */
export const DESK_MESSAGES = {
  noCarPark: "No car park has this id.",
} as const;

type DeskPerson = Pick<Caller, "role" | "operatesAt" | "proof">;

/** The statuses a desk lists: paid stays (unpaid holds, cancelled and expired ones never come). */
export const DESK_STATUSES: readonly BookingStatus[] = ["Confirmed", "Parked", "Completed"];

/** Refuses anyone who is not car park staff (an operator of some car park, or an admin). */
export function requireDeskStaff(person: Pick<Caller, "role" | "proof">): void {
  if (!isDeskStaff(person)) throw new ForbiddenError(OPERATOR_MESSAGES.notDeskStaff);
}

/**
 * The car parks an operator works at, by name. Admins operate every car park (hundreds): they get
 * an empty list and open a desk by the car park's id (the page says so).
 */
export async function deskCarParks(table: Table, person: DeskPerson): Promise<Parking[]> {
  requireDeskStaff(person);
  if (person.role !== "operator") return [];
  const parkings = await getParkings(table, person.operatesAt ?? []);
  return parkings.sort((a, b) => a.name.localeCompare(b.name));
}

/** The car park a desk is opened for, when this person may operate there. */
export async function deskCarPark(table: Table, person: DeskPerson, parkingId: string): Promise<Parking> {
  requireDeskStaff(person);
  if (!mayOperateAt(person, parkingId)) throw new ForbiddenError(OPERATOR_MESSAGES.notOperator);
  const parking = parkingId.length <= 100 ? await getParking(table, parkingId) : undefined;
  if (!parking) throw new NotFoundError(DESK_MESSAGES.noCarPark);
  return parking;
}

export interface DeskDay {
  /** The India day, as UTC instants (`end` exclusive). */
  start: Date;
  end: Date;
  /** Arriving today, by arrival. */
  arrivals: Booking[];
  /** Leaving today (whenever they arrived), by departure. */
  departures: Booking[];
}

/**
 * Today's arrivals and departures at a car park. gsi2 (`PARKING#<id>#BOOKINGS`, sorted by arrival) is
 * the only index by car park, and it has no departure order; but no stay is longer than
 * MAX_STAY_HOURS, so every booking leaving today arrived at most that long before today began. One
 * Query reads arrivals from (start of today − MAX_STAY_HOURS) to the end of today; departures are
 * those among them whose departure falls today. The extra days read are the price of having no
 * second index: a few thousand items at most for the largest car park.
 */
export async function todayAtCarPark(table: Table, person: DeskPerson, parkingId: string, now = new Date()): Promise<DeskDay> {
  if (!mayOperateAt(person, parkingId)) throw new ForbiddenError(OPERATOR_MESSAGES.notOperator);
  const { start, end } = indiaDayOf(now);
  const earliest = new Date(start.getTime() - MAX_STAY_HOURS * 3600_000);
  const bookings = await bookingsArrivingAt(table, parkingId, earliest, end, DESK_STATUSES);
  const within = (iso: string) => {
    const t = Date.parse(iso);
    return t >= start.getTime() && t < end.getTime();
  };
  const arrivals = bookings.filter((b) => within(b.inTime));
  const departures = bookings
    .filter((b) => within(b.outTime))
    .sort((a, b) => a.outTime.localeCompare(b.outTime) || a.id.localeCompare(b.id));
  return { start, end, arrivals, departures };
}
