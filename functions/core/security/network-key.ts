import { isIP } from "node:net";

/**
 * The key a per-network limit counts under: an IPv4 address as it is, an IPv6 address as its /64
 * prefix (one subscriber's network: a phone changes the lower 64 bits at will), and an
 * IPv4-mapped IPv6 address (`::ffff:1.2.3.4`, as dual-stack servers report IPv4 peers) as its IPv4
 * address. Anything else (e.g. "unknown") is kept as it is.
 */
export function ipKey(ip: string): string {
  const raw = ip
    .trim()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/%.*$/, "");
  const family = isIP(raw);
  if (family === 4) return raw;
  if (family !== 6) return raw.toLowerCase() || "unknown";
  const groups = ipv6Groups(raw);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [hi, lo] = [groups[6]!, groups[7]!];
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (compressed `::` and a dotted IPv4 tail allowed). */
function ipv6Groups(ip: string): number[] {
  let text = ip.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::") as [string, string | undefined];
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const middle = tail === undefined ? [] : Array<string>(8 - front.length - back.length).fill("0");
  return [...front, ...middle, ...back].map((g) => parseInt(g, 16));
}
