import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";

/**
 * The one place that talks to Secrets Manager: a secret's string value by ARN. Callers parse it
 * (functions/core/secrets.ts, functions/core/security/edge-guard.ts).
 */
export type SecretReader = (arn: string) => Promise<string>;

export function secretsManagerReader(region: string, client = new SecretsManagerClient({ region })): SecretReader {
  return async (arn) => {
    const out = await client.send(new GetSecretValueCommand({ SecretId: arn }));
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
