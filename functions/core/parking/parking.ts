import type { BookingPolicy } from "../booking/policy";
import type { PassPlan } from "../pass/pass-plan";
import { publicRating } from "../review/rating";
import { encodeGeohash } from "./geohash";

/**
 * A car park as stored. Capacities are totals; what is booked lives in occupancy items per hour
 * (ARCHITECTURE §4), so free spaces depend on the window asked about.
 */
export interface Parking {
  id: string;
  name: string;
  /** Short operator code printed on vouchers, e.g. "MUM-014". */
  code: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  pincode: string;
  description: string;
  /** File names in the files bucket under parking-images/. */
  images: string[];
  lat: number;
  lng: number;
  fourWheelerCapacity: number;
  twoWheelerCapacity: number;
  /** Covered parking ("sheded" in the spec). */
  sheded: boolean;
  open24x7: boolean;
  /** Hours per price block. */
  price_for: number;
  /** Four-wheeler price per block, whole rupees. */
  priceF: number;
  /** Two-wheeler price per block, whole rupees. */
  priceT: number;
  features: string[];
  /** What the car park serves, for the place search: a locality, station or airport name. */
  landmark: string;
  landmarkKind: "locality" | "station" | "airport" | "mall" | "market" | "hospital" | "stadium" | "business";
  /** Deactivated by an admin (issue 13): out of search and not taking bookings; its bookings stay honoured. */
  inactive?: boolean;
  /** Its cancellation and change cut-off and re-entry (booking/policy.ts); absent: the default. */
  policy?: Partial<BookingPolicy>;
  /** The passes it sells and the spaces each plan's pool sets aside (pass/pass-plan.ts, decision 029). */
  passPlans?: PassPlan[];
  /** Bumped by every admin edit: the edit's conditional write (absent on seeded car parks = 0). */
  version?: number;
  /**
   * Its reviews' stars added up, and how many reviews (decision 028): moved only by ADD in each
   * review's own transaction (review/reviews.ts); absent until the first review.
   */
  ratingSum?: number;
  ratingCount?: number;
}

/** Geohash length of a nearby-search cell: ~4.9 km × 4.9 km at the equator. */
export const GEO_CELL_PRECISION = 5;
/** Full geohash stored in the index sort key (~5 m), so finer prefixes can be queried later. */
const GEO_FULL_PRECISION = 9;

export const parkingKeys = {
  item: (id: string) => ({ pk: `PARKING#${id}`, sk: "PARKING" }),
  geoCell: (cell: string) => `GEO#${cell}`,
  city: (city: string) => `CITY#${slug(city)}`,
};

export type ParkingItem = Parking & {
  pk: string;
  sk: string;
  /** Absent while inactive: search reads this index only. */
  gsi1pk?: string;
  gsi1sk?: string;
  gsi2pk: string;
  gsi2sk: string;
  entity: "parking";
};

export function toParkingItem(parking: Parking): ParkingItem {
  const full = encodeGeohash(parking.lat, parking.lng, GEO_FULL_PRECISION);
  return {
    ...parking,
    ...parkingKeys.item(parking.id),
    // gsi1: nearby search by geohash cell; an inactive car park is left out of it.
    ...(parking.inactive ? {} : { gsi1pk: parkingKeys.geoCell(full.slice(0, GEO_CELL_PRECISION)), gsi1sk: `${full}#${parking.id}` }),
    // gsi2: the car parks of a city, by name (city pages, gazetteer of landmarks).
    gsi2pk: parkingKeys.city(parking.city),
    gsi2sk: `PARKING#${slug(parking.name)}#${parking.id}`,
    entity: "parking",
  };
}

export function fromParkingItem(item: ParkingItem): Parking {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, entity, ...parking } = item;
  return parking;
}

export function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * A car park as the API shows it (spec §3): `_id`, GeoJSON-order coordinates [lng, lat], and
 * `bookingData` with the spaces already taken in the asked-for window when one was given.
 */
export function toPublicParking(parking: Parking, free?: { four: number; two: number }) {
  return {
    _id: parking.id,
    name: parking.name,
    code: parking.code,
    address_line1: parking.address_line1,
    address_line2: parking.address_line2,
    city: parking.city,
    state: parking.state,
    pincode: parking.pincode,
    description: parking.description,
    image: parking.images,
    location: { type: "Point" as const, coordinates: [parking.lng, parking.lat] as [number, number] },
    fourWheelerCapacity: parking.fourWheelerCapacity,
    twoWheelerCapacity: parking.twoWheelerCapacity,
    bookingData: free ? { countCar: parking.fourWheelerCapacity - free.four, countBike: parking.twoWheelerCapacity - free.two } : undefined,
    sheded: parking.sheded,
    open24x7: parking.open24x7,
    price_for: parking.price_for,
    priceF: parking.priceF,
    priceT: parking.priceT,
    features: parking.features,
    landmark: parking.landmark,
    /** Its reviews' average to one decimal and their count; null before the first review. */
    rating: publicRating(parking),
  };
}
