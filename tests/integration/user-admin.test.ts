import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "@core/account/account-service";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import type { User } from "@core/account/user";
import {
  newestUsers,
  searchUsersByEmail,
  suspendUser,
  unsuspendUser,
  userBookingsForAdmin,
  userForAdmin,
  userPostsForAdmin,
} from "@core/account/user-admin";
import { USER_ADMIN_MESSAGES } from "@core/account/user-admin-schema";
import { createUser, getUser } from "@core/account/user-store";
import { readActivity } from "@core/activity-log/activity-log";
import { ForbiddenError, UnauthorizedError, ValidationError } from "@core/errors";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import type { Services } from "@core/services";
import { authenticateBearer, issueApiTokens, refreshApiTokens } from "@core/session/api-auth";
import { createWebSession, getWebSession } from "@core/session/web-session";
import { getSignedIn } from "../../app/utils/session.server";
import { createHandlerTestServices } from "../support/api";
import { makeCommunity, makeMember } from "../support/community";
import { signedInRequest } from "../support/web";
import { action as userPageAction, loader as userPageLoader } from "../../app/routes/admin/admin.users.$id";
import { loader as usersLoader } from "../../app/routes/admin/admin.users._index";
import { backfillAdminIndexes } from "../../infra/tools/backfill-admin-indexes";
import { userKeys, USERS_BY_JOINING } from "@core/account/user";
import { communityItem } from "@core/community/community-store";
import { communityKeys } from "@core/community/community";

/**
 * The admin's Users (issue 13) on DynamoDB Local: only admins search, read, suspend and unsuspend
 * (a member and a community moderator are refused every action, and nothing changes); the search
 * is by e-mail prefix; a suspension ends every session and token and blocks sign-in.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("user-admin");
});

const PASSWORD = "Suspend#2026";
const meta = { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0" };

async function driver(email = `drv-${randomUUID()}@example.test`): Promise<User> {
  return createUser(svc.table, { name: "A driver", email, passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_COST), verified: true });
}

describe("who may use the admin's Users", () => {
  it("refuses a member and a community moderator every action; nothing changes", async () => {
    const target = await driver();
    const member = await makeMember(svc, "A member");
    const moderator = await makeMember(svc, "A moderator", "moderator");
    await makeCommunity(svc, [], [moderator]);
    for (const person of [member, moderator]) {
      await expect(searchUsersByEmail(svc.table, person, { email: "drv-" })).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(userForAdmin(svc.table, person, target.id)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(userBookingsForAdmin(svc.table, person, target.id, "Confirmed", 1)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(userPostsForAdmin(svc.table, person, target.id)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(suspendUser(svc.table, person, target.id, { reason: "Spam" })).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
      await expect(unsuspendUser(svc.table, person, target.id)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
    }
    expect((await getUser(svc.table, target.id))?.suspendedAt).toBeUndefined();
  });
});

describe("the admin's user pages", () => {
  it("send a member (signed in as a member, or with an admin cookie of a non-admin) to the admin sign-in; nothing changes", async () => {
    const target = await driver();
    const member = await makeMember(svc, "A member");
    const args = (request: Request) => ({ request, params: { id: target.id }, context: {} });
    for (const kind of ["user", "admin"] as const) {
      const search = await signedInRequest(svc, member.id, `/admin/users?email=drv-`, { kind });
      await expect(usersLoader(args(search))).rejects.toSatisfy((r: Response) => r.headers.get("Location") === "/admin/signin");
      const post = await signedInRequest(svc, member.id, `/admin/users/${target.id}`, { kind, form: { intent: "suspend", reason: "x" } });
      await expect(userPageAction(args(post))).rejects.toSatisfy((r: Response) => r.headers.get("Location") === "/admin/signin");
    }
    expect((await getUser(svc.table, target.id))?.suspendedAt).toBeUndefined();
  });

  it("let an admin suspend through the page, and show the core's refusal for their own account", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const target = await driver();
    const args = (request: Request, id: string) => ({ request, params: { id }, context: {} });
    const post = await signedInRequest(svc, admin.id, `/admin/users/${target.id}`, {
      kind: "admin",
      form: { intent: "suspend", reason: "Spam" },
    });
    const done = (await userPageAction(args(post, target.id))) as Response;
    expect(done.headers.get("Location")).toBe(`/admin/users/${target.id}?done=suspended`);
    expect((await getUser(svc.table, target.id))?.suspendedReason).toBe("Spam");
    const self = await signedInRequest(svc, admin.id, `/admin/users/${admin.id}`, {
      kind: "admin",
      form: { intent: "suspend", reason: "Test" },
    });
    const refused = (await userPageAction(args(self, admin.id))) as unknown as {
      data: { result: { error: Record<string, string[]> } };
      init: { status: number };
    };
    expect(refused.init.status).toBe(400);
    expect(Object.values(refused.data.result.error).flat()).toContain(USER_ADMIN_MESSAGES.suspendSelf);
    const page = await userPageLoader(
      args(await signedInRequest(svc, admin.id, `/admin/users/${target.id}`, { kind: "admin" }), target.id),
    );
    expect(page.user).toMatchObject({ email: target.email, suspended: true, suspendedReason: "Spam" });
  });
});

describe("search by e-mail prefix", () => {
  it("finds the users whose e-mail starts with the prefix, in e-mail order, and no one else", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const tag = randomUUID().slice(0, 8);
    const [b, a] = [await driver(`zq${tag}.b@example.test`), await driver(`zq${tag}.a@example.test`)];
    await driver(`zr${tag}@example.test`);
    const found = await searchUsersByEmail(svc.table, admin, { email: `ZQ${tag}` });
    expect(found.users.map((u) => u.id)).toEqual([a.id, b.id]);
    expect((await searchUsersByEmail(svc.table, admin, { email: `zq${tag}.b` })).users.map((u) => u.id)).toEqual([b.id]);
    expect((await searchUsersByEmail(svc.table, admin, { email: `zq${tag}x` })).users).toEqual([]);
    // One character is a prefix too: a page of 20 of that letter's partition.
    expect((await searchUsersByEmail(svc.table, admin, { email: "z" })).users.length).toBeGreaterThanOrEqual(3);
  });

  it("refuses an empty prefix with a clear message", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    await expect(searchUsersByEmail(svc.table, admin, { email: "  " })).rejects.toThrow(USER_ADMIN_MESSAGES.prefixRequired);
  });
});

describe("the newest members (the Users page before a search)", () => {
  it("lists members newest first, 20 a page, and the cursor link goes on without repeating anyone", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    // Joined after everyone else in this table (a year from now), a second apart: the first 21 rows are these, newest first.
    const base = Date.now() + 365 * 86_400_000;
    const joined = await Promise.all(
      Array.from({ length: 21 }, (_, i) =>
        createUser(
          svc.table,
          { name: `Newcomer ${i}`, email: `new-${i}-${randomUUID()}@example.test`, passwordHash: "x" },
          new Date(base + i * 1000),
        ),
      ),
    );
    const newestFirst = joined.map((u) => u.id).reverse();
    const first = await newestUsers(svc.table, admin);
    expect(first.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 20));
    // No index keys leak into the account.
    expect(first.users[0]).not.toHaveProperty("gsi2pk");
    const second = await newestUsers(svc.table, admin, { cursor: first.cursor });
    expect(second.users[0]?.id).toBe(newestFirst[20]);
    expect(second.users.map((u) => u.id)).not.toContain(newestFirst[0]);

    // The page: the same list before a search, its "Next page" link; a search's cursor there starts again.
    const page = await usersLoader({
      request: await signedInRequest(svc, admin.id, "/admin/users", { kind: "admin" }),
      params: {},
      context: {},
    });
    expect(page).toMatchObject({ searched: false, error: null, next: first.cursor });
    expect(page.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 20));
    expect(page.users[0]).toMatchObject({ name: "Newcomer 20", joined: expect.any(String) });
    const next = await usersLoader({
      request: await signedInRequest(svc, admin.id, `/admin/users?cursor=${first.cursor}`, { kind: "admin" }),
      params: {},
      context: {},
    });
    expect(next.users[0]?.id).toBe(newestFirst[20]);
    const search = await searchUsersByEmail(svc.table, admin, { email: "new-" });
    const foreign = await usersLoader({
      request: await signedInRequest(svc, admin.id, `/admin/users?cursor=${search.cursor}`, { kind: "admin" }),
      params: {},
      context: {},
    });
    expect(foreign.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 20));
  });

  it("refuses a member and a moderator", async () => {
    for (const role of ["user", "moderator"] as const) {
      const person = await makeMember(svc, "Not an admin", role);
      await expect(newestUsers(svc.table, person)).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
    }
  });
});

describe("suspend and unsuspend", () => {
  it("ends the sessions and tokens, refuses sign-in with the message, and unsuspend lets them back in", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const target = await driver();
    const before = await createWebSession(svc.table, { userId: target.id, kind: "user" });
    const request = await signedInRequest(svc, target.id, "/dashboard");
    const tokens = await issueApiTokens(svc, target);
    expect(await getSignedIn(request)).not.toBeNull();

    const suspended = await suspendUser(svc.table, admin, target.id, { reason: "Abusive posts" });
    expect(suspended.suspendedReason).toBe("Abusive posts");
    expect(await getWebSession(svc.table, before.id, "user")).toBeUndefined();
    expect(await getSignedIn(await signedInRequest(svc, target.id, "/dashboard"))).toBeNull();
    await expect(authenticateBearer(svc, `Bearer ${tokens.accessToken}`)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(refreshApiTokens(svc, tokens.refreshToken)).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(signIn(svc, { email: target.email, password: PASSWORD }, meta)).rejects.toThrow(USER_ADMIN_MESSAGES.suspended);
    // A wrong password learns nothing about the suspension.
    await expect(signIn(svc, { email: target.email, password: "Wrong#2026x" }, meta)).rejects.not.toThrow(USER_ADMIN_MESSAGES.suspended);
    await expect(suspendUser(svc.table, admin, target.id, { reason: "Again" })).rejects.toThrow(USER_ADMIN_MESSAGES.alreadySuspended);

    await unsuspendUser(svc.table, admin, target.id, { reason: "Appeal accepted" });
    expect((await getUser(svc.table, target.id))?.suspendedAt).toBeUndefined();
    const { user } = await signIn(svc, { email: target.email, password: PASSWORD }, meta);
    expect(user.id).toBe(target.id);
    await expect(unsuspendUser(svc.table, admin, target.id)).rejects.toThrow(USER_ADMIN_MESSAGES.notSuspended);

    const { entries } = await readActivity(svc.table, { role: "admin", proof: "second-factor" }, { actorId: admin.id });
    expect(entries.map((e) => e.action).sort()).toEqual(["user-suspend", "user-unsuspend"]);
    expect(entries.find((e) => e.action === "user-suspend")).toMatchObject({ kind: "admin", targetId: target.id, reason: "Abusive posts" });
  });

  it("refuses a missing reason, the admin themselves and another admin; nothing changes", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const other = await makeMember(svc, "Other admin", "admin");
    const target = await driver();
    await expect(suspendUser(svc.table, admin, target.id, { reason: " " })).rejects.toThrow(USER_ADMIN_MESSAGES.reasonRequired);
    await expect(suspendUser(svc.table, admin, target.id, { reason: "x".repeat(501) })).rejects.toBeInstanceOf(ValidationError);
    await expect(suspendUser(svc.table, admin, admin.id, { reason: "Test" })).rejects.toThrow(USER_ADMIN_MESSAGES.suspendSelf);
    await expect(suspendUser(svc.table, admin, other.id, { reason: "Test" })).rejects.toThrow(USER_ADMIN_MESSAGES.suspendAdmin);
    await expect(suspendUser(svc.table, admin, "no-such-user", { reason: "Test" })).rejects.toThrow(USER_ADMIN_MESSAGES.notFound);
    for (const id of [admin.id, other.id, target.id]) expect((await getUser(svc.table, id))?.suspendedAt).toBeUndefined();
  });
});

describe("the one-off backfill for items written before decision 020", () => {
  it("indexes old e-mail items and gives old communities their name items; a second run changes nothing", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const old = await driver(`old-${randomUUID()}@example.test`);
    // As written before: the e-mail item without its index keys, the community without its name item.
    const oldEmailItem = { ...userKeys.email(old.email), userId: old.id, entity: "email" };
    await svc.table.put(oldEmailItem);
    const tag = randomUUID().slice(0, 8);
    await svc.table.put(
      communityItem({
        id: `old-${tag}`,
        name: `Old Community ${tag}`,
        description: "",
        rules: [],
        banner: "",
        moderators: [],
        memberCount: 0,
        postCount: 0,
        createdAt: "2026-01-01T00:00:00.000Z",
      }),
    );
    // An account as written before decision 039: no place in the newest members.
    const before = await driver(`before-${randomUUID()}@example.test`);
    await svc.table.update(userKeys.item(before.id).pk, "PROFILE", { expression: "REMOVE gsi2pk, gsi2sk" });
    const listed = async () =>
      (await svc.table.queryAll<{ pk: string; sk: string; id: string }>({ index: "gsi2", pk: USERS_BY_JOINING })).map((u) => u.id);
    expect(await listed()).not.toContain(before.id);
    expect((await searchUsersByEmail(svc.table, admin, { email: old.email })).users).toEqual([]);
    const first = await backfillAdminIndexes(svc.table);
    expect(first.emails).toBeGreaterThanOrEqual(1);
    expect(first.users).toBeGreaterThanOrEqual(1);
    expect(await listed()).toContain(before.id);
    expect((await searchUsersByEmail(svc.table, admin, { email: old.email })).users.map((u) => u.id)).toEqual([old.id]);
    const name = communityKeys.name(`old community ${tag}`);
    expect(await svc.table.get(name.pk, name.sk)).toMatchObject({ communityId: `old-${tag}` });
    expect(await backfillAdminIndexes(svc.table)).toMatchObject({ emails: 0, names: 0, users: 0 });
  });
});
