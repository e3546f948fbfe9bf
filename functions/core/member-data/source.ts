import type { User } from "../account/user";
import { getUsers } from "../account/user-store";
import type { Booking } from "../booking/booking";
import { bookingKeys, listPasses, type BookingItem } from "../booking/booking-store";
import { getCommunity } from "../community/community-store";
import type { Post } from "../community/post";
import { getPosts } from "../community/post-store";
import type { FileStore } from "../ports/files/file-store";
import type { Table } from "../ports/table/table";

/**
 * What every reader of the catalogue reads from: the member, the ports, and the few things several
 * kinds share (their bookings feed bookings, payments, invoices and reviews), each read once per
 * export. Others are met only through `displayNames`: a name, as the community shows it, never an
 * e-mail, a phone, a vehicle or an id (decision 051).
 */
export interface MemberDataPorts {
  table: Table;
  files: FileStore;
}

/** The statuses a member's bookings are listed under (gsi1 `USER#<id>#BOOKINGS#<status>`); unpaid holds live minutes only. */
const LISTED_STATUSES = ["Confirmed", "Parked", "Completed", "Cancelled", "Expired", "PaymentFailed"] as const;

export class MemberDataSource {
  private cache = new Map<string, Promise<unknown>>();

  constructor(
    readonly ports: MemberDataPorts,
    readonly user: User,
    readonly now: Date,
  ) {}

  get table(): Table {
    return this.ports.table;
  }

  private once<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache.has(key)) this.cache.set(key, load());
    return this.cache.get(key) as Promise<T>;
  }

  /** Hourly bookings in every tab, arrival order: one Query per status. */
  bookings(): Promise<Booking[]> {
    return this.once("bookings", async () => {
      const lists = await Promise.all(
        LISTED_STATUSES.map((status) =>
          this.table.queryAll<BookingItem>({ index: "gsi1", pk: bookingKeys.byStatus(this.user.id, status) }),
        ),
      );
      return lists
        .flat()
        .map(withoutKeys)
        .sort((a, b) => a.inTime.localeCompare(b.inTime));
    });
  }

  /** Passes (one partition whatever their status, decision 029). */
  passes(): Promise<Booking[]> {
    return this.once("passes", () => listPasses(this.table, this.user.id));
  }

  /** Bookings and passes together: what payments, invoices and reviews are about. */
  async everyBooking(): Promise<Booking[]> {
    return [...(await this.bookings()), ...(await this.passes())];
  }

  /** Posts by id (other members' posts the member liked, saved, reported or commented on), one BatchGet per 100. */
  posts(ids: string[]): Promise<Map<string, Post>> {
    return getPosts(this.table, ids);
  }

  /** Community names by id, read once each. */
  async communityNames(ids: string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    const names = await Promise.all(
      unique.map((id) =>
        this.once(`community:${id}`, async () => (await getCommunity(this.table, id))?.name ?? "(a community that no longer exists)"),
      ),
    );
    return new Map(unique.map((id, i): [string, string] => [id, names[i]!]));
  }

  /** Other members' names, as posts and comments show them to every member; nothing else of theirs. */
  async displayNames(ids: string[]): Promise<Map<string, string>> {
    const users = await getUsers(
      this.table,
      ids.filter((id) => id !== this.user.id),
    );
    return new Map(
      ids.map((id): [string, string] => [id, id === this.user.id ? this.user.name : (users.get(id)?.name ?? "A former member")]),
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
function withoutKeys({ pk, sk, gsi1pk, gsi1sk, gsi2pk, gsi2sk, entity, ...booking }: BookingItem): Booking {
  return booking;
}
