import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildLambdaBundle } from "../support/lambda-bundle";
import { BUNDLED_FONT_DIR, FONT_FILES } from "@core/booking/documents/font-files";
import { besideBundleCommand, REPO_ROOT } from "../../infra/constructs/node-function";

/**
 * The documents' fonts in a Lambda (decision 024): a bundle ships no node_modules, so the bundling
 * hook copies the font files beside index.mjs. Built here for real with the Lambda's esbuild options
 * into a folder outside the repository (no node_modules above it), then CDK's afterBundling command
 * run on it (infra/bundling/beside-bundle.ts), then the bundle run there: the voucher must find its
 * fonts, and its libraries (pdf-lib, fontkit, qrcode) in the files placed beside the bundle
 * (decisions 034 and 055).
 */
const out = mkdtempSync(join(tmpdir(), "sp-fonts-"));
afterAll(() => rmSync(out, { recursive: true, force: true }));

describe("the document fonts in a Lambda bundle", () => {
  const files = Object.values(FONT_FILES).flatMap((w) => Object.values(w));

  it("lists files that exist, with distinct names", () => {
    for (const spec of files) expect(existsSync(join(REPO_ROOT, "node_modules", spec)), spec).toBe(true);
    expect(new Set(files.map((f) => basename(f))).size).toBe(files.length);
  });

  it("copies them beside the bundle, where the bundled code finds them without node_modules", { timeout: 120_000 }, async () => {
    const entry = join(out, "entry.ts");
    writeFileSync(
      entry,
      `import { voucherPdf } from ${JSON.stringify(join(REPO_ROOT, "functions/core/booking/documents/voucher.ts"))};
       export const handler = async (b) => (await voucherPdf(b, { name: "प्रिया शर्मा" })).byteLength;`,
    );
    const metafile = await buildLambdaBundle(entry, out);
    // The documents' libraries are not in the bundle.
    expect(Object.keys(metafile.inputs).filter((input) => /node_modules\/(pdf-lib|@pdf-lib|qrcode)\//.test(input))).toEqual([]);
    const placed = execFileSync("sh", ["-c", besideBundleCommand(out)], { encoding: "utf8" });
    expect(placed).toContain("pdf-lib, @pdf-lib/fontkit, qrcode");
    expect(placed).toContain("the documents' fonts");
    for (const spec of files) expect(existsSync(join(out, BUNDLED_FONT_DIR, basename(spec)))).toBe(true);

    const booking = {
      id: "01JDX4K7Q9M2ZB8R3T6W5Y1N0P",
      code: "SP-7K3F9Q",
      parkingName: "கார்த்திக் Parking",
      parkingCode: "BLR-WF-07",
      address: "MG Road",
      lat: 12.9,
      lng: 77.6,
      vehicle: { name: "Swift", number: "KA01AB1234", type: "Four Wheeler" },
      inTime: "2026-11-22T04:30:00.000Z",
      outTime: "2026-11-22T07:00:00.000Z",
      pricing: { hours: 2.5 },
      totalPrice: 118,
      status: "Confirmed",
      createdAt: "2026-11-20T10:00:00.000Z",
    };
    const script = `import("./index.mjs").then(async (m) => console.log(await m.handler(${JSON.stringify(booking)})))`;
    const size = execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: out, encoding: "utf8" });
    expect(Number(size)).toBeGreaterThan(5_000);

    // And without the copied fonts the same bundle fails: the test above did prove where they came from.
    rmSync(join(out, BUNDLED_FONT_DIR), { recursive: true });
    expect(() => execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: out, stdio: "pipe" })).toThrow();
  });
});
