import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";

/**
 * The product started the way `npm start` starts it (the production build, DynamoDB Local, s3rver,
 * the demo data), in memory so a bench changes nothing on disk, on a loopback port. For the benches
 * that measure it from outside: load-bench.ts (autocannon), picture-post-bench.ts (Chromium).
 */
export const ROOT = resolve(import.meta.dirname, "../..");

/** Resolves once it serves pages. `nodeArgs` go before the entry point (e.g. `--cpu-prof`). */
export async function startProduct(port: number, nodeArgs: string[] = []): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "infra/local/start.ts", "--memory"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((ok, fail) => {
    let out = "";
    const timer = setTimeout(() => fail(new Error(`the product did not start in 180 s:\n${out}`)), 180_000);
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes("SMART PARKING →")) {
        clearTimeout(timer);
        ok();
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`the product exited (${code}) before it started:\n${out}`));
    });
  });
  child.stdout!.resume();
  return child;
}

export function stopProduct(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    child.once("exit", () => ok());
    child.kill("SIGTERM");
  });
}
