import { describe, expect, it } from "vitest";
import { locateIp, parseUserAgent } from "@core/account/device-context";
import { sniffImage } from "@core/account/profile-image";
import { toMime } from "@core/ports/mail/mime";
import { hashPassword, passwordCost, PASSWORD_COST, TEST_PASSWORD_COST, verifyPassword } from "@core/security/password";
import { ipKey } from "@core/security/network-key";
import { backoffDelayMs, isDeviceId, SIGN_IN_BACKOFF } from "@core/security/sign-in-throttle";
import { readDeviceId } from "../../app/utils/device-cookie.server";
import { signAccessToken, verifyAccessToken } from "@core/session/access-token";
import { safeRedirect } from "../../app/utils/session.server";

// The device cookie's name depends on APP_ENV (`__Host-` only in production).
Object.assign(process.env, { LOG_LEVEL: "silent", APP_ENV: "test", TABLE_NAME: "unused", FILES_BUCKET: "unused" });

const SECRET = "unit-test-secret-0123456789abcdef0123456789";

describe("access tokens", () => {
  const claims = { sub: "u1", role: "user" as const, ver: 1, aud: "user" as const };

  it("verify when genuine and unexpired", () => {
    const now = Date.UTC(2026, 10, 21, 10);
    const token = signAccessToken(claims, SECRET, now);
    expect(verifyAccessToken(token, SECRET, now + 60_000)).toMatchObject({ ...claims, exp: now / 1000 + 900 });
  });

  it("fail once expired, with another key, or tampered", () => {
    const now = Date.UTC(2026, 10, 21, 10);
    const token = signAccessToken(claims, SECRET, now);
    expect(verifyAccessToken(token, SECRET, now + 900_000)).toBeUndefined();
    expect(verifyAccessToken(token, `${SECRET}x`, now)).toBeUndefined();
    const [h, p, s] = token.split(".") as [string, string, string];
    const elevated = Buffer.from(JSON.stringify({ ...claims, role: "admin", iat: now / 1000, exp: now / 1000 + 900 })).toString(
      "base64url",
    );
    expect(verifyAccessToken(`${h}.${elevated}.${s}`, SECRET, now)).toBeUndefined();
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect(verifyAccessToken(`${none}.${p}.`, SECRET, now)).toBeUndefined();
  });
});

describe("passwords", () => {
  it("hash with scrypt and a random salt, and verify only the right password", async () => {
    const a = await hashPassword("Driver#2026");
    const b = await hashPassword("Driver#2026");
    expect(a).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("Driver#2026", a)).toBe(true);
    expect(await verifyPassword("driver#2026", a)).toBe(false);
    expect(await verifyPassword("Driver#2026", "not-a-hash")).toBe(false);
  });

  it("use the full cost everywhere but the test runners, and verify a hash made at either cost", async () => {
    expect(passwordCost({ APP_ENV: "production" })).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    expect(passwordCost({ APP_ENV: "local" })).toBe(PASSWORD_COST);
    expect(passwordCost({ APP_ENV: "test" })).toBe(TEST_PASSWORD_COST);
    const cheap = await hashPassword("Driver#2026", TEST_PASSWORD_COST);
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword("Driver#2026", cheap)).toBe(true);
    expect(await verifyPassword("Driver#2027", cheap)).toBe(false);
  });
});

describe("safe redirects", () => {
  it.each([
    ["/profile?tab=1", "/profile?tab=1"],
    ["//evil.example", "/"],
    ["https://evil.example", "/"],
    ["/\\evil.example", "/"],
    ["javascript:alert(1)", "/"],
    [null, "/"],
  ])("%s → %s", (to, expected) => {
    expect(safeRedirect(to)).toBe(expected);
  });
});

describe("device contexts", () => {
  it("reads browser, OS and device type from common user agents", () => {
    expect(parseUserAgent("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/156.0 Mobile Safari/537.36")).toEqual({
      browser: "Chrome",
      os: "Android",
      deviceType: "mobile",
    });
    expect(parseUserAgent("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) Version/17.0 Safari/604.1")).toMatchObject({
      os: "iOS",
      deviceType: "tablet",
      browser: "Safari",
    });
    expect(parseUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/156.0 Safari/537.36 Edg/156.0")).toMatchObject({
      browser: "Edge",
      os: "Windows",
      deviceType: "desktop",
    });
    expect(parseUserAgent("")).toEqual({ browser: "Unknown browser", os: "Unknown OS", deviceType: "unknown" });
  });

  it("names local addresses and shows others by network only", () => {
    expect(locateIp("127.0.0.1")).toBe("This computer");
    expect(locateIp("::ffff:192.168.1.4")).toBe("Local network");
    expect(locateIp("49.36.10.200")).toBe("Network 49.36.x.x");
  });
});

describe("image sniffing", () => {
  it("decides by content, not by name", () => {
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))?.contentType).toBe("image/jpeg");
    expect(sniffImage(Buffer.from("GIF89a....."))?.ext).toBe("gif");
    expect(sniffImage(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))?.ext).toBe("webp");
    expect(sniffImage(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(sniffImage(Buffer.from("%PDF-1.7"))).toBeUndefined();
  });
});

describe("mail as MIME", () => {
  it("encodes text, HTML and attachments so any mail client reads them", () => {
    const mime = toMime(
      {
        to: "a@example.com",
        subject: "Booking ₹120",
        text: "Hello",
        html: "<p>Hello</p>",
        attachments: [{ filename: "voucher.pdf", contentType: "application/pdf", content: Buffer.from("%PDF") }],
      },
      "SMART PARKING <no-reply@smartparking.in>",
    );
    expect(mime).toContain("To: a@example.com");
    expect(mime).toContain(`Subject: =?UTF-8?B?${Buffer.from("Booking ₹120").toString("base64")}?=`);
    expect(mime).toContain('Content-Disposition: attachment; filename="voucher.pdf"');
    expect(mime).toContain(Buffer.from("<p>Hello</p>").toString("base64"));
  });
});

describe("per-network rate-limit keys", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    [" 203.0.113.7 ", "203.0.113.7"],
    ["2001:db8::1", "2001:db8:0:0::/64"],
    ["2001:0DB8:0000:0000:0000:0000:0000:0001", "2001:db8:0:0::/64"],
    ["2001:db8:aa:bb:1:2:3:4", "2001:db8:aa:bb::/64"],
    ["2001:db8:aa:bb::", "2001:db8:aa:bb::/64"],
    ["::ffff:1.2.3.4", "1.2.3.4"],
    ["::FFFF:1.2.3.4", "1.2.3.4"],
    ["::ffff:102:304", "1.2.3.4"],
    ["[2001:db8::1]", "2001:db8:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["64:ff9b::1.2.3.4", "64:ff9b:0:0::/64"],
    ["unknown", "unknown"],
    ["", "unknown"],
  ])("%j → %s", (ip, key) => {
    expect(ipKey(ip)).toBe(key);
  });

  it("puts every address of one /64 under one key and neighbouring /64s under their own", () => {
    const a = ipKey("2409:4071:1a2b:3c4d:1111:2222:3333:4444");
    expect(ipKey("2409:4071:1a2b:3c4d::9")).toBe(a);
    expect(ipKey("2409:4071:1a2b:3c4e::9")).not.toBe(a);
  });
});

describe("sign-in back-off", () => {
  it("is free for the first failures, then doubles from 30 s up to 15 minutes", () => {
    const free = SIGN_IN_BACKOFF.freeFailures;
    expect(Array.from({ length: free - 1 }, (_, i) => backoffDelayMs(i + 1))).toEqual(Array(free - 1).fill(0));
    expect([free, free + 1, free + 2, free + 3, free + 4, free + 5].map((n) => backoffDelayMs(n))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 900_000,
    ]);
    expect(backoffDelayMs(50)).toBe(900_000);
    expect(backoffDelayMs(5000)).toBe(900_000);
  });

  it("reads only a well-formed device cookie", () => {
    const id = "AbCdEfGhIjKlMnOpQrStUv";
    expect(isDeviceId(id)).toBe(true);
    expect(isDeviceId("short")).toBe(false);
    expect(isDeviceId(`${id};x`)).toBe(false);
    const withCookie = (cookie: string) => new Request("http://localhost/signin", { headers: { cookie } });
    expect(readDeviceId(withCookie(`a=1; __sp_device=${id}; b=2`))).toBe(id);
    expect(readDeviceId(withCookie("__sp_device=not valid!"))).toBeUndefined();
    expect(readDeviceId(withCookie("x__sp_device=AbCdEfGhIjKlMnOpQrStUv"))).toBeUndefined();
    expect(readDeviceId(new Request("http://localhost/"))).toBeUndefined();
  });
});
