import { readFileSync } from "node:fs";
import { describe, expect, inject, it } from "vitest";

/**
 * DynamoDB Local and s3rver hold the local data with no authentication: they must listen on
 * 127.0.0.1 only, never on an address another machine can reach (issue 9, item 7). Read from the
 * kernel's socket table, so the test holds whatever interfaces this machine has.
 */
function listeningAddresses(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const found: string[] = [];
  for (const file of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    let text = "";
    try {
      text = readFileSync(file, "utf8");
    } catch {
      continue;
    }
    for (const line of text.split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // 0A is TCP_LISTEN.
      if (state === "0A" && local?.endsWith(`:${hexPort}`)) found.push(decode(local.split(":")[0]!));
    }
  }
  return found;
}

/** /proc/net addresses are little-endian hex per 32-bit word. */
function decode(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((word) => word.match(/../g)!.reverse().join(""));
  if (words.length === 1)
    return words[0]!
      .match(/../g)!
      .map((b) => parseInt(b, 16))
      .join(".");
  const v6 = words.join("");
  if (v6.startsWith("00000000000000000000FFFF"))
    return `::ffff:${v6
      .slice(24)
      .match(/../g)!
      .map((b) => parseInt(b, 16))
      .join(".")}`;
  return v6.match(/.{4}/g)!.join(":").toLowerCase();
}

describe.runIf(process.platform === "linux")("the local stack listens on loopback only", () => {
  const { dynamoEndpoint, s3Endpoint } = inject("localStack");
  for (const [name, endpoint] of [
    ["DynamoDB Local", dynamoEndpoint],
    ["s3rver", s3Endpoint],
  ] as const) {
    it(`${name} listens on 127.0.0.1 and nowhere else`, () => {
      const addresses = listeningAddresses(Number(new URL(endpoint).port));
      expect(addresses.length).toBeGreaterThan(0);
      for (const address of addresses) expect(["127.0.0.1", "::ffff:127.0.0.1"]).toContain(address);
    });
  }
});
