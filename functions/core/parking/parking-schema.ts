import { z } from "zod";

/**
 * The admin's car-park form (issue 13), shared by the page (in the browser and its action) and core's
 * parking-admin.ts. Only zod here: the page's browser bundle must not reach the table.
 */
export const PARKING_FORM_MESSAGES = {
  name: "Please enter the car park's name.",
  code: "Please enter a code of 3 to 12 capital letters, digits or dashes, e.g. MUM-014.",
  address: "Please enter the street address.",
  city: "Please enter the city.",
  state: "Please enter the state.",
  pincode: "Please enter a 6-digit PIN code.",
  lat: "Please enter a latitude between 6 and 37 (India).",
  lng: "Please enter a longitude between 68 and 98 (India).",
  capacity: "Please enter a whole number of spaces from 0 to 5000.",
  noSpaces: "A car park needs at least one space.",
  hours: "Please enter the hours per price block, 1 to 24.",
  price: "Please enter a price in whole rupees from 0 to 10000.",
  landmark: "Please enter the landmark people search for (a locality, station, airport or mall).",
  cutoff: "Please choose when cancelling and changes close.",
} as const;

/** The cut-offs an admin may choose (booking/policy.ts): free until arrival, or hours before it. */
export const CUTOFF_CHOICES = [0, 1, 2, 3, 6, 12, 24, 48] as const;

export const LANDMARK_KINDS = ["locality", "station", "airport", "mall", "market", "hospital", "stadium", "business"] as const;

const text = (message: string, max = 120) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, message);
const whole = (message: string, max: number) =>
  z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).min(0, message).max(max, message);
const decimal = (message: string, min: number, max: number) =>
  z.coerce.number({ invalid_type_error: message, required_error: message }).min(min, message).max(max, message);
const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

const parkingFields = z.object({
  name: text(PARKING_FORM_MESSAGES.name),
  code: z
    .string({ required_error: PARKING_FORM_MESSAGES.code })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{3,12}$/, PARKING_FORM_MESSAGES.code),
  address_line1: text(PARKING_FORM_MESSAGES.address, 200),
  address_line2: z.string().trim().max(200).optional().default(""),
  city: text(PARKING_FORM_MESSAGES.city, 80),
  state: text(PARKING_FORM_MESSAGES.state, 80),
  pincode: z
    .string({ required_error: PARKING_FORM_MESSAGES.pincode })
    .trim()
    .regex(/^[1-9][0-9]{5}$/, PARKING_FORM_MESSAGES.pincode),
  description: z.string().trim().max(2000).optional().default(""),
  lat: decimal(PARKING_FORM_MESSAGES.lat, 6, 37),
  lng: decimal(PARKING_FORM_MESSAGES.lng, 68, 98),
  fourWheelerCapacity: whole(PARKING_FORM_MESSAGES.capacity, 5000),
  twoWheelerCapacity: whole(PARKING_FORM_MESSAGES.capacity, 5000),
  price_for: z.coerce
    .number({ invalid_type_error: PARKING_FORM_MESSAGES.hours })
    .int(PARKING_FORM_MESSAGES.hours)
    .min(1, PARKING_FORM_MESSAGES.hours)
    .max(24, PARKING_FORM_MESSAGES.hours),
  priceF: whole(PARKING_FORM_MESSAGES.price, 10_000),
  priceT: whole(PARKING_FORM_MESSAGES.price, 10_000),
  sheded: checkbox,
  open24x7: checkbox,
  /** One per line or comma-separated ("CCTV, EV charging"). */
  features: z
    .string()
    .optional()
    .default("")
    .transform((v) =>
      v
        .split(/[\n,]/)
        .map((f) => f.trim())
        .filter(Boolean)
        .slice(0, 20)
        .map((f) => f.slice(0, 60)),
    ),
  landmark: text(PARKING_FORM_MESSAGES.landmark, 120),
  landmarkKind: z.enum(LANDMARK_KINDS).default("locality"),
  /** The booking policy (booking/policy.ts), stored as the car park's `policy`. */
  cutoffHours: z.preprocess(
    // An unchosen select posts "": the default, never 0 ("free until arrival") by accident.
    (v) => (v === "" || v === undefined || v === null ? 3 : Number(v)),
    z.number().refine((h) => (CUTOFF_CHOICES as readonly number[]).includes(h), PARKING_FORM_MESSAGES.cutoff),
  ),
  reentry: checkbox,
});

export const parkingFormSchema = parkingFields.refine((p) => p.fourWheelerCapacity + p.twoWheelerCapacity > 0, {
  message: PARKING_FORM_MESSAGES.noSpaces,
  path: ["fourWheelerCapacity"],
});

export type ParkingForm = z.infer<typeof parkingFormSchema>;

/** The form's values as a form post sends them (strings, "on" for a ticked box): an edit's starting values. */
export type ParkingFormValues = Partial<Record<keyof ParkingForm, string>>;

/** A stored car park's fields as the form shows them. */
export function parkingFormValues(parking: { [K in keyof ParkingForm]: unknown }): ParkingFormValues {
  const shown = (value: unknown) =>
    typeof value === "boolean" ? (value ? "on" : "") : Array.isArray(value) ? value.join(", ") : String(value ?? "");
  return Object.fromEntries(Object.keys(parkingFields.shape).map((key) => [key, shown(parking[key as keyof ParkingForm])]));
}
