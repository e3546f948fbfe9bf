import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { LAMBDA_NATIVE_DIR, REPO_ROOT, SHARP_BINARIES } from "./lazy-libraries";

/**
 * Fetches sharp's binaries for Lambda's platform (Linux arm64, glibc) into .cache/lambda-native, at
 * install time (`npm install` runs it as postinstall; `npm run lambda:native` by hand), so that
 * `cdk synth` copies them and never reaches the registry. `npm ci` installs only the machine's own
 * platform's binaries; the versions are the ones the installed sharp asks for.
 */
const sharp = JSON.parse(readFileSync(join(REPO_ROOT, "node_modules/sharp/package.json"), "utf8")) as {
  optionalDependencies: Record<string, string>;
};

function installed(name: string, version: string): boolean {
  const manifest = join(LAMBDA_NATIVE_DIR, "node_modules", name, "package.json");
  return existsSync(manifest) && (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version === version;
}

const wanted = SHARP_BINARIES.map((name) => ({ name, version: sharp.optionalDependencies[name] }));
const missing = wanted.filter(({ name, version }) => !version || !installed(name, version));
if (missing.length === 0) {
  process.stdout.write(`lambda-native: ${wanted.map((w) => `${w.name}@${w.version}`).join(", ")} already in .cache/lambda-native\n`);
} else {
  const tarballs = mkdtempSync(join(tmpdir(), "sp-lambda-native-"));
  try {
    for (const { name, version } of missing) {
      if (!version) throw new Error(`sharp ${JSON.stringify(sharp)} names no ${name}`);
      // npm pack fetches the tarball (from npm's cache when it has it) without installing anything.
      const file = execFileSync("npm", ["pack", `${name}@${version}`, "--pack-destination", tarballs, "--silent"], {
        cwd: tarballs,
        encoding: "utf8",
      })
        .trim()
        .split("\n")
        .at(-1)!;
      const target = join(LAMBDA_NATIVE_DIR, "node_modules", name);
      rmSync(target, { recursive: true, force: true });
      mkdirSync(target, { recursive: true });
      execFileSync("tar", ["-xzf", join(tarballs, file), "-C", target, "--strip-components=1"]);
      process.stdout.write(`lambda-native: ${name}@${version} → .cache/lambda-native\n`);
    }
  } finally {
    rmSync(tarballs, { recursive: true, force: true });
  }
}
