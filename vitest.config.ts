import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";
import { readdirSync, readFileSync } from "node:fs";

/**
 * The integration files share their worker's module cache (isolate: false): each one imported the
 * whole of core, the routes and the SDK afresh, which was 80 of their 177 s on two cores; shared,
 * the same 62 files took 106 s. They can share it because each makes its own table, bucket and
 * services (tests/support/local-services.ts), and those that reach core's one-per-process services
 * set them first (useServicesForHandlers). A file that replaces a module (vi.mock) stays isolated:
 * a mock would otherwise leak into the next file in the same worker.
 */
const INTEGRATION = "tests/integration";
const MOCKING = readdirSync(INTEGRATION)
  .filter((name) => name.endsWith(".test.ts") && /\bvi\.(do)?mock\(/.test(readFileSync(`${INTEGRATION}/${name}`, "utf8")))
  .map((name) => `${INTEGRATION}/${name}`);

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@core": fileURLToPath(new URL("./functions/core", import.meta.url)) },
  },
  test: {
    globalSetup: ["tests/integration/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest leaves one core free by default, which on CI's two cores means one file at a time.
    // Each file has its own table and bucket, and the integration files mostly wait on DynamoDB
    // Local: two at a time took the run from 343 s to 191 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true", LOG_LEVEL: "silent" },
    projects: [
      {
        extends: true,
        test: {
          name: "isolated",
          include: ["tests/unit/**/*.test.ts", "tests/infra/**/*.test.ts", "functions/**/*.test.ts", "app/**/*.test.ts", ...MOCKING],
        },
      },
      {
        extends: true,
        test: { name: "integration", include: [`${INTEGRATION}/**/*.test.ts`], exclude: MOCKING, isolate: false },
      },
    ],
  },
});
