import { beforeAll, describe, expect, it } from "vitest";
import { createUser, findUserByEmail, getUser } from "@core/account/user-store";
import type { User } from "@core/account/user";
import { totpCode } from "@core/security/totp";
import type { Services } from "@core/services";
import { signAccessToken } from "@core/session/access-token";
import { hashPassword, TEST_PASSWORD_COST } from "@core/security/password";
import { DEMO_ADMIN_TOTP_SECRET, seedDemoAccounts } from "../../infra/local/seed/accounts";
import { bearer, call, createHandlerTestServices } from "../support/api";
import { TEST_SECRETS } from "../support/local-services";
import { makeCommunity, makeMember } from "../support/community";

/**
 * The admin API (issue 13): its own sign-in with the second factor and its own token. Only that
 * token opens /api/admin: no token, a member's or a moderator's token, even an admin's member-audience token, are
 * 401; a member's password at the admin sign-in is 403; an admin without an authenticator is sent
 * to the pages. With the token, the dashboard, user search, suspension and the logs work.
 */
let svc: Services;
let admin: User;
beforeAll(async () => {
  svc = await createHandlerTestServices("admin-api");
  await seedDemoAccounts(svc);
  admin = (await findUserByEmail(svc.table, "admin@example.com"))!;
});

const userToken = (user: User) =>
  signAccessToken({ sub: user.id, role: user.role, ver: user.tokenVersion, aud: "user" }, TEST_SECRETS.TOKEN_SECRET);

async function adminToken(): Promise<string> {
  const first = await call("POST", "/api/admin/signin", { json: { email: "admin@example.com", password: "Admin#2026" } });
  expect(first.status).toBe(200);
  // A wrong code first: refused, and the same pending sign-in still takes the right one.
  const wrong = await call("POST", "/api/admin/signin/code", { json: { pendingToken: first.body.pendingToken, code: "000000" } });
  expect(wrong.status).toBe(400);
  const second = await call("POST", "/api/admin/signin/code", {
    json: { pendingToken: first.body.pendingToken, code: totpCode(DEMO_ADMIN_TOTP_SECRET) },
  });
  expect(second.status).toBe(200);
  expect(second.body.expiresAt).toBeGreaterThan(Date.now());
  return second.body.accessToken as string;
}

describe("the admin API", () => {
  it("signs an admin in with password and code, and then reads, searches, suspends and logs", async () => {
    const token = await adminToken();
    const dashboard = await call("GET", "/api/admin/dashboard", { headers: bearer(token) });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.week).toHaveLength(7);

    const driver = await createUser(svc.table, { name: "Api Driver", email: `apidriver-${Date.now()}@example.com`, passwordHash: "x" });
    const found = await call("GET", `/api/admin/users?email=${encodeURIComponent(driver.email.slice(0, 14))}`, { headers: bearer(token) });
    expect(found.status).toBe(200);
    expect(found.body.users.map((u: { _id: string }) => u._id)).toContain(driver.id);

    const suspended = await call("POST", `/api/admin/users/${driver.id}/suspend`, {
      headers: bearer(token),
      json: { reason: "Chargebacks" },
    });
    expect(suspended.status).toBe(200);
    expect(suspended.body.user.suspendedReason).toBe("Chargebacks");
    expect((await getUser(svc.table, driver.id))?.suspendedAt).toBeDefined();
    const lifted = await call("POST", `/api/admin/users/${driver.id}/unsuspend`, { headers: bearer(token), json: {} });
    expect(lifted.body.user.suspendedAt).toBeNull();

    const logs = await call("GET", `/api/admin/logs?kind=admin&actorId=${admin.id}`, { headers: bearer(token) });
    expect(logs.status).toBe(200);
    expect(logs.body.entries.filter((e: { targetId?: string }) => e.targetId === driver.id)).toHaveLength(2);
    const badKind = await call("GET", "/api/admin/logs?kind=everything", { headers: bearer(token) });
    expect(badKind.status).toBe(400);
  });

  it("refuses everyone without the admin token, and a member's password at the admin sign-in; nothing changes", async () => {
    const member = await createUser(svc.table, {
      name: "Api Member",
      email: `apimember-${Date.now()}@example.com`,
      passwordHash: await hashPassword("Member#2026", TEST_PASSWORD_COST),
      verified: true,
    });
    const victim = await makeMember(svc, "Not to be suspended");
    const moderator = await makeMember(svc, "A community's moderator");
    await makeCommunity(svc, [], [moderator]);
    const refused = [{}, bearer(userToken(member)), bearer(userToken(moderator)), bearer(userToken(admin)), bearer("not-a-token")];
    for (const headers of refused) {
      expect((await call("GET", "/api/admin/dashboard", { headers })).status).toBe(401);
      expect((await call("GET", "/api/admin/logs", { headers })).status).toBe(401);
      expect((await call("DELETE", "/api/admin/logs", { headers })).status).toBe(401);
      expect((await call("POST", `/api/admin/users/${victim.id}/suspend`, { headers, json: { reason: "x" } })).status).toBe(401);
    }
    expect((await getUser(svc.table, victim.id))?.suspendedAt).toBeUndefined();
    const asMember = await call("POST", "/api/admin/signin", { json: { email: member.email, password: "Member#2026" } });
    expect(asMember.status).toBe(403);
    expect(asMember.body.pendingToken).toBeUndefined();
  });

  it("sends an admin without an authenticator to the pages to set one up", async () => {
    const fresh = await createUser(svc.table, {
      name: "Unenrolled Admin",
      email: `unenrolled-${Date.now()}@example.com`,
      passwordHash: await hashPassword("Admin#2026x", TEST_PASSWORD_COST),
      role: "admin",
      verified: true,
    });
    const answer = await call("POST", "/api/admin/signin", { json: { email: fresh.email, password: "Admin#2026x" } });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("Set up your authenticator app on the admin sign-in page (/admin/signin) first.");
  });
});
