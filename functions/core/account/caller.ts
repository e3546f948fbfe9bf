import type { User } from "./user";

/**
 * How this request proved who it is (issue 28, decision 016). A password alone opens a member
 * session or a member token; the admin session and the admin token exist only after the second
 * factor. Every role check in core takes a Caller, never a bare User, so a rule cannot grant an
 * admin power to an admin account's password alone, whichever page or API the caller came through.
 */
export type Proof = "password" | "second-factor";

/** A signed-in person as core's rules see them: the stored account and how this request proved it. */
export type Caller = User & { readonly proof: Proof };

export function asCaller(user: User, proof: Proof): Caller {
  return { ...user, proof };
}

/** Admin powers: the admin role, proved with the second factor in this very session or token. */
export function actsAsAdmin(person: Pick<Caller, "role" | "proof">): boolean {
  return person.role === "admin" && person.proof === "second-factor";
}

export const CALLER_MESSAGES = {
  /** An admin account at the member sign-in (page or API): no session, no token. */
  adminSignIn: "Admins sign in at /admin/signin.",
} as const;
