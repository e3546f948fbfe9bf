import { z } from "zod";
import { normaliseRegistration, REGISTRATION_MESSAGE } from "./registration";

/** A member's vehicle (`USER#<userId>` / `VEHICLE#<id>`), with the spec's snake_case field names. */
export const VEHICLE_TYPES = ["Four Wheeler", "Two Wheeler"] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export interface Vehicle {
  id: string;
  userId: string;
  vehicle_name: string;
  vehicle_number: string;
  vehicle_type: VehicleType;
  createdAt: string;
  updatedAt: string;
}

export const vehicleKeys = {
  item: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `VEHICLE#${id}` }),
  /** One per registration number and member: the same car cannot be added twice. */
  number: (userId: string, number: string) => ({ pk: `USER#${userId}`, sk: `VEHNUM#${number.replace(/\s+/g, "")}` }),
  /** Points at the member's default vehicle, so exactly one can be the default. */
  default: (userId: string) => ({ pk: `USER#${userId}`, sk: "DEFAULT_VEHICLE" }),
};

export const VEHICLE_MESSAGES = {
  nameRequired: "Please enter a name for the vehicle.",
  typeRequired: "Please choose Two Wheeler or Four Wheeler.",
  duplicate: "You have already added a vehicle with this registration number.",
  notFound: "Vehicle not found.",
  deleteConfirm: "Are you sure you want to delete this vehicle?",
} as const;

export const vehicleSchema = z.object({
  vehicle_name: z
    .string({ required_error: VEHICLE_MESSAGES.nameRequired })
    .trim()
    .min(1, VEHICLE_MESSAGES.nameRequired)
    .max(60, "Please keep the name under 60 characters."),
  vehicle_number: z.string({ required_error: REGISTRATION_MESSAGE }).transform((v, ctx) => {
    const normal = normaliseRegistration(v);
    if (!normal) ctx.addIssue({ code: z.ZodIssueCode.custom, message: REGISTRATION_MESSAGE });
    return normal ?? v;
  }),
  vehicle_type: z.enum(VEHICLE_TYPES, { errorMap: () => ({ message: VEHICLE_MESSAGES.typeRequired }) }),
  isDefault: z.preprocess((v) => v === true || v === "true" || v === "on", z.boolean()).default(false),
});

export type VehicleInput = z.infer<typeof vehicleSchema>;

/**
 * The add and edit pages' form (/vehicles/new, /vehicles/{id}/edit): the same rules under the
 * spec's add-form names (§3 Vehicle). The pages check it in the browser and in their actions.
 */
export const vehicleFormSchema = z.object({
  vehicleName: vehicleSchema.shape.vehicle_name,
  vehicleNumber: vehicleSchema.shape.vehicle_number,
  vehicleType: vehicleSchema.shape.vehicle_type,
  isDefault: vehicleSchema.shape.isDefault,
});

/** Core's field names → the form's, for the messages core sends back. */
export const VEHICLE_FORM_FIELDS = {
  vehicle_name: "vehicleName",
  vehicle_number: "vehicleNumber",
  vehicle_type: "vehicleType",
} as const;

export function fromVehicleForm(values: z.output<typeof vehicleFormSchema>) {
  return {
    vehicle_name: values.vehicleName,
    vehicle_number: values.vehicleNumber,
    vehicle_type: values.vehicleType,
    isDefault: values.isDefault,
  };
}

/** The vehicle kind the pricing and occupancy rules use. */
export function kindOf(type: VehicleType): "four" | "two" {
  return type === "Four Wheeler" ? "four" : "two";
}

export function toPublicVehicle(vehicle: Vehicle, defaultId: string | undefined) {
  return {
    _id: vehicle.id,
    vehicle_name: vehicle.vehicle_name,
    vehicle_number: vehicle.vehicle_number,
    vehicle_type: vehicle.vehicle_type,
    isDefault: vehicle.id === defaultId,
  };
}
