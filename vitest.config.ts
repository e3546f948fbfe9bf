import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";
import { availableParallelism } from "node:os";

export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)), "@core": fileURLToPath(new URL("./functions/core", import.meta.url)) },
  },
  test: {
    include: [
      "tests/unit/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/infra/**/*.test.ts",
      "functions/**/*.test.ts",
      "app/**/*.test.ts",
    ],
    globalSetup: ["tests/integration/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest leaves one core free by default, which on CI's two cores means one file at a time.
    // Each file has its own table and bucket, and the integration files mostly wait on DynamoDB
    // Local: two at a time took the run from 343 s to 191 s there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true", LOG_LEVEL: "silent" },
  },
});
