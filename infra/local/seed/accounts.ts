import { ConflictError } from "@core/errors";
import { putEnrolledFactor } from "@core/account/second-factor";
import { createUser, findUserByEmail, indexUserByJoining } from "@core/account/user-store";
import type { Role } from "@core/account/user";
import { ConditionFailedError } from "@core/ports/table/table";
import { hashPassword, passwordCost } from "@core/security/password";
import type { Services } from "@core/services";

/**
 * The seeded admin's authenticator secret (base32), printed in the README: for local use only.
 * The seed lives under infra/local, which nothing deployed imports (tests/unit/boundaries.test.ts).
 */
export const DEMO_ADMIN_TOTP_SECRET = "SMARTPARKINGADMINLOCALONLY234567";

interface DemoAccount {
  name: string;
  email: string;
  password: string;
  role: Role;
  /** An authenticator already enrolled (admins; decision 016). */
  totpSecret?: string;
  /** The car parks an operator works at (decision 021). */
  operatesAt?: string[];
}

/** The demo operator's car parks: Mumbai's two airport car parks. */
export const DEMO_OPERATED_CAR_PARKS = ["pk-mumbai-01", "pk-mumbai-02"];

/** The demo accounts the README lists; verified, so every feature is open to them at once. */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { name: "Demo Driver", email: "driver@example.com", password: "Driver#2026", role: "user" },
  { name: "Asha Rao", email: "asha@example.com", password: "Driver#2026", role: "user" },
  { name: "Community Moderator", email: "moderator@example.com", password: "Moderator#2026", role: "moderator" },
  { name: "Platform Admin", email: "admin@example.com", password: "Admin#2026", role: "admin", totpSecret: DEMO_ADMIN_TOTP_SECRET },
  {
    name: "Gate Operator",
    email: "operator@example.com",
    password: "Operator#2026",
    role: "operator",
    operatesAt: DEMO_OPERATED_CAR_PARKS,
  },
];

/**
 * Admins with no authenticator yet, one per Playwright project: `admin-enrol-*` for the end-to-end
 * test of the first sign-in (each enrols once), `admin-unenrolled-*` for the phone-width spec, which
 * only looks at the enrol page and must find it whichever spec ran first. Seeded only when APP_ENV
 * is `test` (infra/local/start.ts).
 */
export const E2E_ACCOUNTS: DemoAccount[] = ["js-on", "js-off"].flatMap((project) =>
  (["enrol", "unenrolled"] as const).map((kind) => ({
    name: `${kind === "enrol" ? "Enrolling" : "Unenrolled"} Admin ${project}`,
    email: `admin-${kind}-${project}@example.com`,
    password: "Admin#2026",
    role: "admin" as const,
  })),
);

/**
 * Creates whichever demo account is missing; existing ones (and their changed passwords) are left
 * alone. An admin's seeded authenticator is added when the admin has none (so an older local data
 * folder gets it too), never over one enrolled since.
 */
export async function seedDemoAccounts(svc: Pick<Services, "table" | "config">, accounts = DEMO_ACCOUNTS): Promise<number> {
  let created = 0;
  for (const account of accounts) {
    let user = await findUserByEmail(svc.table, account.email);
    if (!user) {
      try {
        user = await createUser(svc.table, {
          ...account,
          passwordHash: await hashPassword(account.password, passwordCost(svc.config)),
          verified: true,
        });
        created++;
      } catch (error) {
        if (!(error instanceof ConflictError)) throw error;
        user = await findUserByEmail(svc.table, account.email);
      }
    } else {
      // A data folder seeded before decision 039: the kept account joins the newest-members index.
      await indexUserByJoining(svc.table, user);
    }
    if (user && account.totpSecret) {
      await putEnrolledFactor(svc, user.id, account.totpSecret).catch((error: unknown) => {
        if (!(error instanceof ConditionFailedError)) throw error;
      });
    }
  }
  return created;
}
