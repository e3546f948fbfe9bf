import S3rver from "s3rver";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";

/** s3rver on loopback (ARCHITECTURE §8), files kept under `directory` or a throw-away folder. */
export interface S3Local {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3Local(options: { directory?: string; port?: number } = {}): Promise<S3Local> {
  const temporary = !options.directory;
  const directory = options.directory ?? mkdtempSync(join(tmpdir(), "s3rver-"));
  mkdirSync(directory, { recursive: true });
  const port = options.port ?? (await freePort());
  const server = new S3rver({ address: "127.0.0.1", port, directory, silent: true });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      await server.close();
      if (temporary) rmSync(directory, { recursive: true, force: true });
    },
  };
}
