import { ConflictError } from "@core/errors";
import { createUser, findUserByEmail } from "@core/account/user-store";
import type { Role } from "@core/account/user";
import { hashPassword } from "@core/security/password";
import type { Services } from "@core/services";

/** The demo accounts the README lists; verified, so every feature is open to them at once. */
export const DEMO_ACCOUNTS: { name: string; email: string; password: string; role: Role }[] = [
  { name: "Demo Driver", email: "driver@example.com", password: "Driver#2026", role: "user" },
  { name: "Asha Rao", email: "asha@example.com", password: "Driver#2026", role: "user" },
  { name: "Community Moderator", email: "moderator@example.com", password: "Moderator#2026", role: "moderator" },
  { name: "Platform Admin", email: "admin@example.com", password: "Admin#2026", role: "admin" },
];

/** Creates whichever demo account is missing; existing ones (and their changed passwords) are left alone. */
export async function seedDemoAccounts(svc: Pick<Services, "table">): Promise<number> {
  let created = 0;
  for (const account of DEMO_ACCOUNTS) {
    if (await findUserByEmail(svc.table, account.email)) continue;
    try {
      await createUser(svc.table, { ...account, passwordHash: await hashPassword(account.password), verified: true });
      created++;
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
    }
  }
  return created;
}
