import { z } from "zod";

/**
 * Every setting the services read, validated once. A missing or malformed variable is named in the
 * error so an operator sees at once what to set (ARCHITECTURE §7).
 */
const envSchema = z.object({
  APP_ENV: z.enum(["local", "test", "production"]).default("local"),
  AWS_REGION: z.string().min(1).default("ap-south-1"),
  TABLE_NAME: z.string().min(1),
  FILES_BUCKET: z.string().min(1),
  /** Set only for the embedded stack: DynamoDB Local's URL. */
  DYNAMODB_ENDPOINT: z.string().url().optional(),
  /** Set only for the embedded stack: s3rver's URL. */
  S3_ENDPOINT: z.string().url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = issue.path.join(".");
      return env[name] === undefined ? `${name} is missing` : `${name}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const config = result.data;
  // The embedded endpoints exist only off AWS; in production they would silently bypass the real services.
  if (config.APP_ENV === "production" && (config.DYNAMODB_ENDPOINT || config.S3_ENDPOINT)) {
    throw new ConfigError("Invalid configuration: DYNAMODB_ENDPOINT and S3_ENDPOINT must not be set in production");
  }
  return config;
}

let cached: Config | undefined;

export function config(): Config {
  cached ??= parseConfig(process.env);
  return cached;
}

/** For tests and the local stack, which set the environment before the first service call. */
export function resetConfig(): void {
  cached = undefined;
}
