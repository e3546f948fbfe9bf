import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { freePort } from "./free-port";

/**
 * DynamoDB Local: the official jar, shipped inside the npm package amplify-dynamodb-simulator
 * (ARCHITECTURE §8). We fetch only that package's tarball (not its dependency tree) once into a
 * git-ignored cache, because the npm registry is the one place every machine here can reach.
 */
const JAR_PACKAGE = "amplify-dynamodb-simulator@2.9.30";
const PROJECT_ROOT = resolve(import.meta.dirname, "../..");
export const EMULATOR_DIR = join(PROJECT_ROOT, ".cache", "dynamodb-local");
/** Run through Java's single-file source launcher: no javac, a JRE is enough. */
const LOOPBACK_LAUNCHER = join(PROJECT_ROOT, "infra", "local", "java", "LoopbackDynamoDBLocal.java");

export class MissingJavaError extends Error {
  override name = "MissingJavaError";
  constructor() {
    super(
      "DynamoDB Local needs Java 17 or later: install it with `sudo apt-get install -y openjdk-17-jre-headless` (or default-jre-headless).",
    );
  }
}

export function ensureJava(): void {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
  } catch {
    throw new MissingJavaError();
  }
}

export function ensureDynamoJar(): string {
  const jar = join(EMULATOR_DIR, "DynamoDBLocal.jar");
  if (existsSync(jar)) return jar;
  const work = mkdtempSync(join(tmpdir(), "ddb-local-"));
  try {
    execFileSync("npm", ["pack", JAR_PACKAGE, "--silent", "--pack-destination", work], { stdio: ["ignore", "ignore", "inherit"] });
    const tarball = readdirSync(work).find((f) => f.endsWith(".tgz"));
    if (!tarball) throw new Error(`npm pack ${JAR_PACKAGE} produced no tarball`);
    execFileSync("tar", ["-xzf", join(work, tarball), "-C", work, "package/emulator"]);
    mkdirSync(join(EMULATOR_DIR, ".."), { recursive: true });
    rmSync(EMULATOR_DIR, { recursive: true, force: true });
    renameSync(join(work, "package", "emulator"), EMULATOR_DIR);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  if (!existsSync(jar)) throw new Error(`DynamoDBLocal.jar not found in ${JAR_PACKAGE}`);
  return jar;
}

export interface DynamoLocal {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

/** Starts DynamoDB Local on loopback: in memory, or persisted under `dbPath`. */
export async function startDynamoLocal(options: { dbPath?: string; port?: number } = {}): Promise<DynamoLocal> {
  ensureJava();
  const jar = ensureDynamoJar();
  const port = options.port ?? (await freePort());
  if (options.dbPath) mkdirSync(options.dbPath, { recursive: true });
  const args = [
    "-XX:TieredStopAtLevel=1",
    "-XX:+UseSerialGC",
    "-Xmx512m",
    `-Djava.library.path=${join(EMULATOR_DIR, "DynamoDBLocal_lib")}`,
    // The jar's own main binds every interface; this launcher binds 127.0.0.1 only (see the file).
    "-cp",
    [jar, join(EMULATOR_DIR, "DynamoDBLocal_lib", "*")].join(delimiter),
    LOOPBACK_LAUNCHER,
    "-port",
    String(port),
    "-sharedDb",
    "-disableTelemetry",
    ...(options.dbPath ? ["-dbPath", options.dbPath] : ["-inMemory"]),
  ];
  const child = spawn("java", args, { cwd: EMULATOR_DIR, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const endpoint = `http://127.0.0.1:${port}`;
  await waitUntilListening(endpoint, child, () => output);
  const stopOnExit = () => child.kill("SIGKILL");
  process.once("exit", stopOnExit);
  return {
    endpoint,
    port,
    stop: () => {
      process.off("exit", stopOnExit);
      return stopChild(child);
    },
  };
}

async function waitUntilListening(endpoint: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited (${child.exitCode}):\n${output()}`);
    try {
      // Any HTTP answer (it replies 400 to a bare GET) means the server is up.
      await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill("SIGKILL");
  throw new Error(`DynamoDB Local did not start within 30 s:\n${output()}`);
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 3000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
