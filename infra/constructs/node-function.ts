import { Annotations, Duration, RemovalPolicy, Stack } from "aws-cdk-lib";
import { Architecture, Runtime, Tracing } from "aws-cdk-lib/aws-lambda";
import type { IQueue } from "aws-cdk-lib/aws-sqs";
import { NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { Construct } from "constructs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import { BUNDLED_FONT_DIR, FONT_FILES } from "../../functions/core/booking/documents/font-files";
import { SERVICE_NAME } from "../../functions/core/ports/telemetry/powertools-log";

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
 * The booking documents' libraries (pdf-lib, fontkit, qrcode: about 1.6 MB of the 2.3 MB bundles
 * that send confirmations), installed beside every bundle instead of inside it and loaded by the
 * first document a process makes (booking/documents/). Bundled, they were parsed at every cold
 * start; beside the bundle, a function that sends no document never reads them (decision 034).
 * Every function gets them, as every function gets the fonts (documentFontCommands).
 */
export const DOCUMENT_MODULES = ["pdf-lib", "@pdf-lib/fontkit", "qrcode"] as const;

/**
 * The Razorpay SDK, installed beside every bundle for the same reason: core chooses the payment
 * gateway in createServices for every function, and its adapter imports the SDK at its first call
 * (ports/payment/razorpay-gateway.ts). Bundled, esbuild inlined that dynamic import into every
 * bundle (about 335 KiB); beside it, only a function that takes or returns money ever reads it.
 */
export const PAYMENT_MODULES = ["razorpay"] as const;

/** Installed beside every bundle and loaded on first use, never bundled. */
export const BESIDE_EVERY_BUNDLE = [...DOCUMENT_MODULES, ...PAYMENT_MODULES] as const;

export interface AppFunctionProps {
  /** File under functions/handlers/, without `.ts` ("jobs/sweep", "contexts/booking"); it exports `handler`. */
  entry: string;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
  /** esbuild `define` replacements (e.g. NODE_ENV for React's production build). */
  define?: Record<string, string>;
  /**
   * Packages installed beside the bundle instead of inside it: native code (sharp, for post
   * pictures) cannot be bundled. Installed for the function's platform, not the machine's.
   */
  nodeModules?: string[];
  /** Where failed asynchronous invocations (SNS, EventBridge) land after their retries. */
  deadLetterQueue?: IQueue;
  /** Retries of a failed asynchronous invocation (Lambda's default is 2). */
  retryAttempts?: number;
}

/**
 * npm's settings that pick native packages (sharp's @img/sharp-linux-arm64 and its libvips) for
 * Lambda's Linux on Graviton with glibc, whatever machine runs `cdk synth`: installed for the
 * laptop's platform, the function would fail at its first picture.
 */
export const LAMBDA_NATIVE_PLATFORM = { npm_config_os: "linux", npm_config_cpu: "arm64", npm_config_libc: "glibc" } as const;

/** The bundling options that install `nodeModules` beside the bundle, for Lambda's platform. */
export function nativeModulesBundling(nodeModules: string[] | undefined): { nodeModules?: string[]; environment?: Record<string, string> } {
  return nodeModules?.length ? { nodeModules: [...nodeModules], environment: { ...LAMBDA_NATIVE_PLATFORM } } : {};
}

/**
 * The booking documents' fonts (decision 024), copied beside every bundle's index.mjs: they are read
 * from disk at run time (fonts.ts), and a Lambda ships no node_modules. Every function gets them (about
 * 2 MB): the Remix server, the payment API and the reconciler all render the confirmation's PDFs, and a
 * function left without them would fail its first confirmation e-mail, not its deployment.
 */
export function documentFontCommands(inputDir: string, outputDir: string): string[] {
  const files = Object.values(FONT_FILES).flatMap((weights) => Object.values(weights));
  return [
    `mkdir -p "${outputDir}/${BUNDLED_FONT_DIR}"`,
    ...files.map((spec) => `cp "${inputDir}/node_modules/${spec}" "${outputDir}/${BUNDLED_FONT_DIR}/${basename(spec)}"`),
  ];
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
      externalModules: [...LAMBDA_BUNDLE.externalModules],
      banner: LAMBDA_BUNDLE.banner,
      minify: LAMBDA_BUNDLE.minify,
      sourceMap: true,
      // Line numbers are enough for stack traces; embedding sources would double the zip size.
      sourcesContent: false,
      define: props.define,
      ...nativeModulesBundling([...BESIDE_EVERY_BUNDLE, ...(props.nodeModules ?? [])]),
      commandHooks: {
        beforeBundling: () => [],
        beforeInstall: () => [],
        afterBundling: documentFontCommands,
      },
    },
  });
}
