import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, openSync, readSync, closeSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { LAMBDA_NATIVE_DIR, placeSharp, REPO_ROOT, SHARP_BINARIES } from "../../infra/bundling/lazy-libraries";

/**
 * sharp beside a bundle without installing anything (issue 33): its JavaScript built into one file,
 * its binaries copied. Lambda's arm64 binaries cannot run on this machine, so the same placing is
 * run with this machine's binaries (from node_modules) and the result re-encodes a picture; then the
 * arm64 placing is checked to hold AArch64 code, as Lambda runs it.
 */
const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "sp-sharp-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** ELF's e_machine field: 183 is AArch64, 62 is x86-64. */
function elfMachine(file: string): number {
  const fd = openSync(file, "r");
  const header = Buffer.alloc(20);
  readSync(fd, header, 0, 20, 0);
  closeSync(fd);
  expect(header.subarray(0, 4).toString("latin1")).toBe("\x7fELF");
  return header.readUInt16LE(18);
}

describe("sharp beside a Lambda bundle", () => {
  it("placed with this machine's binaries, re-encodes a picture from outside the repository", { timeout: 120_000 }, async () => {
    const out = fresh();
    await placeSharp(out, REPO_ROOT, "linux-x64");
    const script = `
      const { default: sharp } = await import("sharp");
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#155bb5" } }).png().toBuffer();
      const webp = await sharp(png).webp().toBuffer();
      console.log((await sharp(webp).metadata()).format);`;
    expect(execFileSync(process.execPath, ["--input-type=module", "-e", script], { cwd: out, encoding: "utf8" }).trim()).toBe("webp");
  });

  it("placed for Lambda, carries AArch64 binaries from install time", { timeout: 120_000 }, async () => {
    expect(existsSync(join(LAMBDA_NATIVE_DIR, "node_modules", SHARP_BINARIES[0]!)), "npm install fetched them (postinstall)").toBe(true);
    const out = fresh();
    await placeSharp(out, LAMBDA_NATIVE_DIR);
    const addon = join(out, "node_modules", SHARP_BINARIES[0]!, "lib");
    const node = readdirSync(addon).find((name) => name.endsWith(".node"));
    expect(node).toBeTruthy();
    expect(elfMachine(join(addon, node!))).toBe(183);
    const libvips = join(out, "node_modules", SHARP_BINARIES[1]!, "lib");
    const so = readdirSync(libvips).find((name) => name.startsWith("libvips"));
    expect(elfMachine(join(libvips, so!))).toBe(183);
  });
});
