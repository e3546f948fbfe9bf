import { asCaller, type Caller } from "@core/account/caller";
import { randomUUID } from "node:crypto";
import type { Role, User } from "@core/account/user";
import { createUser } from "@core/account/user-store";
import type { Community } from "@core/community/community";
import { createCommunity } from "@core/community/community-store";
import { joinCommunity } from "@core/community/membership";
import { createPost, type PostView } from "@core/community/posts";
import type { Services } from "@core/services";

/**
 * Test fixtures for the community's core services: real member accounts (follows count on the
 * account item, which must exist) and a community of their own per test, so tests never share counts.
 */
/**
 * A member as core sees them when signed in the way their role signs in: an admin after the second
 * factor (the admin session), everyone else by password (issue 28). A test of an admin account that
 * proved only its password says so with `asCaller(admin, "password")`.
 */
export async function makeMember(svc: Pick<Services, "table">, name = "Test Member", role: Role = "user"): Promise<Caller> {
  const id = randomUUID();
  return signedInAs(
    await createUser(svc.table, { id, name, email: `${id}@example.test`, passwordHash: "not-a-real-hash", role, verified: true }),
  );
}

/** A stored account, signed in the way its role signs in (see makeMember). */
export function signedInAs(user: User): Caller {
  return asCaller(user, user.role === "admin" ? "second-factor" : "password");
}

export async function makeMembers(svc: Pick<Services, "table">, count: number, prefix = "Member"): Promise<Caller[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => makeMember(svc, `${prefix} ${i + 1}`)));
}

export async function makeCommunity(
  svc: Pick<Services, "table">,
  members: { id: string }[],
  moderators: { id: string }[] = [],
): Promise<Community> {
  const slug = Math.random().toString(36).slice(2, 10);
  const community: Community = {
    id: `c-${slug}`,
    name: `Community ${slug}`,
    description: "For tests.",
    rules: [],
    banner: "",
    moderators: moderators.map((m) => m.id),
    memberCount: 0,
    postCount: 0,
    createdAt: "2026-11-24T00:00:00.000Z",
  };
  await createCommunity(svc.table, community);
  await Promise.all(members.map((m) => joinCommunity(svc.table, m, community.id)));
  return community;
}

export const TIP = "A helpful parking tip for everyone.";

/**
 * `count` new members, a community of them all, and the first member's TIP posted in it: where
 * most tests of what members do to a post begin.
 */
export async function postAmongNewMembers(
  svc: Pick<Services, "table">,
  count: number,
): Promise<{ members: User[]; community: Community; post: PostView }> {
  const members = await makeMembers(svc, count);
  const community = await makeCommunity(svc, members);
  const { post } = await createPost(svc.table, members[0]!, community.id, { content: TIP });
  return { members, community, post };
}
