import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { appSecrets } from "~/db/schema";

export const SECRET_NAME = "better-auth";
export const SECRET_FILE = "auth-secret";

/**
 * The key that signs session cookies and encrypts second factors (decision 013):
 * BETTER_AUTH_SECRET when set; else generated once. With PostgreSQL it lives in the
 * database, so every instance behind a load balancer signs with the same key; with the
 * embedded database (one process) in DATA_DIR/auth-secret, readable by its owner only.
 */
export async function resolveAuthSecret(options: { configured?: string; db: Database; shared: boolean; dataDir: string }): Promise<string> {
  if (options.configured) return options.configured;
  if (options.shared) return secretFromDatabase(options.db);
  return secretFromFile(options.dataDir);
}

async function secretFromDatabase(db: Database) {
  // The first instance to insert wins; the others read its value.
  await db.insert(appSecrets).values({ name: SECRET_NAME, value: newSecret() }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
  if (!row) throw new Error("Could not store the generated auth secret in the database");
  return row.value;
}

export function secretFromFile(dataDir: string) {
  const file = path.resolve(dataDir, SECRET_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // "wx": never overwrite a secret another start wrote (that would sign everyone out).
    writeFileSync(file, newSecret(), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw new Error(`Cannot write the auth secret in DATA_DIR (${file}): ${(error as Error).message}`);
  }
  chmodSync(file, 0o600);
  const value = readFileSync(file, "utf8").trim();
  if (value.length < 32) throw new Error(`The auth secret in ${file} is shorter than 32 characters; delete the file to generate a new one`);
  return value;
}

function newSecret() {
  return randomBytes(32).toString("base64url");
}
