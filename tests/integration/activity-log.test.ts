import { signedInAs } from "../support/community";
import { randomBytes, scryptSync } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { signIn } from "@core/account/account-service";
import { createUser } from "@core/account/user-store";
import { deleteSignInActivity, readActivity, recordActivity, type ActivityRecord } from "@core/activity-log/activity-log";
import { banMember } from "@core/moderation/bans";
import { ForbiddenError, ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import { createHandlerTestServices } from "../support/api";
import { makeCommunity, makeMember, makeMembers } from "../support/community";
import { signedInRequest } from "../support/web";
import { loader as logsLoader } from "../../app/routes/admin/admin.logs";
import { loader as communityLoader } from "../../app/routes/admin/admin.communities.$id";

/**
 * The admin's activity log (issue 13, "Logs"): sign-ins and moderator actions land in it, it reads
 * newest first across the 7 days it shows, filters by kind and by who acted, and 'delete all' clears
 * the sign-ins only: admin and moderator actions are an audit trail, kept 365 days. Each test uses its own made-up day, so the shared table's
 * other entries never mix in.
 */
let svc: Services;
const READER = { role: "admin", proof: "second-factor" } as const;
beforeAll(async () => {
  svc = await createHandlerTestServices("activity-log");
});

const PASSWORD = "Correct#Horse1";
// A cheap scrypt (the hash carries its own parameters): these tests are about the log, not hashing.
const salt = randomBytes(16);
const HASH = `scrypt$1024$8$1$${salt.toString("base64")}$${scryptSync(PASSWORD, salt, 32, { N: 1024, r: 8, p: 1 }).toString("base64")}`;
const meta = { ip: "203.0.113.9", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" };

/** A day of its own per test, far from today and from the other tests. */
let dayOffset = 0;
const ownDay = () => new Date(Date.UTC(2031, 0, 10 + 20 * ++dayOffset, 12));

async function everything(now: Date, filter = {}): Promise<ActivityRecord[]> {
  const all: ActivityRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await readActivity(svc.table, READER, filter, { cursor, limit: 2 }, now);
    all.push(...page.entries);
    cursor = page.cursor;
  } while (cursor);
  return all;
}

describe("activity log", () => {
  it("logs a member's sign-in and a failed one on their account, but not guesses at unknown e-mails", async () => {
    const now = ownDay();
    const email = `log-${randomBytes(4).toString("hex")}@example.com`;
    const user = signedInAs(await createUser(svc.table, { name: "Logged Driver", email, passwordHash: HASH }));
    await signIn(svc, { email, password: PASSWORD }, meta, now.getTime());
    await expect(signIn(svc, { email, password: "Wrong#Horse1" }, meta, now.getTime() + 1000)).rejects.toThrow();
    await expect(signIn(svc, { email: `nobody-${email}`, password: "Wrong#Horse1" }, meta, now.getTime() + 2000)).rejects.toThrow();

    const entries = await everything(new Date(now.getTime() + 5000), { kind: "sign-in" });
    expect(entries.map((e) => [e.action, e.actorId, e.actorEmail])).toEqual([
      ["sign-in-failed", user.id, email],
      ["sign-in", user.id, email],
    ]);
    expect(entries[1]!.summary).toMatch(/^Signed in\. Firefox on Linux, .+\.$/);
  });

  it("records a moderator's ban with who, what and why, in the ban's own transaction", async () => {
    const [mod, member] = await makeMembers(svc, 2, "Log mod");
    const community = await makeCommunity(svc, [member!], [mod!]);
    const before = new Date();
    await banMember(svc.table, mod!, community.id, member!.id, { reason: "Spam links", length: "7d" });
    const { entries } = await readActivity(svc.table, READER, { actorId: mod!.id }, {}, new Date(before.getTime() + 60_000));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: "moderator",
      action: "ban",
      actorId: mod!.id,
      targetId: member!.id,
      communityId: community.id,
      reason: "Spam links",
      summary: "Banned a member (7 days).",
    });
  });

  it("names people on the admin's Logs and a community's mod log by name and e-mail, and the community by name, never by id", async () => {
    const admin = await makeMember(svc, "Log reader", "admin");
    const [mod, member] = await makeMembers(svc, 2, "Named person");
    const community = await makeCommunity(svc, [member!], [mod!]);
    await banMember(svc.table, mod!, community.id, member!.id, { reason: "Spam links", length: "7d" });
    const asAdmin = (url: string) => signedInRequest(svc, admin.id, url, { kind: "admin" });

    const logs = await logsLoader({ request: await asAdmin(`/admin/logs?kind=moderator&email=${mod!.email}`), params: {}, context: {} });
    expect(logs.entries[0]).toMatchObject({
      who: `${mod!.name} (${mod!.email})`,
      about: `${member!.name} (${member!.email})`,
      community: community.name,
      summary: "Banned a member (7 days).",
    });
    const page = await communityLoader({
      request: await asAdmin(`/admin/communities/${community.id}`),
      params: { id: community.id },
      context: {},
    });
    expect(page.log[0]).toMatchObject({ actor: `${mod!.name} (${mod!.email})` });
    expect(page.log[0]!.what).toContain(`${member!.name} (${member!.email})`);
    // (These test accounts' e-mail addresses are made of their ids: left out of the check.)
    for (const shown of [JSON.stringify(logs.entries), JSON.stringify(page.log)]) {
      const withoutEmails = shown.replaceAll(mod!.email, "").replaceAll(member!.email, "");
      for (const id of [mod!.id, member!.id, community.id]) expect(withoutEmails).not.toContain(id);
    }
  });

  it("reads the last 7 days newest first, page by page, filters by kind and actor, and never shows older days", async () => {
    const now = ownDay();
    const admin = await makeMember(svc, "Log admin", "admin");
    const other = await makeMember(svc, "Other admin", "admin");
    const at = (daysAgo: number, minutes: number) => new Date(now.getTime() - daysAgo * 86_400_000 - minutes * 60_000);
    const write = (who: { id: string }, kind: "admin" | "moderator", label: string, when: Date) =>
      recordActivity(svc.table, { kind, action: "test", actorId: who.id, summary: label }, when);
    await write(admin, "admin", "eight days ago", at(8, 0));
    await write(admin, "admin", "six days ago", at(6, 0));
    await write(other, "moderator", "three days ago", at(3, 0));
    await write(admin, "admin", "today, earlier", at(0, 30));
    await write(admin, "moderator", "today, later", at(0, 10));

    expect((await everything(now)).map((e) => e.summary)).toEqual(["today, later", "today, earlier", "three days ago", "six days ago"]);
    expect((await everything(now, { kind: "admin" })).map((e) => e.summary)).toEqual(["today, earlier", "six days ago"]);
    expect((await everything(now, { actorId: other.id })).map((e) => e.summary)).toEqual(["three days ago"]);
    await expect(readActivity(svc.table, READER, {}, { cursor: "1999-01-01.x" }, now)).rejects.toBeInstanceOf(ValidationError);
  });

  it("is read and deleted by admins only: a member and a moderator are refused, and nothing is deleted", async () => {
    const now = ownDay();
    const [member, mod] = await makeMembers(svc, 2, "Not admin");
    await makeCommunity(svc, [], [mod!]);
    const admin = await makeMember(svc, "Reading admin", "admin");
    await recordActivity(svc.table, { kind: "admin", action: "test", actorId: admin.id, summary: "kept" }, now);
    for (const person of [member!, mod!]) {
      await expect(readActivity(svc.table, person, {}, {}, now)).rejects.toBeInstanceOf(ForbiddenError);
      await expect(deleteSignInActivity(svc.table, person, now)).rejects.toBeInstanceOf(ForbiddenError);
    }
    expect((await everything(now)).map((e) => e.summary)).toEqual(["kept"]);
  });

  it("'delete all' clears the sign-ins of every kept day; admin and moderator actions stay, with one entry saying who cleared", async () => {
    const now = ownDay();
    const admin = await makeMember(svc, "Clearing admin", "admin");
    const earlier = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000 - 60_000);
    for (const daysAgo of [0, 2, 5])
      await recordActivity(
        svc.table,
        { kind: "sign-in", action: "sign-in", actorId: admin.id, summary: `signed in ${daysAgo}` },
        earlier(daysAgo),
      );
    await recordActivity(svc.table, { kind: "admin", action: "test", actorId: admin.id, summary: "admin action" }, earlier(1));
    await recordActivity(svc.table, { kind: "moderator", action: "ban", actorId: admin.id, summary: "moderator action" }, earlier(4));

    expect(await deleteSignInActivity(svc.table, admin, now)).toBe(3);
    const left = await everything(new Date(now.getTime() + 1000));
    expect(left.map((e) => [e.kind, e.action, e.summary])).toEqual([
      ["admin", "logs-delete-sign-ins", "Deleted the sign-in activity (3 entries)."],
      ["admin", "test", "admin action"],
      ["moderator", "ban", "moderator action"],
    ]);
    // A second 'delete all' finds no sign-ins, and the audit entries (its own record included) are all still there.
    expect(await deleteSignInActivity(svc.table, admin, new Date(now.getTime() + 2000))).toBe(0);
    expect(await everything(new Date(now.getTime() + 3000), { kind: "admin" })).toHaveLength(3);
  });

  it("keeps an audit entry 365 days (its TTL) and a sign-in 7 days", async () => {
    const now = ownDay();
    const admin = await makeMember(svc, "Audited admin", "admin");
    const ttlOf = async (kind: "sign-in" | "admin" | "moderator") => {
      await recordActivity(svc.table, { kind, action: "test", actorId: admin.id, summary: kind }, now);
      const items = await svc.table.queryAll<{ pk: string; sk: string; kind: string; ttl: number }>({
        pk: `ACTIVITY#${now.toISOString().slice(0, 10)}`,
      });
      return items.find((item) => item.kind === kind)!.ttl;
    };
    const seconds = Math.floor(now.getTime() / 1000);
    expect(await ttlOf("admin")).toBe(seconds + 365 * 86_400);
    expect(await ttlOf("moderator")).toBe(seconds + 365 * 86_400);
    expect(await ttlOf("sign-in")).toBe(seconds + 7 * 86_400);
  });
});
