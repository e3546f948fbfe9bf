import { Annotations, Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import { Architecture, Runtime, Tracing } from "aws-cdk-lib/aws-lambda";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SERVICE_NAME } from "../../functions/core/ports/telemetry/powertools-log";
import { LAZY_LIBRARIES, NATIVE_LIBRARIES, type NativeLibrary } from "../bundling/lazy-libraries";

/** Repository root, resolved from this file so synth works from any working directory. */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export function handlerEntry(entry: string): string {
  return fileURLToPath(new URL(`../../functions/handlers/${entry}.ts`, import.meta.url));
}

/**
 * Lambda deprecated nodejs20.x on 2026-04-30 and blocks creating functions on it from 2027-02-01, so
 * the deployed code runs on Node 22. Bundles target node20, the local toolchain, so the code the
 * tests exercise locally is the code Lambda runs.
 */
export const LAMBDA_RUNTIME = Runtime.NODEJS_22_X;

/**
 * How every Lambda bundle is built, shared with the cold-start bench (tests/bench/cold-start.ts) so it
 * measures the code Lambda runs.
 *
 * ESM output + a createRequire banner: @remix-run/architect and some dependencies still call
 * `require()` for Node built-ins (react-dom/server, @remix-run/node); in an ESM bundle that name does
 * not exist unless we recreate it. The AWS SDK v3 stays external because the Node.js runtime ships it.
 * `aws-sdk` (v2) is external only so the bundle builds: @remix-run/architect pulls in
 * @architect/functions, whose unused table/event/ws helpers `require('aws-sdk/clients/...')` lazily;
 * no code path we use calls them.
 */
export const LAMBDA_BUNDLE = {
  // The oldest Node that runs this code anywhere (local toolchain); Lambda runs it on 22.
  target: "node20",
  externalModules: ["@aws-sdk/*", "aws-sdk"],
  banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  minify: true,
} as const;

/**
 * Never inside a bundle: the lazy libraries (loaded on first use from a file beside the bundle) and
 * the native ones (sharp). infra/bundling/lazy-libraries.ts says how each gets beside it.
 */
export const BESIDE_THE_BUNDLE = [...LAZY_LIBRARIES, ...NATIVE_LIBRARIES] as const;

export interface AppFunctionProps {
  /** File under functions/handlers/, without `.ts` ("jobs/sweep", "contexts/booking"); it exports `handler`. */
  entry: string;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
  /** esbuild `define` replacements (e.g. NODE_ENV for React's production build). */
  define?: Record<string, string>;
  /**
   * Native libraries the function uses (sharp, for pictures): they cannot be bundled, so their
   * JavaScript and Lambda's platform's binaries are copied beside the bundle. Only the functions
   * that process pictures name it.
   */
  nativeLibraries?: NativeLibrary[];
  /** Where failed asynchronous invocations (SNS, EventBridge) land after their retries. */
  deadLetterQueue?: IQueue;
  /** Retries of a failed asynchronous invocation (Lambda's default is 2). */
  retryAttempts?: number;
}

/**
 * The command CDK runs after esbuild (afterBundling): infra/bundling/beside-bundle.ts places the
 * lazy libraries the bundle imports, the native ones named, and the documents' fonts when the
 * bundle can make a document. It installs nothing: synth never needs the network (issue 33).
 */
export function besideBundleCommand(outputDir: string, nativeLibraries: readonly NativeLibrary[] = []): string {
  const tsx = join(REPO_ROOT, "node_modules/tsx/dist/cli.mjs");
  const script = join(REPO_ROOT, "infra/bundling/beside-bundle.ts");
  return [process.execPath, tsx, script, outputDir, ...nativeLibraries].map((arg) => JSON.stringify(arg)).join(" ");
}

/** Memory of a function that sets none (the API contexts without uploads, the sweeper, reconciler, reminders). */
export const DEFAULT_MEMORY_MB = 512;

/**
 * The CloudWatch namespace of the business metrics (decision 032): the stack's name, so two
 * deployments in one account (staging, production) never add up each other's counts.
 */
export function metricsNamespace(scope: Construct): string {
  return Stack.of(scope).stackName;
}

/** Powertools' settings every function gets: logs and metrics through Powertools, one service name (decision 032). */
export function telemetryEnvironment(scope: Construct): Record<string, string> {
  return {
    TELEMETRY_ADAPTER: "powertools",
    POWERTOOLS_SERVICE_NAME: SERVICE_NAME,
    POWERTOOLS_METRICS_NAMESPACE: metricsNamespace(scope),
  };
}

/** One place for how every Lambda is built, so the API contexts, the jobs and the Remix server cannot diverge. */
export function createAppFunction(scope: Construct, id: string, props: AppFunctionProps): NodejsFunction {
  const logGroup = new LogGroup(scope, `${id}Logs`, {
    // Logs are operational, not records: a month is enough to debug and keeps the bill bounded.
    retention: RetentionDays.ONE_MONTH,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  Annotations.of(scope).acknowledgeWarning(
    "@aws-cdk/aws-lambda-nodejs:sdkV2NotInRuntime",
    "aws-sdk (v2) is external only so esbuild can finish; no code path we use loads it",
  );
  return new NodejsFunction(scope, id, {
    entry: handlerEntry(props.entry),
    handler: "handler",
    projectRoot: REPO_ROOT,
    depsLockFilePath: fileURLToPath(new URL("../../package-lock.json", import.meta.url)),
    runtime: LAMBDA_RUNTIME,
    // Graviton: cheaper per ms and at least as fast for this JS-only workload.
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? DEFAULT_MEMORY_MB,
    timeout: props.timeout ?? Duration.seconds(10),
    logGroup,
    // X-Ray: Lambda's own segment, plus Powertools' subsegments and AWS SDK calls (functions/handlers/shared/telemetry.ts).
    tracing: Tracing.ACTIVE,
    ...(props.deadLetterQueue ? { deadLetterQueue: props.deadLetterQueue } : {}),
    ...(props.retryAttempts !== undefined ? { retryAttempts: props.retryAttempts } : {}),
    environment: {
      APP_ENV: "production",
      NODE_OPTIONS: "--enable-source-maps",
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      ...telemetryEnvironment(scope),
      ...props.environment,
    },
    bundling: {
      format: OutputFormat.ESM,
      target: LAMBDA_BUNDLE.target,
      externalModules: [...LAMBDA_BUNDLE.externalModules, ...BESIDE_THE_BUNDLE],
      banner: LAMBDA_BUNDLE.banner,
      minify: LAMBDA_BUNDLE.minify,
      sourceMap: true,
      // Line numbers are enough for stack traces; embedding sources would double the zip size.
      sourcesContent: false,
      define: props.define,
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: (_inputDir, outputDir) => [besideBundleCommand(outputDir, props.nativeLibraries)],
      },
    },
  });
}
