import { ForbiddenError } from "../errors";
import type { User } from "./user";

export const ADMIN_MESSAGES = { notAdmin: "Only administrators can do that." } as const;

/**
 * The platform admin rule (issue 13): the admin role, checked by core for every admin action, so
 * no page or API can forget it (the admin pages also require the admin's own session).
 */
export function requirePlatformAdmin(person: Pick<User, "role">): void {
  if (person.role !== "admin") throw new ForbiddenError(ADMIN_MESSAGES.notAdmin);
}
