import { rmSync } from "node:fs";
import { join, resolve } from "node:path";

/** `npm run reset`: forget all local data (table, files, mail outbox); the next start seeds afresh. */
const dataDir = resolve(process.env.DATA_DIR ?? join(import.meta.dirname, "../..", ".data"));
rmSync(dataDir, { recursive: true, force: true });
process.stdout.write(`Removed ${dataDir}. The next \`npm start\` seeds the demo data again.\n`);
