import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAZY_LIBRARIES, REPO_ROOT, SHARP_BINARIES } from "../../infra/bundling/lazy-libraries";

/**
 * `cdk synth` with the npm registry unreachable (issue 33): npm is told to stay offline and its
 * registry is an address nothing answers, and no proxy is set. Synth must pass, and every
 * function's asset hold its bundle and only what was placed beside it: no installed package tree.
 * The real bundling, so it takes a minute or two: the one test of the suite that runs CDK's esbuild.
 */
const out = mkdtempSync(join(tmpdir(), "sp-synth-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Resource {
  Type: string;
  Metadata?: Record<string, string>;
}

let synth: ReturnType<typeof spawnSync>;
let functions: Record<string, string>;

beforeAll(() => {
  const { HTTP_PROXY: _h, HTTPS_PROXY: _s, http_proxy: _hl, https_proxy: _sl, ...env } = process.env;
  synth = spawnSync(process.execPath, [join(REPO_ROOT, "node_modules/aws-cdk/bin/cdk"), "synth", "--quiet", "--output", out], {
    cwd: REPO_ROOT,
    env: { ...env, npm_config_offline: "true", npm_config_registry: "http://127.0.0.1:9/", CDK_DISABLE_VERSION_CHECK: "1" },
    encoding: "utf8",
    timeout: 540_000,
  });
  if (synth.status !== 0) return;
  const template = JSON.parse(readFileSync(join(out, "SmartParking.template.json"), "utf8")) as { Resources: Record<string, Resource> };
  functions = Object.fromEntries(
    Object.entries(template.Resources)
      .filter(([id, r]) => r.Type === "AWS::Lambda::Function" && !id.startsWith("Custom"))
      .map(([id, r]) => [id, join(out, r.Metadata!["aws:asset:path"]!)]),
  );
}, 600_000);

const besides = (asset: string) =>
  existsSync(join(asset, "node_modules"))
    ? readdirSync(join(asset, "node_modules")).flatMap((name) =>
        name.startsWith("@") ? readdirSync(join(asset, "node_modules", name)).map((sub) => `${name}/${sub}`) : [name],
      )
    : [];
const asset = (prefix: string) => Object.entries(functions).find(([id]) => id.startsWith(prefix))![1];

describe("cdk synth without the npm registry", () => {
  it("passes", () => {
    expect(synth.status, `${synth.stderr}`.slice(-3000)).toBe(0);
    expect(Object.keys(functions).length).toBeGreaterThanOrEqual(9);
  });

  it("leaves in each asset the bundle and only the libraries placed beside it, nothing installed", () => {
    const allowed = new Set<string>([...LAZY_LIBRARIES, "sharp", ...SHARP_BINARIES]);
    for (const [id, dir] of Object.entries(functions)) {
      expect(existsSync(join(dir, "index.mjs")), id).toBe(true);
      expect(
        besides(dir).filter((name) => !allowed.has(name)),
        id,
      ).toEqual([]);
    }
  });

  it("gives the document libraries and fonts only to functions whose code makes documents", () => {
    for (const prefix of ["ApiBooking", "WebRemixServer", "PaymentReconciler", "HoldSweeper", "RemindersFunction"]) {
      expect(besides(asset(prefix)), prefix).toEqual(expect.arrayContaining(["pdf-lib", "@pdf-lib/fontkit", "qrcode"]));
      expect(existsSync(join(asset(prefix), "fonts")), prefix).toBe(true);
    }
    for (const prefix of ["ApiParking", "ApiCommunity", "ApiAccounts", "ContentCheckFunction"]) {
      expect(
        besides(asset(prefix)).filter((name) => /pdf-lib|qrcode/.test(name)),
        prefix,
      ).toEqual([]);
      expect(existsSync(join(asset(prefix), "fonts")), prefix).toBe(false);
    }
  });

  it("gives sharp and its Lambda binaries only to the functions that process pictures", () => {
    for (const prefix of ["ApiCommunity", "ApiAccounts", "ContentCheckFunction", "WebRemixServer"])
      expect(besides(asset(prefix)), prefix).toEqual(expect.arrayContaining(["sharp", ...SHARP_BINARIES]));
    for (const prefix of ["ApiParking", "ApiBooking", "PaymentReconciler", "HoldSweeper", "RemindersFunction"])
      expect(
        besides(asset(prefix)).filter((name) => name.includes("sharp")),
        prefix,
      ).toEqual([]);
  });
});
