import { ForbiddenError } from "../errors";
import { actsAsAdmin, type Caller } from "./caller";

export const ADMIN_MESSAGES = { notAdmin: "Only administrators can do that." } as const;

/**
 * The platform admin rule (issue 13): the admin role proved with the second factor (issue 28),
 * checked by core for every admin action, so no page or API can forget it.
 */
export function requirePlatformAdmin(person: Pick<Caller, "role" | "proof">): void {
  if (!actsAsAdmin(person)) throw new ForbiddenError(ADMIN_MESSAGES.notAdmin);
}
