import { build, type Metafile } from "esbuild";
import { join } from "node:path";
import { BESIDE_THE_BUNDLE, LAMBDA_BUNDLE } from "../../infra/constructs/node-function";

/**
 * Bundles `entry` into `<dir>/index.mjs` with the Lambda's esbuild options (node-function.ts), for
 * the infra tests that then run CDK's afterBundling command on it and the bundle itself. Lambda's
 * runtime provides the AWS SDK; outside it nothing does, so here the SDK is bundled too.
 */
export async function buildLambdaBundle(entry: string, dir: string): Promise<Metafile> {
  const built = await build({
    entryPoints: [entry],
    metafile: true,
    bundle: true,
    platform: "node",
    format: "esm",
    target: LAMBDA_BUNDLE.target,
    external: [...LAMBDA_BUNDLE.externalModules.filter((m) => !m.startsWith("@aws-sdk")), ...BESIDE_THE_BUNDLE],
    banner: { js: LAMBDA_BUNDLE.banner },
    minify: LAMBDA_BUNDLE.minify,
    outfile: join(dir, "index.mjs"),
    logLevel: "silent",
  });
  return built.metafile;
}
