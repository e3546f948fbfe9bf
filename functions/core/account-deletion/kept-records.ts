import { auditPartitions } from "../activity-log/activity-log";
import { bookingKeys } from "../booking/booking-store";
import type { Booking, BookingStatus } from "../booking/booking";
import { CONTACT_LIST_KEY } from "../contact/contact-service";
import { listCommunities } from "../community/community-store";
import { modLogKeys } from "../moderation/mod-log";
import { ConditionFailedError, type Table } from "../ports/table/table";
import { deleteReview, reviewKeys, type Review } from "../review/reviews";
import { NotFoundError } from "../errors";
import { DELETED_MEMBER_NAME } from "./deletion";
import type { Eraser, ErasureContext } from "./eraser";

/**
 * What the law or the platform's integrity keeps after an account is deleted, with the member's
 * name and e-mail taken out (decision 052). Each write is conditioned on `anonymisedAt` being
 * absent, so a second run of the job finds nothing left to change.
 */
type Stored = { pk: string; sk: string };

const BOOKING_STATUSES: BookingStatus[] = ["Confirmed", "Parked", "Completed", "Cancelled", "Expired", "PaymentFailed"];
/** What an activity or mod-log line says instead of the member's e-mail address or name. */
const SOMEONE = "a deleted member";

async function memberBookings(table: Table, userId: string): Promise<(Booking & Stored & { anonymisedAt?: string })[]> {
  const partitions = [
    ...BOOKING_STATUSES.map((status) => bookingKeys.byStatus(userId, status)),
    bookingKeys.byStatus(userId, "Confirmed", true),
  ];
  return (await Promise.all(partitions.map((pk) => table.queryAll<Booking & Stored>({ index: "gsi1", pk })))).flat();
}

/** A conditioned update that a second run finds done: true when this run changed the item. */
async function anonymise(
  table: Table,
  item: Stored,
  change: { set?: string[]; remove?: string[]; values?: Record<string, unknown>; names?: Record<string, string> },
): Promise<boolean> {
  const set = ["anonymisedAt = :anonymisedAt", ...(change.set ?? [])].join(", ");
  const remove = change.remove?.length ? ` REMOVE ${change.remove.join(", ")}` : "";
  try {
    await table.update(
      item.pk,
      item.sk,
      { expression: `SET ${set}${remove}`, values: { ...change.values, ":anonymisedAt": new Date().toISOString() }, names: change.names },
      "attribute_exists(pk) AND attribute_not_exists(anonymisedAt)",
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** The member's address and name taken out of a line of text (the log's summaries and details). */
function scrub(text: string, ctx: Pick<ErasureContext, "email" | "name">): string {
  let out = text.split(ctx.email).join(SOMEONE);
  if (ctx.name.trim().length >= 3) out = out.split(ctx.name.trim()).join(SOMEONE);
  return out;
}

export const keptRecords: Eraser[] = [
  {
    kind: "bookings",
    outcome: "anonymised",
    what: "Bookings and passes, with their tax invoices: kept about six years for GST; the invoice's recipient becomes “Deleted member” with no e-mail, and the vehicle's name and number are removed.",
    async erase({ svc: { table }, userId }) {
      let changed = 0;
      for (const booking of await memberBookings(table, userId)) {
        if (booking.anonymisedAt) continue;
        const sets = ["vehicle.#vname = :blank", "vehicle.#vnumber = :blank"];
        const values: Record<string, unknown> = { ":blank": "" };
        if (booking.invoice) {
          sets.push("invoice.recipient = :recipient");
          values[":recipient"] = { name: DELETED_MEMBER_NAME, email: "" };
        }
        if (await anonymise(table, booking, { set: sets, values, names: { "#vname": "name", "#vnumber": "number" } })) changed++;
      }
      return changed;
    },
  },
  {
    kind: "reviews",
    outcome: "member's choice",
    what: "Your reviews of car parks follow your posts: deleted (the car park's rating recounted), or kept under “Deleted member”.",
    async erase({ svc: { table }, userId, content }) {
      let changed = 0;
      const completed = (await memberBookings(table, userId)).filter((b) => b.status === "Completed");
      const reviews = completed.length ? await table.batchGet<Review & Stored>(completed.map((b) => reviewKeys.item(b.id))) : [];
      for (const review of reviews) {
        if (content === "keep") {
          if (await anonymise(table, review, { set: ["authorName = :name"], values: { ":name": DELETED_MEMBER_NAME } })) changed++;
          continue;
        }
        try {
          await deleteReview(table, { id: userId }, review.bookingId);
          changed++;
        } catch (error) {
          if (!(error instanceof NotFoundError)) throw error; // deleted by a run before
        }
      }
      return changed;
    },
  },
  {
    kind: "activity log",
    outcome: "anonymised",
    what: "The platform's audit log: your own sign-ins are erased; admins' and moderators' entries about you stay without your name or e-mail.",
    async erase(ctx) {
      const { table } = ctx.svc;
      let changed = 0;
      const partitions = auditPartitions(ctx.now);
      for (let i = 0; i < partitions.length; i += 20) {
        const found = await Promise.all(
          partitions.slice(i, i + 20).map((pk) =>
            table.queryAll<Stored & { kind: string; actorId: string; summary: string }>({
              pk,
              filter: {
                expression: "(actorId = :id OR targetId = :id OR contains(summary, :email)) AND attribute_not_exists(anonymisedAt)",
                values: { ":id": ctx.userId, ":email": ctx.email },
              },
            }),
          ),
        );
        for (const entry of found.flat()) {
          if (entry.kind === "sign-in" && entry.actorId === ctx.userId) {
            await table.delete(entry.pk, entry.sk);
            changed++;
          } else if (
            await anonymise(table, entry, {
              set: ["summary = :summary"],
              remove: ["actorEmail"],
              values: { ":summary": scrub(entry.summary, ctx) },
            })
          )
            changed++;
        }
      }
      return changed;
    },
  },
  {
    kind: "moderation log",
    outcome: "anonymised",
    what: "Communities' moderation logs: entries by or about you stay, without your name or e-mail.",
    async erase(ctx) {
      const { table } = ctx.svc;
      let changed = 0;
      for (const community of await listCommunities(table)) {
        const entries = await table.queryAll<Stored & { detail?: string }>({
          pk: modLogKeys.partition(community.id),
          filter: {
            expression: "(actorId = :id OR targetUserId = :id) AND attribute_not_exists(anonymisedAt)",
            values: { ":id": ctx.userId },
          },
        });
        for (const entry of entries) {
          const detail = entry.detail === undefined ? {} : { set: ["detail = :detail"], values: { ":detail": scrub(entry.detail, ctx) } };
          if (await anonymise(table, entry, { ...detail, remove: ["actorEmail"] })) changed++;
        }
      }
      return changed;
    },
  },
  {
    kind: "contact messages",
    outcome: "erased",
    what: "Messages you sent through the contact form from this address.",
    async erase({ svc: { table }, email }) {
      const messages = await table.queryAll<Stored>({
        index: "gsi1",
        pk: CONTACT_LIST_KEY,
        filter: { expression: "email = :email", values: { ":email": email } },
      });
      await table.batchDelete(messages.map(({ pk, sk }) => ({ pk, sk })));
      return messages.length;
    },
  },
  {
    kind: "payments and refunds",
    outcome: "kept as it is",
    what: "Payment orders and refunds: kept for GST and reconciliation; they hold amounts and ids, never your name or e-mail.",
    erase: async () => 0,
  },
  {
    kind: "reports, bans and coupon uses",
    outcome: "kept as it is",
    what: "Reports you made, bans, and coupon uses: kept for moderation and coupon limits under a bare account id, never your name or e-mail.",
    erase: async () => 0,
  },
];
