import { cpSync, mkdirSync } from "node:fs";
import { basename, join } from "node:path";
import { BUNDLED_FONT_DIR, FONT_FILES } from "../../functions/core/booking/documents/font-files";
import { makesDocuments, NATIVE_LIBRARIES, placeBesideBundle, REPO_ROOT, type NativeLibrary } from "./lazy-libraries";

/**
 * Run by CDK after esbuild has bundled a function (node-function.ts, afterBundling):
 * `beside-bundle.ts <outputDir> [sharp]`. Places the libraries the bundle imports and the native
 * ones named, and the documents' fonts when the bundle can make a document (decision 024: they are
 * read from disk at run time). Nothing is installed and the network is never used.
 */
function copyFonts(outputDir: string): void {
  mkdirSync(join(outputDir, BUNDLED_FONT_DIR), { recursive: true });
  for (const spec of Object.values(FONT_FILES).flatMap((weights) => Object.values(weights)))
    cpSync(join(REPO_ROOT, "node_modules", spec), join(outputDir, BUNDLED_FONT_DIR, basename(spec)));
}

const [outputDir, ...named] = process.argv.slice(2);
if (!outputDir) throw new Error("usage: beside-bundle.ts <outputDir> [sharp]");
const unknown = named.filter((name) => !(NATIVE_LIBRARIES as readonly string[]).includes(name));
if (unknown.length) throw new Error(`not a native library: ${unknown.join(", ")}`);
const placed = await placeBesideBundle(outputDir, named as NativeLibrary[]);
if (makesDocuments(placed.lazy)) copyFonts(outputDir);
process.stdout.write(
  `beside the bundle: ${[...placed.lazy, ...placed.native].join(", ") || "nothing"}${makesDocuments(placed.lazy) ? " and the documents' fonts" : ""}\n`,
);
