import { z } from "zod";
import { NETWORK_DAY_CHOICES, type Network, type NetworkDays } from "./network";

/**
 * The admin's form for an operator network (decision 029, "Multi-location passes"), shared by the
 * page in the browser (the form kit) and core's network-admin.ts. Only zod here.
 */
export const NETWORK_MESSAGES = {
  name: "Please enter the network's name, 3 to 60 characters.",
  carParks: "Please list from 1 to 20 car park ids (such as pk-mumbai-02), separated by commas or new lines.",
  unknownCarPark: (id: string) => `There is no car park ${id}.`,
  spaces: "Please enter a whole number of passes from 0 to 500.",
  noSpaces: "A network needs at least one pass on sale at a time.",
  price: "Please enter a price in whole rupees from 1 to 1,00,000, or leave it blank (not sold).",
  noPrice: (kind: string) => `Please enter at least one price for ${kind}s, or set their passes to 0.`,
  exists: "A network with this name already exists. Please edit it instead.",
  notThere: "This network does not exist.",
  belowSold: (sold: number) => `Passes cannot go below ${sold}: ${sold} multi-location passes held or sold are valid at the same time.`,
  member: (name: string, problem: string) => `${name}: ${problem}`,
} as const;

export const MAX_NETWORK_CAR_PARKS = 20;
const KINDS = [
  { field: "Four", kind: "four", label: "four-wheeler" },
  { field: "Two", kind: "two", label: "two-wheeler" },
] as const;

/** `price1Four` … `price7Two`: the form's price boxes. */
export const networkPriceField = (days: NetworkDays, kind: "four" | "two") => `price${days}${kind === "four" ? "Four" : "Two"}` as const;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);
const whole = (message: string, min: number, max: number) =>
  z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).min(min, message).max(max, message);
const priceFields = Object.fromEntries(
  NETWORK_DAY_CHOICES.flatMap((days) =>
    KINDS.map(({ kind }) => [
      networkPriceField(days, kind),
      z.preprocess(blankToUndefined, whole(NETWORK_MESSAGES.price, 1, 1_00_000).optional()),
    ]),
  ),
) as Record<ReturnType<typeof networkPriceField>, z.ZodEffects<z.ZodOptional<z.ZodNumber>>>;

export const networkFormSchema = z
  .object({
    /** Present when editing: the stored network's id (it names the pool and the share plans). */
    networkId: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
    name: z.string({ required_error: NETWORK_MESSAGES.name }).trim().min(3, NETWORK_MESSAGES.name).max(60, NETWORK_MESSAGES.name),
    carParks: z
      .string({ required_error: NETWORK_MESSAGES.carParks })
      .transform((text) => [...new Set(text.split(/[\s,]+/).filter(Boolean))])
      .refine((ids) => ids.length >= 1 && ids.length <= MAX_NETWORK_CAR_PARKS, NETWORK_MESSAGES.carParks)
      .refine((ids) => ids.every((id) => /^[a-z0-9-]{1,100}$/.test(id)), NETWORK_MESSAGES.carParks),
    spacesFour: whole(NETWORK_MESSAGES.spaces, 0, 500),
    spacesTwo: whole(NETWORK_MESSAGES.spaces, 0, 500),
    ...priceFields,
  })
  .superRefine((form, ctx) => {
    if (form.spacesFour + form.spacesTwo === 0) ctx.addIssue({ code: "custom", path: ["spacesFour"], message: NETWORK_MESSAGES.noSpaces });
    for (const { field, kind, label } of KINDS) {
      const priced = NETWORK_DAY_CHOICES.some((days) => form[networkPriceField(days, kind)] !== undefined);
      if (form[`spaces${field}`] > 0 && !priced)
        ctx.addIssue({ code: "custom", path: [networkPriceField(1, kind)], message: NETWORK_MESSAGES.noPrice(label) });
    }
  });

export type NetworkForm = z.infer<typeof networkFormSchema>;
export type NetworkFormValues = Partial<Record<keyof z.input<typeof networkFormSchema>, string>>;

/** A new network's id from its name: lower-case words joined by hyphens ("Westline Parking" → "westline-parking"). */
export function networkIdOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "network"
  );
}

/** The form as a network (a kind with no passes sells nothing: its prices are dropped). */
export function networkOfForm(form: NetworkForm, id: string): Network {
  const prices: Network["prices"] = {};
  for (const days of NETWORK_DAY_CHOICES)
    for (const { kind, field } of KINDS) {
      const price = form[networkPriceField(days, kind)];
      if (price !== undefined && form[`spaces${field}`] > 0) (prices[`${days}`] ??= {})[kind] = price;
    }
  return { id, name: form.name, parkingIds: form.carParks, spaces: { four: form.spacesFour, two: form.spacesTwo }, prices };
}

/** A stored network as the form shows it (edit). */
export function networkFormValues(network: Network): NetworkFormValues {
  const values: NetworkFormValues = {
    networkId: network.id,
    name: network.name,
    carParks: network.parkingIds.join(", "),
    spacesFour: String(network.spaces.four ?? 0),
    spacesTwo: String(network.spaces.two ?? 0),
  };
  for (const days of NETWORK_DAY_CHOICES)
    for (const { kind } of KINDS) {
      const price = network.prices[`${days}`]?.[kind];
      values[networkPriceField(days, kind)] = price === undefined ? "" : String(price);
    }
  return values;
}
