import { randomUUID } from "node:crypto";
import type { Language } from "../i18n/languages";
import { ConflictError } from "../errors";
import { ConditionFailedError, TransactionFailedError, type Table } from "../ports/table/table";
import { normaliseEmail, userKeys, USERS_BY_JOINING, type ProfileFields, type Role, type User, type UserItem } from "./user";

/** Typed table access for users. E-mail uniqueness is an item of its own, written in the same transaction. */
export const EMAIL_TAKEN_MESSAGE = "An account with this email address already exists.";

export async function createUser(
  table: Table,
  input: {
    name: string;
    email: string;
    passwordHash: string;
    role?: Role;
    verified?: boolean;
    id?: string;
    operatesAt?: string[];
    /** The language of the page the account was made on (issue 35): its e-mails and pages follow it. */
    language?: Language;
  },
  now = new Date(),
): Promise<User> {
  const stamp = now.toISOString();
  const user: User = {
    id: input.id ?? randomUUID(),
    name: input.name.trim(),
    email: normaliseEmail(input.email),
    role: input.role ?? "user",
    passwordHash: input.passwordHash,
    tokenVersion: 1,
    emailVerifiedAt: input.verified ? stamp : undefined,
    consentAt: stamp,
    contact: "",
    address: "",
    pincode: "",
    city: "",
    state: "",
    country: "India",
    licence_no: "",
    profileImage: "",
    // Only operators have car parks (the seed's demo operator; admins assign others: operator-assignments.ts).
    ...(input.role === "operator" ? { operatesAt: input.operatesAt ?? [] } : {}),
    ...(input.language ? { language: input.language } : {}),
    createdAt: stamp,
    updatedAt: stamp,
  };
  const item: UserItem = { ...user, ...userKeys.item(user.id), ...userKeys.joinedIndex(user), entity: "user" };
  try {
    await table.transact([
      { Put: { Item: item, ConditionExpression: "attribute_not_exists(pk)" } },
      {
        Put: {
          Item: { ...userKeys.email(user.email), ...userKeys.emailIndex(user.email), userId: user.id, entity: "email" },
          ConditionExpression: "attribute_not_exists(pk)",
        },
      },
    ]);
  } catch (error) {
    if (error instanceof TransactionFailedError && error.reasons[1] === "ConditionalCheckFailed") {
      throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    }
    throw error;
  }
  return user;
}

export async function getUser(table: Table, id: string): Promise<User | undefined> {
  const key = userKeys.item(id);
  return stripKeys(await table.get<UserItem>(key.pk, key.sk));
}

export async function findUserByEmail(table: Table, email: string): Promise<User | undefined> {
  const key = userKeys.email(email);
  const link = await table.get<{ pk: string; sk: string; userId: string }>(key.pk, key.sk);
  return link ? getUser(table, link.userId) : undefined;
}

export async function updateUser(
  table: Table,
  id: string,
  changes: Partial<ProfileFields & Pick<User, "profileImage" | "emailVerifiedAt" | "passwordHash" | "tokenVersion" | "language">>,
  now = new Date(),
): Promise<User> {
  const entries = Object.entries({ ...changes, updatedAt: now.toISOString() }).filter(([, v]) => v !== undefined);
  const names = Object.fromEntries(entries.map(([k], i) => [`#f${i}`, k]));
  const values = Object.fromEntries(entries.map(([, v], i) => [`:v${i}`, v]));
  const key = userKeys.item(id);
  const item = await table.update<UserItem>(
    key.pk,
    key.sk,
    { expression: `SET ${entries.map((_, i) => `#f${i} = :v${i}`).join(", ")}`, names, values },
    "attribute_exists(pk)",
  );
  return stripKeys(item)!;
}

function stripKeys(item: UserItem | undefined): User | undefined {
  if (!item) return undefined;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { pk, sk, entity, gsi2pk, gsi2sk, ...user } = item;
  return user;
}

/**
 * Everyone by when they joined, newest first, a page at a time: one Query on gsi2's
 * `USERS#JOINED` partition (decision 039). No rule here: the admin's caller asks it (user-admin.ts).
 */
export async function listUsersNewestFirst(
  table: Table,
  page: { limit: number; cursor?: string | null },
): Promise<{ users: User[]; cursor?: string }> {
  const result = await table.query<UserItem>({
    index: "gsi2",
    pk: USERS_BY_JOINING,
    newestFirst: true,
    limit: page.limit,
    cursor: page.cursor,
  });
  return { users: result.items.map((item) => stripKeys(item)!), cursor: result.cursor };
}

/**
 * Gives an account written before decision 039 its place in the newest-members index (the seed's
 * kept demo accounts, the backfill tool). Conditioned, so an item already indexed is left alone.
 */
export async function indexUserByJoining(table: Table, user: Pick<User, "id" | "createdAt">): Promise<boolean> {
  const key = userKeys.item(user.id);
  const keys = userKeys.joinedIndex(user);
  try {
    await table.update(
      key.pk,
      key.sk,
      { expression: "SET gsi2pk = :pk, gsi2sk = :sk", values: { ":pk": keys.gsi2pk, ":sk": keys.gsi2sk } },
      "attribute_exists(pk) AND attribute_not_exists(gsi2pk)",
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/** Several members at once (authors of a page of posts): one BatchGet, missing ids left out. */
export async function getUsers(table: Table, ids: string[]): Promise<Map<string, User>> {
  const unique = [...new Set(ids)];
  const items = unique.length ? await table.batchGet<UserItem>(unique.map((id) => userKeys.item(id))) : [];
  return new Map(items.map((item) => [item.id, stripKeys(item)!]));
}
