import { build, version as esbuildVersion } from "esbuild";
import { createHash } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * What a Lambda asset carries beside its bundle, and how it is made without installing anything
 * (issue 33, decision 055). `cdk synth` used to `npm install` these into every asset from the npm
 * registry, nine times per synth, so it needed the network and took minutes.
 *
 * - **Lazy libraries** (pure JavaScript): kept out of the bundle and loaded by the first call that
 *   needs them (decision 034: a function that makes no PDF never parses pdf-lib). Each is built
 *   here, from the warm node_modules, into one ESM file at `node_modules/<name>/index.mjs` in the
 *   asset, so the bundle's `import("pdf-lib")` finds it as it found the installed package. An asset
 *   gets only the libraries its bundle imports: a function whose code cannot reach the documents
 *   carries neither them nor their fonts.
 * - **Native libraries** (sharp): its JavaScript built the same way, and its binaries for Lambda's
 *   platform (Linux on arm64, glibc) copied from `.cache/lambda-native`, which `npm install` fills
 *   (infra/bundling/lambda-native.ts). Only the functions that declare them get them.
 */
export const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

export const LAZY_LIBRARIES = ["pdf-lib", "@pdf-lib/fontkit", "qrcode", "razorpay"] as const;
export type LazyLibrary = (typeof LAZY_LIBRARIES)[number];

/** The libraries the booking documents use: their fonts go with them (decision 024). */
export const DOCUMENT_LIBRARIES: readonly LazyLibrary[] = ["pdf-lib", "@pdf-lib/fontkit", "qrcode"];

/** sharp's binaries for Lambda's platform: the add-on and the libvips it links to. */
export const LAMBDA_PLATFORM = "linux-arm64";
export const sharpBinaries = (platform: string) => [`@img/sharp-${platform}`, `@img/sharp-libvips-${platform}`];
export const SHARP_BINARIES = sharpBinaries(LAMBDA_PLATFORM);
export const NATIVE_LIBRARIES = ["sharp"] as const;
export type NativeLibrary = (typeof NATIVE_LIBRARIES)[number];

/** Where install time puts the Lambda platform's native packages (no network at synth). */
export const LAMBDA_NATIVE_DIR = join(REPO_ROOT, ".cache/lambda-native");
/** Built library files, reused across functions and synths while the library's version holds. */
const LIBRARY_CACHE = join(REPO_ROOT, ".cache/lambda-libraries");

/** The same createRequire banner as the bundles (node-function.ts): CommonJS code inside calls require(). */
const REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** The lazy libraries a bundle imports: each external import of one names it in the bundle's text. */
export function importedLibraries(bundle: string): LazyLibrary[] {
  return LAZY_LIBRARIES.filter((name) => new RegExp(`(?:import\\(|from)\\s*["']${name.replace("/", "\\/")}["']`).test(bundle));
}

function installedVersion(name: string, root = REPO_ROOT): string {
  const manifest = join(root, "node_modules", name, "package.json");
  if (!existsSync(manifest)) throw new Error(`${name} is not in ${root}node_modules: run npm ci first.`);
  return (JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version;
}

/**
 * One library as one ESM file (built once per version, then copied from the cache). Its own
 * dependencies go inside it; an ESM build is preferred where the package has one (pdf-lib), so the
 * named exports stay named. `external`: what must stay a separate package (sharp's binaries).
 */
export async function libraryFile(name: string, external: readonly string[] = []): Promise<string> {
  const version = installedVersion(name);
  // The options are part of the key: a file built with other externals is another file.
  const options = createHash("sha256")
    .update(JSON.stringify({ external, esbuild: esbuildVersion }))
    .digest("hex")
    .slice(0, 8);
  const file = join(LIBRARY_CACHE, `${name.replace("/", "+")}@${version}-${options}.mjs`);
  if (existsSync(file)) return file;
  mkdirSync(LIBRARY_CACHE, { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  await build({
    entryPoints: [name],
    absWorkingDir: REPO_ROOT,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    mainFields: ["module", "main"],
    external: [...external],
    banner: { js: REQUIRE_BANNER },
    minify: true,
    legalComments: "none",
    outfile: partial,
    logLevel: "error",
  });
  // Renamed into place: two functions bundling at once never read half a file.
  renameSync(partial, file);
  return file;
}

/** Writes a library file as the package `name` in `outputDir/node_modules`. */
function placePackage(outputDir: string, name: string, file: string): void {
  const dir = join(outputDir, "node_modules", name);
  mkdirSync(dir, { recursive: true });
  cpSync(file, join(dir, "index.mjs"));
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name, type: "module", main: "./index.mjs", exports: "./index.mjs" }));
}

/**
 * sharp for Lambda: its JavaScript as one file, and the platform's binaries from install time.
 * `platform` is Lambda's but for the test that runs the result on this machine's own.
 */
export async function placeSharp(outputDir: string, nativeDir: string, platform = LAMBDA_PLATFORM): Promise<void> {
  placePackage(outputDir, "sharp", await libraryFile("sharp", ["@img/sharp-*"]));
  for (const binary of sharpBinaries(platform)) {
    const from = join(nativeDir, "node_modules", binary);
    if (!existsSync(join(from, "package.json")))
      throw new Error(
        `${binary} is missing from ${nativeDir}: sharp's binaries for Lambda are fetched at install time. Run \`npm run lambda:native\` (needs the npm registry once), then synth again.`,
      );
    cpSync(from, join(outputDir, "node_modules", binary), { recursive: true, dereference: true });
  }
}

/**
 * Puts beside the bundle in `outputDir` what it needs: the lazy libraries its code imports and the
 * native ones it declares. Returns what it placed.
 */
export async function placeBesideBundle(
  outputDir: string,
  native: readonly NativeLibrary[] = [],
  nativeDir = LAMBDA_NATIVE_DIR,
): Promise<{ lazy: LazyLibrary[]; native: NativeLibrary[] }> {
  const bundle = readFileSync(join(outputDir, "index.mjs"), "utf8");
  const lazy = importedLibraries(bundle);
  for (const name of lazy) placePackage(outputDir, name, await libraryFile(name));
  for (const name of native) if (name === "sharp") await placeSharp(outputDir, nativeDir);
  return { lazy, native: [...native] };
}

/** True when the bundle can make a booking document, so its asset needs the fonts. */
export const makesDocuments = (lazy: readonly LazyLibrary[]) => lazy.some((name) => DOCUMENT_LIBRARIES.includes(name));
