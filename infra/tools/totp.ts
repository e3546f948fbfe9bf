import { totpCode } from "../../functions/core/security/totp";

/** The current code for a TOTP secret, for signing in locally: `npx tsx infra/tools/totp.ts <base32 secret>`. */
const secret = process.argv[2];
if (!secret) {
  console.error("usage: npx tsx infra/tools/totp.ts <base32 secret>");
  process.exit(1);
}
const left = 30 - (Math.floor(Date.now() / 1000) % 30);
console.log(`${totpCode(secret)}  (valid for ${left} more seconds)`);
