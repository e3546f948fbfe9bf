import { randomUUID } from "node:crypto";
import { ConflictError, NotFoundError } from "../errors";
import { TransactionFailedError, type Table, type TransactItem } from "../ports/table/table";
import { parseWith } from "../validation";
import { toPublicVehicle, vehicleKeys, vehicleSchema, VEHICLE_MESSAGES, type Vehicle } from "./vehicle";

/**
 * Vehicles, always under the caller's own user key: another member's vehicle id is simply not found.
 * The registration-number marker and the default pointer are written in the same transaction as the
 * vehicle, so neither a double submit nor two tabs can create duplicates or two defaults.
 */
type VehicleItem = Vehicle & { pk: string; sk: string; entity: "vehicle" };

export async function listVehicles(table: Table, userId: string): Promise<{ vehicles: Vehicle[]; defaultId?: string }> {
  const [vehicles, pointer] = await Promise.all([
    table.queryAll<VehicleItem>({ pk: `USER#${userId}`, sk: { beginsWith: "VEHICLE#" } }),
    table.get<{ pk: string; sk: string; vehicleId: string }>(vehicleKeys.default(userId).pk, vehicleKeys.default(userId).sk),
  ]);
  vehicles.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  return { vehicles: vehicles.map(strip), defaultId: pointer?.vehicleId };
}

export async function getVehicle(table: Table, userId: string, id: string): Promise<Vehicle | undefined> {
  const key = vehicleKeys.item(userId, id);
  const item = await table.get<VehicleItem>(key.pk, key.sk);
  return item ? strip(item) : undefined;
}

/** One page of the caller's vehicles (the spec's page/limit), default first. */
export async function vehiclePage(table: Table, userId: string, page: number, limit: number) {
  return pageVehicles(await listVehicles(table, userId), page, limit);
}

/** The same page from a list already read (a caller that needs the whole list too reads it once). */
export function pageVehicles({ vehicles, defaultId }: { vehicles: Vehicle[]; defaultId?: string }, page: number, limit: number) {
  const ordered = [...vehicles.filter((v) => v.id === defaultId), ...vehicles.filter((v) => v.id !== defaultId)];
  const size = Math.min(Math.max(1, limit), 50);
  const pages = Math.max(1, Math.ceil(ordered.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return {
    total: ordered.length,
    page: current,
    pages,
    vehicleList: ordered.slice((current - 1) * size, current * size).map((v) => toPublicVehicle(v, defaultId)),
  };
}

export async function createVehicle(table: Table, userId: string, input: unknown, now = new Date()): Promise<Vehicle> {
  const data = parseWith(vehicleSchema, input);
  const { vehicles, defaultId } = await listVehicles(table, userId);
  const vehicle: Vehicle = {
    id: randomUUID(),
    userId,
    vehicle_name: data.vehicle_name,
    vehicle_number: data.vehicle_number,
    vehicle_type: data.vehicle_type,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const items: TransactItem[] = [
    {
      Put: {
        Item: { ...vehicle, ...vehicleKeys.item(userId, vehicle.id), entity: "vehicle" },
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
    {
      Put: {
        Item: { ...vehicleKeys.number(userId, vehicle.vehicle_number), vehicleId: vehicle.id, entity: "vehicle-number" },
        ConditionExpression: "attribute_not_exists(pk)",
      },
    },
  ];
  // The first vehicle is the default one; later ones only when asked.
  if (data.isDefault || (vehicles.length === 0 && !defaultId))
    items.push({ Put: { Item: { ...vehicleKeys.default(userId), vehicleId: vehicle.id, entity: "default-vehicle" } } });
  await write(table, items);
  return vehicle;
}

export async function updateVehicle(table: Table, userId: string, id: string, input: unknown, now = new Date()): Promise<Vehicle> {
  const data = parseWith(vehicleSchema, input);
  const current = await getVehicle(table, userId, id);
  if (!current) throw new NotFoundError(VEHICLE_MESSAGES.notFound);
  const updated: Vehicle = {
    ...current,
    vehicle_name: data.vehicle_name,
    vehicle_number: data.vehicle_number,
    vehicle_type: data.vehicle_type,
    updatedAt: now.toISOString(),
  };
  const items: TransactItem[] = [
    { Put: { Item: { ...updated, ...vehicleKeys.item(userId, id), entity: "vehicle" }, ConditionExpression: "attribute_exists(pk)" } },
  ];
  if (updated.vehicle_number !== current.vehicle_number) {
    items.push(
      { Delete: { Key: vehicleKeys.number(userId, current.vehicle_number) } },
      {
        Put: {
          Item: { ...vehicleKeys.number(userId, updated.vehicle_number), vehicleId: id, entity: "vehicle-number" },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    );
  }
  if (data.isDefault) items.push({ Put: { Item: { ...vehicleKeys.default(userId), vehicleId: id, entity: "default-vehicle" } } });
  await write(table, items);
  return updated;
}

export async function deleteVehicle(table: Table, userId: string, id: string): Promise<void> {
  const current = await getVehicle(table, userId, id);
  if (!current) throw new NotFoundError(VEHICLE_MESSAGES.notFound);
  const { defaultId } = await listVehicles(table, userId);
  const items: TransactItem[] = [
    { Delete: { Key: vehicleKeys.item(userId, id), ConditionExpression: "attribute_exists(pk)" } },
    { Delete: { Key: vehicleKeys.number(userId, current.vehicle_number) } },
  ];
  if (defaultId === id) items.push({ Delete: { Key: vehicleKeys.default(userId) } });
  await write(table, items);
}

async function write(table: Table, items: TransactItem[]): Promise<void> {
  try {
    await table.transact(items);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.conditionFailed) {
      const numberClash = items.some(
        (item, i) =>
          item.Put?.Item &&
          String((item.Put.Item as { sk?: string }).sk).startsWith("VEHNUM#") &&
          error.reasons[i] === "ConditionalCheckFailed",
      );
      if (numberClash) throw new ConflictError(VEHICLE_MESSAGES.duplicate);
      throw new NotFoundError(VEHICLE_MESSAGES.notFound);
    }
    throw error;
  }
}

function strip(item: VehicleItem): Vehicle {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, entity, ...vehicle } = item;
  return vehicle;
}
