import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BESIDE_EVERY_BUNDLE, LAMBDA_BUNDLE, REPO_ROOT } from "../../infra/constructs/node-function";

/**
 * The Razorpay SDK beside every bundle, not inside it (issue 30): core chooses the gateway in
 * createServices for every function, so bundled, the SDK went into all of them. Built here with the
 * Lambda's esbuild options outside the repository, then run there with the SDK linked in beside it,
 * as CDK installs it.
 */
const out = mkdtempSync(join(tmpdir(), "sp-razorpay-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the Razorpay SDK in a Lambda bundle", () => {
  it("stays out of the bundle, and the bundle's adapter loads it from beside it", { timeout: 120_000 }, async () => {
    const entry = join(out, "entry.ts");
    const services = JSON.stringify(join(REPO_ROOT, "functions/core/services.ts"));
    // The adapter's own first-call import, the same specifier: what the bundle runs when it takes money.
    writeFileSync(
      entry,
      `export { createServices } from ${services};
       export const handler = async () => typeof (await import("razorpay")).default;`,
    );
    const built = await build({
      entryPoints: [entry],
      metafile: true,
      bundle: true,
      platform: "node",
      format: "esm",
      target: LAMBDA_BUNDLE.target,
      // Lambda's runtime provides the AWS SDK; here nothing does, so it is bundled too.
      external: [...LAMBDA_BUNDLE.externalModules.filter((m) => !m.startsWith("@aws-sdk")), ...BESIDE_EVERY_BUNDLE],
      banner: { js: LAMBDA_BUNDLE.banner },
      minify: LAMBDA_BUNDLE.minify,
      outfile: join(out, "index.mjs"),
      logLevel: "silent",
    });
    const inputs = Object.keys(built.metafile.inputs);
    expect(inputs.some((input) => input.endsWith("ports/payment/razorpay-gateway.ts"))).toBe(true);
    expect(inputs.filter((input) => /node_modules\/razorpay\//.test(input))).toEqual([]);

    mkdirSync(join(out, "node_modules"), { recursive: true });
    symlinkSync(join(REPO_ROOT, "node_modules", "razorpay"), join(out, "node_modules", "razorpay"));
    const script = `import("./index.mjs").then(async (m) => console.log(await m.handler()))`;
    expect(execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: out, encoding: "utf8" }).trim()).toBe("function");
  });
});
