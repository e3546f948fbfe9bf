import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** s3rver on loopback (ARCHITECTURE §8), files kept under `directory` or a throw-away folder. */
export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

/**
 * s3rver runs in a Node process of its own, started with OpenSSL's legacy provider: its
 * ListObjectsV2 answers a long listing with a DES-encrypted continuation token, which OpenSSL 3
 * refuses otherwise (ARCHITECTURE §8), and the sweeper lists `uploads/`. Its own process also keeps
 * 50 MB uploads and their parsing off the app's event loop, as a real bucket would be.
 */
const SERVER = `
const S3rver = require(process.env.S3RVER_MODULE);
const server = new S3rver({ address: "127.0.0.1", port: Number(process.env.S3RVER_PORT), directory: process.env.S3RVER_DIR, silent: true });
server.run().then(
  (address) => process.send({ port: address.port }),
  (error) => { console.error(error); process.exit(1); },
);
// The parent stopping us, or dying: either way nobody will talk to this s3rver again.
process.on("disconnect", () => {
  server.httpServer?.closeIdleConnections?.();
  server.close().finally(() => process.exit(0));
});
`;

const STOP_TIMEOUT_MS = 5_000;

export async function startS3Local(options: { directory?: string; port?: number } = {}): Promise<S3Local> {
  const temporary = !options.directory;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), "s3rver-"));
  mkdirSync(directory, { recursive: true });
  const child: ChildProcess = spawn(process.execPath, ["--openssl-legacy-provider", "-e", SERVER], {
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    env: {
      ...process.env,
      // Nothing the parent was started with (a loader, an inspector) belongs in s3rver's process.
      NODE_OPTIONS: "",
      S3RVER_MODULE: createRequire(import.meta.url).resolve("s3rver"),
      S3RVER_PORT: String(options.port ?? 0),
      S3RVER_DIR: directory,
    },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, "exit");
  const ready = new Promise<number>((resolve, reject) => {
    child.once("message", (message: { port?: number }) =>
      message.port ? resolve(message.port) : reject(new Error("s3rver sent no port")),
    );
    exited.then(([code]) => reject(new Error(`s3rver exited (${String(code)}) before it was ready: ${stderr.trim()}`)), reject);
  });
  let port: number;
  try {
    port = await ready;
  } catch (error) {
    child.kill();
    if (temporary) rmSync(directory, { recursive: true, force: true });
    throw error;
  }
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        if (child.connected) child.disconnect();
        const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }
      if (temporary) rmSync(directory, { recursive: true, force: true });
    },
  };
}
