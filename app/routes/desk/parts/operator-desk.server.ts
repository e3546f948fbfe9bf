import { data, redirect } from "@remix-run/node";
import { policyOf } from "@core/booking/policy";
import type { Booking } from "@core/booking/booking";
import { checkIn, checkOut } from "@core/booking/booking-service";
import { deskCarPark, deskCarParks, requireDeskStaff, todayAtCarPark } from "@core/booking/operator-desk";
import { actsAsAdmin, type Caller } from "@core/account/caller";
import { ForbiddenError } from "@core/errors";
import { services } from "@core/services";
import { formatIndia, formatIndiaDay } from "@core/time/india-time";
import { notFoundOn } from "../../../utils/http.server";
import { getStaffSignedIn } from "../../../utils/session.server";
import type { DeskRow } from "./operator-desk";
import type { Language } from "@core/i18n/languages";
import { translateMessage } from "@core/i18n/messages";
import { fill } from "~/i18n/catalogue";
import { DESK, type DeskMessages } from "~/i18n/desk/desk.server";
import { pageLanguage } from "~/i18n/language.server";

/** The desk's texts in the request's language (issue 35): the page's loader data, the outcome, the 403. */
export async function deskTexts(request: Request): Promise<{ language: Language; t: DeskMessages }> {
  const language = await pageLanguage(request);
  return { language, t: DESK.pick(language) as DeskMessages };
}

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
export async function requireDeskPerson(request: Request, language: Language): Promise<Caller> {
  const signedIn = await getStaffSignedIn(request);
  if (!signedIn) {
    const url = new URL(request.url);
    throw redirect(`/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return orForbidden(language, () => {
    requireDeskStaff(signedIn.user);
    return signedIn.user;
  });
}

/** The 403 page's texts travel with it: an error boundary has no loader data. */
export interface DeskRefusalData {
  message: string;
  accessDenied: string;
  goHome: string;
}

/** A core refusal as the page's 403 (with core's message, in the page's language) or 404. */
function forbidden(language: Language, error: unknown): never {
  if (error instanceof ForbiddenError) {
    const t = DESK.pick(language);
    const refusal: DeskRefusalData = { message: translateMessage(error.message, language), accessDenied: t.accessDenied, goHome: t.goHome };
    throw data(refusal, { status: 403 });
  }
  notFoundOn(error);
  throw error;
}

function orForbidden<T>(language: Language, run: () => T): T {
  try {
    return run();
  } catch (error) {
    forbidden(language, error);
  }
}

async function orForbiddenAsync<T>(language: Language, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    forbidden(language, error);
  }
}

export interface DeskCarParkLink {
  id: string;
  name: string;
  code: string;
  city: string;
}

/** /operator: the person's car parks (an admin gets none listed and opens one by id). */
export async function deskChoice(person: Caller, language: Language): Promise<{ admin: boolean; carParks: DeskCarParkLink[] }> {
  const carParks = await orForbiddenAsync(language, () => deskCarParks(services().table, person));
  return {
    admin: actsAsAdmin(person),
    carParks: carParks.map((p) => ({ id: p.id, name: p.name, code: p.code, city: p.city })),
  };
}

export type { DeskRow } from "./operator-desk";

function rowOf(b: Booking, language: Language): DeskRow {
  const t = DESK.pick(language);
  return {
    id: b.id,
    code: b.code,
    vehicleNumber: b.vehicle.number,
    kind: t[b.vehicleKind],
    window: stayWindow(b, language),
    reentry: policyOf(b).reentry ? t.reentryAllowed : t.oneEntry,
    status: t[b.status],
  };
}

function stayWindow(b: Pick<Booking, "inTime" | "outTime">, language: Language): string {
  return `${formatIndia(b.inTime, language)} – ${formatIndia(b.outTime, language)}`;
}

/** /operator/{id}: the car park, today's date in India, and today's arrivals and departures. */
export async function deskDay(person: Caller, parkingId: string | undefined, language: Language, now = new Date()) {
  const table = services().table;
  const parking = await orForbiddenAsync(language, () => deskCarPark(table, person, parkingId ?? ""));
  const day = await orForbiddenAsync(language, () => todayAtCarPark(table, person, parking.id, now));
  // Operators of several car parks get a way back to the choice; an operator of one has nowhere else to go.
  const several = actsAsAdmin(person) || (person.operatesAt?.length ?? 0) > 1;
  return {
    parking: { id: parking.id, name: parking.name, code: parking.code, city: parking.city },
    today: formatIndiaDay(now, language),
    several,
    arrivals: day.arrivals.map((b) => rowOf(b, language)),
    departures: day.departures.map((b) => rowOf(b, language)),
  };
}

/** What the desk shows after a check-in or check-out: the sentence, and the code and vehicle set large. */
export interface GateOutcome {
  text: string;
  code: string;
  vehicleNumber: string;
}

/** Check-in or check-out at this car park's desk: core refuses another car park's or another day's booking. */
export async function gate(
  person: Caller,
  parkingId: string,
  intent: "check-in" | "check-out",
  code: string,
  language: Language,
): Promise<GateOutcome> {
  const table = services().table;
  const desk = { parkingId };
  const booking =
    intent === "check-out" ? await checkOut(table, person, code, new Date(), desk) : await checkIn(table, person, code, new Date(), desk);
  return {
    text: fill(booking.status === "Parked" ? DESK.pick(language).checkedIn : DESK.pick(language).checkedOut, {
      code: booking.code,
      vehicle: booking.vehicle.number,
      window: stayWindow(booking, language),
    }),
    code: booking.code,
    vehicleNumber: booking.vehicle.number,
  };
}
