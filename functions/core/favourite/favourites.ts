import type { User } from "../account/user";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
import type { Parking } from "../parking/parking";
import { getParking, getParkings } from "../parking/parking-store";
import { TransactionFailedError, type Table } from "../ports/table/table";

/**
 * A member's favourite car parks (spec: "A user can save ... favourite car parks"; decision 025).
 * One item per favourite under the member, listed newest first through gsi1, and a tally item whose
 * count the add and remove move in the same transaction as the favourite: that is what holds the
 * cap of FAVOURITE_LIMIT however many requests race, and what keeps adding twice (or removing what
 * is not there) from changing anything.
 */
type Person = Pick<User, "id">;

export const FAVOURITE_LIMIT = 100;
/** Page size of the favourites list (page and API). */
export const FAVOURITES_PAGE_SIZE = 20;

export const FAVOURITE_MESSAGES = {
  notFound: "Car park not found.",
  inactive: "This car park is not taking bookings any more, so it cannot be added to your favourites.",
  full: `You can keep up to ${FAVOURITE_LIMIT} favourite car parks. Remove one to add another.`,
  notYours: "You can only see and change your own favourite car parks.",
  added: "Added to favourites.",
  removed: "Removed from favourites.",
  empty: "You have no favourite car parks yet.",
} as const;

export const favouriteKeys = {
  item: (userId: string, parkingId: string) => ({ pk: `USER#${userId}`, sk: `FAVOURITE#${parkingId}` }),
  /** The tally: `count` of the member's favourites (kept at 0, not deleted, once the last one goes). */
  tally: (userId: string) => ({ pk: `USER#${userId}`, sk: "FAVOURITES" }),
  /** gsi1 partition of the member's list; the sort key is `<addedAt>#<parking id>`. */
  list: (userId: string) => `USER#${userId}#FAVOURITES`,
};

interface FavouriteItem {
  pk: string;
  sk: string;
  gsi1pk: string;
  gsi1sk: string;
  entity: "favourite";
  userId: string;
  parkingId: string;
  addedAt: string;
}

export interface Favourite {
  parkingId: string;
  addedAt: string;
  /** Absent when the car park no longer exists. */
  parking?: Parking;
}

/**
 * The one permission of favourites: a list is its owner's alone, to read and to change. Callers
 * pass who asks and whose list it is; every page and API call goes through here.
 */
export function requireOwnFavourites(actor: Person, ownerId: string): void {
  if (!actor.id || actor.id !== ownerId) throw new ForbiddenError(FAVOURITE_MESSAGES.notYours);
}

/** Ids are short; anything else cannot be a car park and need not reach the table. */
function checkParkingId(parkingId: string): string {
  const id = parkingId.trim();
  if (!id || id.length > 100 || /[\s#]/.test(id)) throw new NotFoundError(FAVOURITE_MESSAGES.notFound);
  return id;
}

/** Adds a car park to the owner's favourites; `added` is false when it was one already (nothing changes). */
export async function addFavourite(
  table: Table,
  actor: Person,
  ownerId: string,
  parkingId: string,
  now = new Date(),
): Promise<{ added: boolean; favourite: Favourite }> {
  requireOwnFavourites(actor, ownerId);
  const id = checkParkingId(parkingId);
  const parking = await getParking(table, id);
  if (!parking) throw new NotFoundError(FAVOURITE_MESSAGES.notFound);
  const existing = await table.get<FavouriteItem>(favouriteKeys.item(ownerId, id).pk, favouriteKeys.item(ownerId, id).sk);
  if (existing) return { added: false, favourite: { parkingId: id, addedAt: existing.addedAt, parking } };
  if (parking.inactive) throw new NotFoundError(FAVOURITE_MESSAGES.inactive);

  const addedAt = now.toISOString();
  const item: FavouriteItem = {
    ...favouriteKeys.item(ownerId, id),
    gsi1pk: favouriteKeys.list(ownerId),
    gsi1sk: `${addedAt}#${id}`,
    entity: "favourite",
    userId: ownerId,
    parkingId: id,
    addedAt,
  };
  try {
    await table.transact([
      { Put: { Item: item, ConditionExpression: "attribute_not_exists(pk)" } },
      {
        Update: {
          Key: favouriteKeys.tally(ownerId),
          UpdateExpression: "ADD #count :one SET entity = :entity",
          ConditionExpression: "attribute_not_exists(#count) OR #count < :limit",
          ExpressionAttributeNames: { "#count": "count" },
          ExpressionAttributeValues: { ":one": 1, ":limit": FAVOURITE_LIMIT, ":entity": "favourite-tally" },
        },
      },
    ]);
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    // A racing add of the same car park won: it is a favourite, which is what was asked.
    if (error.reasons[0] === "ConditionalCheckFailed") {
      const won = await table.get<FavouriteItem>(item.pk, item.sk, true);
      return { added: false, favourite: { parkingId: id, addedAt: won?.addedAt ?? addedAt, parking } };
    }
    throw new ConflictError(FAVOURITE_MESSAGES.full);
  }
  return { added: true, favourite: { parkingId: id, addedAt, parking } };
}

/** Removes a car park from the owner's favourites; false when it was not one (nothing changes). */
export async function removeFavourite(table: Table, actor: Person, ownerId: string, parkingId: string): Promise<boolean> {
  requireOwnFavourites(actor, ownerId);
  const id = checkParkingId(parkingId);
  try {
    await table.transact([
      { Delete: { Key: favouriteKeys.item(ownerId, id), ConditionExpression: "attribute_exists(pk)" } },
      {
        Update: {
          Key: favouriteKeys.tally(ownerId),
          UpdateExpression: "ADD #count :minus",
          ConditionExpression: "#count > :zero",
          ExpressionAttributeNames: { "#count": "count" },
          ExpressionAttributeValues: { ":minus": -1, ":zero": 0 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (!(error instanceof TransactionFailedError && error.conditionFailed)) throw error;
    return false;
  }
}

/**
 * One page of the owner's favourites, most recently added first: one Query of the list and one
 * BatchGet of its car parks, so the page shows each car park as it is now (name, price, whether
 * it is still active), never a stale copy.
 */
export async function listFavourites(
  table: Table,
  actor: Person,
  ownerId: string,
  options: { cursor?: string | null; limit?: number } = {},
): Promise<{ favourites: Favourite[]; cursor?: string }> {
  requireOwnFavourites(actor, ownerId);
  const limit = Math.min(Math.max(1, options.limit ?? FAVOURITES_PAGE_SIZE), FAVOURITE_LIMIT);
  const page = await table.query<FavouriteItem>({
    index: "gsi1",
    pk: favouriteKeys.list(ownerId),
    newestFirst: true,
    limit,
    cursor: options.cursor,
  });
  const parkings = new Map(
    (
      await getParkings(
        table,
        page.items.map((f) => f.parkingId),
      )
    ).map((p) => [p.id, p]),
  );
  return {
    favourites: page.items.map((f) => ({ parkingId: f.parkingId, addedAt: f.addedAt, parking: parkings.get(f.parkingId) })),
    cursor: page.cursor,
  };
}

/** Which of these car parks (a page of search results) are the owner's favourites: one BatchGet. */
export async function favouriteIdsAmong(table: Table, actor: Person, ownerId: string, parkingIds: string[]): Promise<Set<string>> {
  requireOwnFavourites(actor, ownerId);
  if (parkingIds.length > FAVOURITE_LIMIT) throw new ValidationError("Too many car parks asked about at once.");
  const ids = [...new Set(parkingIds.filter((id) => id && id.length <= 100))];
  if (ids.length === 0) return new Set();
  const items = await table.batchGet<FavouriteItem>(ids.map((id) => favouriteKeys.item(ownerId, id)));
  return new Set(items.map((item) => item.parkingId));
}

/** How many favourites the owner has (the tally, read consistently). */
export async function favouriteCount(table: Table, actor: Person, ownerId: string): Promise<number> {
  requireOwnFavourites(actor, ownerId);
  const tally = await table.get<{ pk: string; sk: string; count?: number }>(
    favouriteKeys.tally(ownerId).pk,
    favouriteKeys.tally(ownerId).sk,
    true,
  );
  return tally?.count ?? 0;
}
