import { readFileSync } from "node:fs";

/**
 * Where a `node --cpu-prof` profile spent its time: self time per function and per package/file,
 * the heaviest first. `tsx tests/bench/cpu-profile-summary.ts <file.cpuprofile> [rows] [last-seconds]`:
 * with last-seconds, only the profile's final seconds count (the load, without the start-up and seeding).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg, lastArg] = process.argv.slice(2);
if (!file) throw new Error("usage: cpu-profile-summary.ts <file.cpuprofile> [rows]");
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMs = new Map<number, number>();
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity;
let at = profile.startTime;
profile.samples.forEach((id, i) => {
  at += profile.timeDeltas[i] ?? 0;
  if (at >= from) selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

/** node_modules/<pkg> or the repo-relative file, so one library's many functions add up. */
function where(url: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(url);
  if (pkg) return `${pkg[1]}${pkg[2]!.includes("development") ? " (development build)" : ""}`;
  return url.replace(/^file:\/\/.*?\/(app|functions|infra|build)\//, "$1/") || "(native / idle)";
}

function top(key: (n: ProfileNode) => string): [string, number][] {
  const sums = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const k = key(byId.get(id)!);
    sums.set(k, (sums.get(k) ?? 0) + ms);
  }
  return [...sums].sort((a, b) => b[1] - a[1]).slice(0, rows);
}

const print = (title: string, list: [string, number][]) => {
  process.stdout.write(`\n${title}\n`);
  for (const [k, ms] of list)
    process.stdout.write(`${((ms / total) * 100).toFixed(1).padStart(5)}%  ${ms.toFixed(0).padStart(7)} ms  ${k}\n`);
};
process.stdout.write(`${file}: ${(total / 1000).toFixed(1)} s sampled\n`);
print(
  "Self time by package or file",
  top((n) => where(n.callFrame.url)),
);
print(
  "Self time by function",
  top((n) => `${n.callFrame.functionName || "(anonymous)"}  ${where(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`),
);
