import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** The docs tell the truth (issue 10, item 6): the README's folder map and the data model follow the code. */
const ROOT = resolve(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");
const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
  .split("\n")
  .filter(Boolean);

/** Every folder with tracked files, to the given depth ("app/routes" at depth 2). */
function folders(depth: number, under = ""): string[] {
  const out = new Set<string>();
  for (const file of tracked) {
    if (!file.startsWith(under) || file.startsWith(".")) continue;
    const parts = file.split("/").slice(0, -1);
    for (let i = 1; i <= Math.min(depth, parts.length); i++) out.add(parts.slice(0, i).join("/"));
  }
  return [...out].filter((folder) => folder.startsWith(under.replace(/\/$/, "")));
}

describe("the README's folder map", () => {
  const section = read("README.md").split("## Folder map")[1]!.split("\n## ")[0]!;
  const rows = [...section.matchAll(/^\| `([^`]+)\/` \| (.*) \|$/gm)].map(([, folder, holds]) => ({ folder: folder!, holds: holds! }));

  it("names only folders that exist", () => {
    expect(rows.length).toBeGreaterThan(5);
    const existing = new Set(folders(4));
    for (const { folder, holds } of rows) {
      expect(existing.has(folder), `${folder}/`).toBe(true);
      for (const [, sub] of holds.matchAll(/`([a-z0-9-]+)\/`/g))
        expect(existing.has(`${folder}/${sub}`), `${folder}/${sub}/ in the row of ${folder}/`).toBe(true);
    }
  });

  it("names every folder two levels down, and every port", () => {
    const named = new Set(
      rows.flatMap(({ folder, holds }) => [folder, ...[...holds.matchAll(/`([a-z0-9-]+)\/`/g)].map(([, sub]) => `${folder}/${sub}`)]),
    );
    const covered = (folder: string) => named.has(folder) || [...named].some((n) => n.startsWith(`${folder}/`));
    const missing = [...folders(2), ...folders(4, "functions/core/ports/")].filter((folder) => !covered(folder));
    expect(missing).toEqual([]);
  });
});

describe("docs/data-model.md", () => {
  /**
   * Key prefixes in the code: every string or template literal that starts `PREFIX#` ("USER#",
   * `BOOKING#${id}`), and whole-word key values (`pk: "PLACES"`, `sk: "DEFAULT_VEHICLE"`).
   */
  function prefixesInCode(): Set<string> {
    const prefixes = new Set<string>();
    const walk = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(`${dir}/${entry.name}`) : /\.ts$/.test(entry.name) ? [`${dir}/${entry.name}`] : [],
      );
    for (const file of walk("functions/core")) {
      const source = read(file);
      for (const [, prefix] of source.matchAll(/[`"']([A-Z][A-Z_]*)#/g)) prefixes.add(prefix!);
      for (const [, value] of source.matchAll(/\b(?:pk|sk|gsi\dpk|gsi\dsk)\s*:\s*[`"']([A-Z][A-Z_]*)[`"']/g)) prefixes.add(value!);
    }
    return prefixes;
  }

  it("lists every key prefix the code uses", () => {
    const doc = read("docs/data-model.md");
    const prefixes = prefixesInCode();
    expect(prefixes.size).toBeGreaterThan(5);
    const undocumented = [...prefixes].filter((prefix) => !new RegExp(`\\b${prefix}(#|\\b)`).test(doc));
    expect(undocumented).toEqual([]);
  });

  it("calls nothing 'planned' that the code already stores", () => {
    const doc = read("docs/data-model.md");
    const planned = [...doc.matchAll(/^.*\bplanned\b.*$/gim)].map(([line]) => line);
    const stored = [...prefixesInCode()].filter((prefix) => planned.some((line) => new RegExp(`\\b${prefix}#`).test(line)));
    expect(stored).toEqual([]);
  });
});

describe("decisions", () => {
  it("each carry a date and a status", () => {
    const files = readdirSync(join(ROOT, "docs/decisions")).filter((name) => name.endsWith(".md"));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const head = read(`docs/decisions/${file}`).split("\n").slice(0, 8).join("\n");
      expect(head, file).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
      expect(head, file).toMatch(/^- Status: (proposed|accepted|superseded|deprecated)\b/m);
    }
  });
});
