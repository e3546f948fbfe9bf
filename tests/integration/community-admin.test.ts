import { beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "@core/account/admin-rule";
import { suspendUser } from "@core/account/user-admin";
import { banMember } from "@core/moderation/bans";
import {
  communitiesForAdmin,
  communityForAdmin,
  createCommunityAsAdmin,
  modLogForAdmin,
  moderatedBy,
  updateCommunityAsAdmin,
} from "@core/community/community-admin";
import { addModerator, removeModerator } from "@core/community/moderator-admin";
import { COMMUNITY_ADMIN_MESSAGES } from "@core/community/community-admin-schema";
import { findCommunityByName, getCommunity, getMembership } from "@core/community/community-store";
import { communityTexts } from "@core/community/community";
import { readActivity } from "@core/activity-log/activity-log";
import { requireModerator } from "@core/community/moderator-rule";
import { ConflictError, ForbiddenError, ValidationError } from "@core/errors";
import type { Services } from "@core/services";
import { createHandlerTestServices } from "../support/api";
import { makeCommunity, makeMember } from "../support/community";

/**
 * The admin's Communities (issue 13) on DynamoDB Local: only admins create, edit and change
 * moderators (a member and a community's own moderator are refused every action, and nothing
 * changes); names are unique; two admins' moderator changes at once both land; every change is in
 * the mod log and the activity log.
 */
let svc: Services;
beforeAll(async () => {
  svc = await createHandlerTestServices("community-admin");
});

let n = 0;
function form(overrides: Record<string, unknown> = {}) {
  n++;
  const tag = Math.random().toString(36).slice(2, 7);
  return { name: `Night Parking ${n} ${tag}`, description: "Parking after dark.", rules: "Be kind.\n\nNo spam.", banner: "", ...overrides };
}

describe("who may manage communities", () => {
  it("refuses a member and the community's own moderator every action; nothing changes", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const [member, moderator, someone] = [await makeMember(svc), await makeMember(svc, "Mod", "moderator"), await makeMember(svc)];
    const community = await makeCommunity(svc, [member], [moderator]);
    const before = await getCommunity(svc.table, community.id, true);
    for (const person of [member, moderator]) {
      const tryIt = [
        createCommunityAsAdmin(svc.table, person, form()),
        updateCommunityAsAdmin(svc.table, person, community.id, form()),
        addModerator(svc.table, person, community.id, { userId: someone.id }),
        addModerator(svc.table, person, community.id, { email: someone.email }),
        removeModerator(svc.table, person, community.id, moderator.id),
        communitiesForAdmin(svc.table, person),
        communityForAdmin(svc.table, person, community.id),
        moderatedBy(svc.table, person, moderator.id),
        modLogForAdmin(svc.table, person, community.id),
      ];
      for (const attempt of tryIt) await expect(attempt).rejects.toThrow(ADMIN_MESSAGES.notAdmin);
    }
    expect(await getCommunity(svc.table, community.id, true)).toEqual(before);
    expect((await modLogForAdmin(svc.table, admin, community.id)).entries).toEqual([]);
  });
});

describe("create and edit", () => {
  it("creates a community, refuses its name again (whatever the case and spacing), and edits it", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const input = form();
    const created = await createCommunityAsAdmin(svc.table, admin, input);
    expect(created).toMatchObject({ name: input.name, memberCount: 0, moderators: [] });
    expect(created.rules.map((r) => r.rule)).toEqual(["Be kind.", "No spam."]);
    expect((await findCommunityByName(svc.table, input.name))?.id).toBe(created.id);

    const clash = createCommunityAsAdmin(svc.table, admin, form({ name: `  ${input.name.toUpperCase().replace(/ /g, "  ")} ` }));
    await expect(clash).rejects.toThrow(COMMUNITY_ADMIN_MESSAGES.nameTaken);

    const { values } = await communityForAdmin(svc.table, admin, created.id);
    const other = await createCommunityAsAdmin(svc.table, admin, form());
    await expect(updateCommunityAsAdmin(svc.table, admin, created.id, { ...values, name: other.name })).rejects.toThrow(
      COMMUNITY_ADMIN_MESSAGES.nameTaken,
    );
    const renamed = await updateCommunityAsAdmin(svc.table, admin, created.id, {
      ...values,
      name: `${input.name} Club`,
      rules: "Be kind.",
    });
    expect(renamed.rules).toEqual([created.rules[0]]);
    // The old name is free again; the new one is taken.
    expect(await findCommunityByName(svc.table, input.name)).toBeUndefined();
    await createCommunityAsAdmin(svc.table, admin, form({ name: input.name }));
    await expect(createCommunityAsAdmin(svc.table, admin, form({ name: `${input.name} club` }))).rejects.toThrow(
      COMMUNITY_ADMIN_MESSAGES.nameTaken,
    );
    // A save from a form read before the rename is refused, not silently applied.
    await expect(updateCommunityAsAdmin(svc.table, admin, created.id, { ...values, description: "Stale" })).rejects.toBeInstanceOf(
      ConflictError,
    );
    // A made-up banner is refused; one of the offered banners is not.
    await expect(updateCommunityAsAdmin(svc.table, admin, created.id, form({ banner: "somewhere/else.svg" }))).rejects.toThrow(
      COMMUNITY_ADMIN_MESSAGES.banner,
    );
    const log = await modLogForAdmin(svc.table, admin, created.id);
    expect(log.entries.map((e) => e.action)).toEqual(["edit-community", "create-community"]);
  });

  it("refuses a bad name and too many rules with clear messages", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    await expect(createCommunityAsAdmin(svc.table, admin, form({ name: "<b>" }))).rejects.toThrow(COMMUNITY_ADMIN_MESSAGES.name);
    const rules = Array.from({ length: 11 }, (_, i) => `Rule ${i}`).join("\n");
    await expect(createCommunityAsAdmin(svc.table, admin, form({ rules }))).rejects.toThrow(COMMUNITY_ADMIN_MESSAGES.rules);
  });
});

describe("moderators", () => {
  it("adding makes them a member and a moderator; removing leaves them a member; both are logged", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const person = await makeMember(svc, "New mod");
    const community = await makeCommunity(svc, []);
    await addModerator(svc.table, admin, community.id, { email: person.email.toUpperCase() });
    await expect(requireModerator(svc.table, person, community.id)).resolves.toBeDefined();
    expect(await getMembership(svc.table, community.id, person.id, true)).toMatchObject({ role: "moderator" });
    expect((await getCommunity(svc.table, community.id, true))?.memberCount).toBe(1);
    await expect(addModerator(svc.table, admin, community.id, { userId: person.id })).rejects.toThrow(
      COMMUNITY_ADMIN_MESSAGES.alreadyModerator,
    );
    expect((await moderatedBy(svc.table, admin, person.id)).map((c) => c.id)).toEqual([community.id]);

    await removeModerator(svc.table, admin, community.id, person.id);
    await expect(requireModerator(svc.table, person, community.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await getMembership(svc.table, community.id, person.id, true)).toMatchObject({ role: "member" });
    expect((await getCommunity(svc.table, community.id, true))?.memberCount).toBe(1);
    await expect(removeModerator(svc.table, admin, community.id, person.id)).rejects.toThrow(COMMUNITY_ADMIN_MESSAGES.notModerator);

    const log = await modLogForAdmin(svc.table, admin, community.id);
    expect(log.entries.map((e) => [e.action, e.targetUserId])).toEqual([
      ["remove-moderator", person.id],
      ["add-moderator", person.id],
    ]);
    const activity = await readActivity(svc.table, { role: "admin", proof: "second-factor" }, { actorId: admin.id });
    expect(activity.entries.filter((e) => e.communityId === community.id).every((e) => e.kind === "admin")).toBe(true);
  });

  it("refuses an unknown e-mail, a banned member and a suspended account", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const [mod, banned, suspended] = [await makeMember(svc), await makeMember(svc), await makeMember(svc)];
    const community = await makeCommunity(svc, [banned], [mod]);
    await banMember(svc.table, mod, community.id, banned.id, { reason: "Spam", length: "7d" });
    await suspendUser(svc.table, admin, suspended.id, { reason: "Spam" });
    await expect(addModerator(svc.table, admin, community.id, { email: "nobody-here@example.test" })).rejects.toThrow(
      COMMUNITY_ADMIN_MESSAGES.noSuchUser,
    );
    await expect(addModerator(svc.table, admin, community.id, { email: "not an e-mail" })).rejects.toBeInstanceOf(ValidationError);
    await expect(addModerator(svc.table, admin, community.id, { userId: banned.id })).rejects.toThrow(COMMUNITY_ADMIN_MESSAGES.banned);
    await expect(addModerator(svc.table, admin, community.id, { userId: suspended.id })).rejects.toThrow(
      COMMUNITY_ADMIN_MESSAGES.suspended,
    );
    expect((await getCommunity(svc.table, community.id, true))?.moderators).toEqual([mod.id]);
  });

  it("two admins adding different moderators at once: both land, and the count is exact", async () => {
    const [admin1, admin2] = [await makeMember(svc, "Admin 1", "admin"), await makeMember(svc, "Admin 2", "admin")];
    const people = await Promise.all(Array.from({ length: 6 }, (_, i) => makeMember(svc, `Racer ${i}`)));
    const community = await makeCommunity(svc, people.slice(0, 3));
    await Promise.all(people.map((p, i) => addModerator(svc.table, i % 2 ? admin1 : admin2, community.id, { userId: p.id })));
    const after = await getCommunity(svc.table, community.id, true);
    expect(new Set(after?.moderators)).toEqual(new Set(people.map((p) => p.id)));
    expect(after?.memberCount).toBe(6);

    // And removing two at once (their positions shift under each other): both go, no one else.
    await Promise.all([
      removeModerator(svc.table, admin1, community.id, people[1]!.id),
      removeModerator(svc.table, admin2, community.id, people[2]!.id),
    ]);
    const final = await getCommunity(svc.table, community.id, true);
    expect(new Set(final?.moderators)).toEqual(new Set([people[0]!.id, ...people.slice(3).map((p) => p.id)]));
  });
});

describe("a community's Hindi description and rules (issue 35)", () => {
  it("are optional, stored by create and edit, read back for the form, and emptied by an edit that leaves them out", async () => {
    const admin = await makeMember(svc, "Admin", "admin");
    const created = await createCommunityAsAdmin(
      svc.table,
      admin,
      form({ descriptionHi: "रात की पार्किंग।", rulesHi: "विनम्र रहें।\n\nस्पैम नहीं।" }),
    );
    expect(created.descriptionHi).toBe("रात की पार्किंग।");
    expect(created.rulesHi).toEqual(["विनम्र रहें।", "स्पैम नहीं।"]);
    const stored = await getCommunity(svc.table, created.id, true);
    expect(stored).toMatchObject({ descriptionHi: "रात की पार्किंग।", rulesHi: ["विनम्र रहें।", "स्पैम नहीं।"] });
    expect(communityTexts(stored!, "hi")).toEqual({ description: "रात की पार्किंग।", rules: ["विनम्र रहें।", "स्पैम नहीं।"] });
    expect(communityTexts(stored!, "en")).toEqual({ description: "Parking after dark.", rules: ["Be kind.", "No spam."] });

    const { values } = await communityForAdmin(svc.table, admin, created.id);
    expect(values).toMatchObject({ descriptionHi: "रात की पार्किंग।", rulesHi: "विनम्र रहें।\nस्पैम नहीं।" });
    await updateCommunityAsAdmin(svc.table, admin, created.id, { ...values, descriptionHi: "", rulesHi: "" });
    const edited = await getCommunity(svc.table, created.id, true);
    expect(edited?.descriptionHi).toBeUndefined();
    expect(edited?.rulesHi).toBeUndefined();
    // Without Hindi, a Hindi page shows the English ones.
    expect(communityTexts(edited!, "hi")).toEqual({ description: "Parking after dark.", rules: ["Be kind.", "No spam."] });
  });
});
