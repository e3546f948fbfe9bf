import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * Reads a ZIP with an implementation that is not ours (python3's zipfile), so a test of what the
 * archive holds is also a test that other tools can open it: it checks every CRC (`testzip`) and
 * answers each file's bytes by name.
 */
export function unzipEntries(zip: Uint8Array): Map<string, Buffer> {
  const dir = mkdtempSync(join(tmpdir(), "unzip-"));
  try {
    const file = join(dir, "archive.zip");
    writeFileSync(file, zip);
    const script = [
      "import base64, json, sys, zipfile",
      "z = zipfile.ZipFile(sys.argv[1])",
      "bad = z.testzip()",
      "assert bad is None, 'bad CRC: ' + str(bad)",
      "print(json.dumps({i.filename: base64.b64encode(z.read(i)).decode() for i in z.infolist()}))",
    ].join("\n");
    const out = execFileSync("python3", ["-c", script, file], { encoding: "utf8", maxBuffer: 512 * 1024 * 1024 });
    const parsed = JSON.parse(out) as Record<string, string>;
    return new Map(Object.entries(parsed).map(([name, b64]) => [name, Buffer.from(b64, "base64")]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `unzip -t`: Info-ZIP's own test of the archive; throws when it finds a fault. */
export function unzipTest(zip: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), "unzip-"));
  try {
    const file = join(dir, "archive.zip");
    writeFileSync(file, zip);
    return execFileSync("unzip", ["-t", file], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
