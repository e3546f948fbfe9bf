import type { SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { createSecretsClient, onFirstUse, type ClientSource } from "../aws-clients";

/**
 * The one place that talks to Secrets Manager: a secret's string value by ARN. Callers parse it
 * (functions/core/secrets.ts, functions/core/security/edge-guard.ts).
 */
export type SecretReader = (arn: string) => Promise<string>;

export function secretsManagerReader(
  region: string,
  source: ClientSource<SecretsManagerClient> = () => createSecretsClient(region),
): SecretReader {
  // Built on the first read, not when the function starts (decision 034).
  const client = onFirstUse(source);
  return async (arn) => {
    const [secrets, { GetSecretValueCommand }] = await Promise.all([client(), import("@aws-sdk/client-secrets-manager")]);
    const out = await secrets.send(new GetSecretValueCommand({ SecretId: arn }));
    return out.SecretString ?? "";
  };
}

/**
 * Secrets are read once per cold start, not per request; a failed read is not kept, so the next
 * request tries again rather than failing until the function is recycled.
 */
export function readOnce<T>(read: () => Promise<T>): { get(): Promise<T>; reset(): void } {
  let pending: Promise<T> | undefined;
  return {
    get() {
      pending ??= read().catch((error: unknown) => {
        pending = undefined;
        throw error;
      });
      return pending;
    },
    reset() {
      pending = undefined;
    },
  };
}
