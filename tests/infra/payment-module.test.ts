import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildLambdaBundle } from "../support/lambda-bundle";
import { besideBundleCommand, REPO_ROOT } from "../../infra/constructs/node-function";

/**
 * The Razorpay SDK beside every bundle, not inside it (issue 30): core chooses the gateway in
 * createServices for every function, so bundled, the SDK went into all of them. Built here with the
 * Lambda's esbuild options outside the repository, then CDK's afterBundling command places the SDK
 * beside it as one file (issue 33: nothing is installed), and the bundle runs there.
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
    const metafile = await buildLambdaBundle(entry, out);
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.some((input) => input.endsWith("ports/payment/razorpay-gateway.ts"))).toBe(true);
    expect(inputs.filter((input) => /node_modules\/razorpay\//.test(input))).toEqual([]);

    execFileSync("sh", ["-c", besideBundleCommand(out)]);
    // One file, not the SDK's installed tree (axios and its dependencies are inside it).
    expect(existsSync(join(out, "node_modules/razorpay/index.mjs"))).toBe(true);
    expect(existsSync(join(out, "node_modules/axios"))).toBe(false);
    const script = `import("./index.mjs").then(async (m) => console.log(await m.handler()))`;
    expect(execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: out, encoding: "utf8" }).trim()).toBe("function");
  });
});
