import { randomUUID } from "node:crypto";
import { ConflictError } from "../errors";
import { TransactionFailedError, type Table } from "../ports/table/table";
import { normaliseEmail, userKeys, type ProfileFields, type Role, type User, type UserItem } from "./user";

/** Typed table access for users. E-mail uniqueness is an item of its own, written in the same transaction. */
export const EMAIL_TAKEN_MESSAGE = "An account with this email address already exists.";

export async function createUser(
  table: Table,
  input: { name: string; email: string; passwordHash: string; role?: Role; verified?: boolean; id?: string; operatesAt?: string[] },
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
    createdAt: stamp,
    updatedAt: stamp,
  };
  const item: UserItem = { ...user, ...userKeys.item(user.id), entity: "user" };
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
  changes: Partial<ProfileFields & Pick<User, "profileImage" | "emailVerifiedAt" | "passwordHash" | "tokenVersion">>,
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
  const { pk, sk, entity, ...user } = item;
  return user;
}

/** Several members at once (authors of a page of posts): one BatchGet, missing ids left out. */
export async function getUsers(table: Table, ids: string[]): Promise<Map<string, User>> {
  const unique = [...new Set(ids)];
  const items = unique.length ? await table.batchGet<UserItem>(unique.map((id) => userKeys.item(id))) : [];
  return new Map(items.map((item) => [item.id, item]));
}
