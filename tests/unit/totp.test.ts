import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN_TOTP_SECRET } from "../../infra/local/seed/accounts";
import { generateRecoveryCodes, normaliseRecoveryCode } from "@core/account/second-factor";
import { open, seal } from "@core/security/secret-box";
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  groupSecret,
  hotp,
  matchTotpStep,
  otpauthUri,
  timeStep,
  totpCode,
} from "@core/security/totp";

/** RFC 6238 appendix B: the test times (seconds) and the 8-digit codes for each hash. */
const RFC6238 = [
  { time: 59, sha1: "94287082", sha256: "46119246", sha512: "90693936" },
  { time: 1111111109, sha1: "07081804", sha256: "68084774", sha512: "25091201" },
  { time: 1111111111, sha1: "14050471", sha256: "67062674", sha512: "99943326" },
  { time: 1234567890, sha1: "89005924", sha256: "91819424", sha512: "93441116" },
  { time: 2000000000, sha1: "69279037", sha256: "90698825", sha512: "38618901" },
  { time: 20000000000, sha1: "65353130", sha256: "77737706", sha512: "47863826" },
];
const SEEDS = {
  sha1: Buffer.from("12345678901234567890"),
  sha256: Buffer.from("12345678901234567890123456789012"),
  sha512: Buffer.from("1234567890123456789012345678901234567890123456789012345678901234"),
};

describe("TOTP (RFC 6238)", () => {
  it.each(RFC6238)("matches appendix B at T=$time", ({ time, sha1, sha256, sha512 }) => {
    const step = timeStep(time * 1000);
    expect(hotp(SEEDS.sha1, step, 8, "sha1")).toBe(sha1);
    expect(hotp(SEEDS.sha256, step, 8, "sha256")).toBe(sha256);
    expect(hotp(SEEDS.sha512, step, 8, "sha512")).toBe(sha512);
  });

  it("makes the 6-digit SHA-1 codes apps show, from the base32 secret", () => {
    const secret = base32Encode(SEEDS.sha1, false);
    expect(secret).toBe("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ");
    for (const { time, sha1 } of RFC6238) expect(totpCode(secret, time * 1000)).toBe(sha1.slice(2));
  });

  it("accepts a code one step either side of now, and nothing further", () => {
    const secret = generateTotpSecret();
    const now = 1_800_000_000_000;
    const step = timeStep(now);
    expect(matchTotpStep(secret, totpCode(secret, now), now)).toBe(step);
    expect(matchTotpStep(secret, totpCode(secret, now - 30_000), now)).toBe(step - 1);
    expect(matchTotpStep(secret, totpCode(secret, now + 30_000), now)).toBe(step + 1);
    expect(matchTotpStep(secret, totpCode(secret, now - 60_000), now)).toBeUndefined();
    expect(matchTotpStep(secret, totpCode(secret, now + 60_000), now)).toBeUndefined();
    expect(matchTotpStep(secret, "12345", now)).toBeUndefined();
    expect(matchTotpStep(secret, "abcdef", now)).toBeUndefined();
    const spaced = totpCode(secret, now).replace(/^(\d{3})/, "$1 ");
    expect(matchTotpStep(secret, spaced, now)).toBe(step);
  });

  it("makes 160-bit secrets, grouped in fours for reading", () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(groupSecret("ABCDEFGHIJKLMNOP")).toBe("ABCD EFGH IJKL MNOP");
  });

  it("writes the otpauth URI authenticator apps read", () => {
    const uri = otpauthUri("JBSWY3DPEHPK3PXP", "admin@example.com", "SMART PARKING");
    expect(uri).toBe(
      "otpauth://totp/SMART%20PARKING:admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=SMART+PARKING&algorithm=SHA1&digits=6&period=30",
    );
  });
});

describe("base32 (RFC 4648 §10)", () => {
  const vectors: [string, string][] = [
    ["", ""],
    ["f", "MY======"],
    ["fo", "MZXQ===="],
    ["foo", "MZXW6==="],
    ["foob", "MZXW6YQ="],
    ["fooba", "MZXW6YTB"],
    ["foobar", "MZXW6YTBOI======"],
  ];
  it.each(vectors)("%j ↔ %s", (plain, encoded) => {
    expect(base32Encode(Buffer.from(plain))).toBe(encoded);
    expect(base32Decode(encoded)?.toString()).toBe(plain);
  });

  it("reads what people type (lower case, spaces, dashes, no padding) and refuses other letters", () => {
    expect(base32Decode("mzxw 6ytb-oi")?.toString()).toBe("foobar");
    expect(base32Decode("MZXW1")).toBeUndefined();
    expect(base32Decode("MZXW8")).toBeUndefined();
  });
});

describe("secret box", () => {
  it("opens with the key that sealed it, says when that key is no longer the newest, and binds the context", () => {
    const sealed = seal("SECRET", "totp:u1", ["old-secret-0123456789abcdef0123456789"]);
    expect(sealed.box).not.toContain("SECRET");
    expect(open(sealed, "totp:u1", ["old-secret-0123456789abcdef0123456789"])).toEqual({ plain: "SECRET", stale: false });
    expect(open(sealed, "totp:u1", ["new-secret-0123456789abcdef0123456789", "old-secret-0123456789abcdef0123456789"])).toEqual({
      plain: "SECRET",
      stale: true,
    });
    expect(open(sealed, "totp:u2", ["old-secret-0123456789abcdef0123456789"])).toBeUndefined();
    expect(open(sealed, "totp:u1", ["new-secret-0123456789abcdef0123456789"])).toBeUndefined();
    // A character in the middle: all six of its bits are data (the last one's low bits may be padding,
    // so changing "AA" into "AB" there could decode to the same bytes, about one run in 4,000).
    const at = Math.floor(sealed.box.length / 2);
    const tampered = { ...sealed, box: `${sealed.box.slice(0, at)}${sealed.box[at] === "A" ? "B" : "A"}${sealed.box.slice(at + 1)}` };
    expect(open(tampered, "totp:u1", ["old-secret-0123456789abcdef0123456789"])).toBeUndefined();
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes of 50 random bits, read however they are typed", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(normaliseRecoveryCode(" ABCDE-fghij ")).toBe("abcdefghij");
  });
});

describe("the seeded admin's secret", () => {
  it("stays out of what is deployed: nothing in app/ or functions/ imports infra/ or spells the secret", () => {
    const root = resolve(import.meta.dirname, "../..");
    const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "app", "functions"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter((f) => /\.(ts|tsx)$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    const offenders = files.filter((f) => {
      const source = readFileSync(join(root, f), "utf8");
      return /from ["'][^"']*infra\//.test(source) || source.includes(DEMO_ADMIN_TOTP_SECRET);
    });
    expect(offenders).toEqual([]);
  });
});
