import { timingSafeEqual } from "node:crypto";
import type { Config } from "../config";
import { readOnce, secretsManagerReader } from "../ports/secrets/secret-reader";

/**
 * Only CloudFront may reach the functions (docs/decisions/007-security.md). The HTTP API's own
 * execute-api URL is public and cannot be switched off without a custom domain, so CloudFront adds
 * a secret origin header to every request it forwards, and each function refuses a request that
 * lacks it. That also makes the viewer address CloudFront stamps (`x-viewer-ip`) trustworthy: a
 * request that did not come through CloudFront never gets as far as reading it.
 *
 * Off AWS there is no CloudFront: every request is admitted and the connection's own address is
 * the client's, whatever `x-viewer-ip` a caller sends.
 */
export const EDGE_SECRET_HEADER = "x-origin-verify";
export const VIEWER_IP_HEADER = "x-viewer-ip";
export const EDGE_REFUSED_MESSAGE = "Forbidden.";

export type EdgeVerdict = { admitted: true; clientIp: string } | { admitted: false };

/** Reads the secret's value(s): comma-separated, so a new value can be rolled out before the old one goes. */
export type EdgeSecretSource = () => Promise<string[]>;

export async function admitFromEdge(
  cfg: Pick<Config, "EDGE_SECRET_ARN" | "AWS_REGION">,
  header: (name: string) => string | null | undefined,
  connectionIp: string | undefined,
  source: EdgeSecretSource = secretsManagerSource(cfg),
): Promise<EdgeVerdict> {
  if (!cfg.EDGE_SECRET_ARN) return { admitted: true, clientIp: connectionIp || "unknown" };
  const presented = header(EDGE_SECRET_HEADER) ?? "";
  const accepted = await source();
  if (!presented || !accepted.some((value) => sameSecret(presented, value))) return { admitted: false };
  const stamped = header(VIEWER_IP_HEADER)?.trim();
  return { admitted: true, clientIp: stamped && /^[0-9a-fA-F:.]{2,45}$/.test(stamped) ? stamped : connectionIp || "unknown" };
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

let cached: { arn: string; values: ReturnType<typeof readOnce<string[]>> } | undefined;

/** Read once per cold start; a failed read is not kept, so the next request tries again. */
function secretsManagerSource(cfg: Pick<Config, "EDGE_SECRET_ARN" | "AWS_REGION">): EdgeSecretSource {
  return () => {
    const arn = cfg.EDGE_SECRET_ARN!;
    if (cached?.arn !== arn) {
      const read = secretsManagerReader(cfg.AWS_REGION);
      cached = {
        arn,
        values: readOnce(async () =>
          (await read(arn))
            .split(",")
            .map((value) => value.trim())
            .filter((value) => value.length >= 32),
        ),
      };
    }
    return cached.values.get();
  };
}
