import path from "node:path";
import { env, type Env } from "~/env.server";
import { createLocalStorage } from "./local-storage.server";
import { createS3Storage } from "./s3-storage.server";
import type { FileStorage } from "./storage.server";

export function storageFromEnv(
  config: Pick<Env, "DATA_DIR" | "S3_BUCKET" | "S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY">,
): FileStorage {
  if (config.S3_BUCKET && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION ?? "us-east-1",
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalStorage(path.resolve(config.DATA_DIR, "files"));
}

let cached: FileStorage | undefined;

/** The application's file storage, chosen once from the environment. */
export function fileStorage(): FileStorage {
  cached ??= storageFromEnv(env());
  return cached;
}
