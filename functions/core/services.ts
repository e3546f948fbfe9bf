import { config, type Config } from "./config";
import { createDocumentClient, createS3Client } from "./ports/aws-clients";
import { S3FileStore, type FileStore } from "./ports/files/file-store";
import { Table } from "./ports/table/table";

/**
 * The ports a service needs, built once per process from configuration. Remix loaders, Lambda
 * handlers and tests all get them here; tests may build their own with `createServices`.
 */
export interface Services {
  config: Config;
  table: Table;
  files: FileStore;
}

export function createServices(cfg: Config): Services {
  return {
    config: cfg,
    table: new Table(createDocumentClient(cfg), cfg.TABLE_NAME),
    files: new S3FileStore(createS3Client(cfg), cfg.FILES_BUCKET),
  };
}

let current: Services | undefined;

export function services(): Services {
  current ??= createServices(config());
  return current;
}

export function resetServices(): void {
  current = undefined;
}
