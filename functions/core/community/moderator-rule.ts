import type { User } from "../account/user";
import type { Table } from "../ports/table/table";
import { isModeratorOf } from "./community";
import { listCommunities } from "./community-store";

/**
 * Who counts as a moderator for following and profiles (spec §2: "Users with role moderator cannot
 * be followed", §4: a moderator of a community is in its moderators list). One rule, here: a member
 * whose role is moderator, or who moderates any community. Both are set by the platform, never by
 * members; the list of communities is a handful (one Query), so the rule costs little.
 */
export async function isModeratorAccount(table: Table, user: Pick<User, "id" | "role">): Promise<boolean> {
  if (user.role === "moderator") return true;
  return (await listCommunities(table)).some((community) => isModeratorOf(community, user.id));
}

/** The same rule for several members at once (one Query of the communities for them all). */
export async function moderatorAccounts(table: Table, users: Pick<User, "id" | "role">[]): Promise<Set<string>> {
  const communities = await listCommunities(table);
  const moderating = new Set(communities.flatMap((c) => c.moderators));
  return new Set(users.filter((u) => u.role === "moderator" || moderating.has(u.id)).map((u) => u.id));
}
