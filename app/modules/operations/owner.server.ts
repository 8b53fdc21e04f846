import { randomBytes } from "node:crypto";
import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeDirectory } from "~/db/client.server";

/**
 * Who holds the embedded database in DATA_DIR (decision 027). PGlite may be opened by one
 * process only; two would corrupt it. The server and the backup/restore commands write
 * DATA_DIR/owner.json (mode 0600) before they open it, and refuse while another live process
 * holds it. The server's entry also says where it listens and carries a random token: the
 * backup command asks the running server for a backup with it instead of opening the directory.
 * Reading the token needs the same file permissions as reading the database itself.
 */
export const OWNER_FILE = "owner.json";

export interface Owner {
  pid: number;
  role: "server" | "backup" | "restore" | "move";
  host?: string;
  port?: number;
  token?: string;
  since: string;
}

export class DataDirHeldError extends Error {
  constructor(dataDir: string, owner: Owner) {
    super(
      owner.role === "server"
        ? `A running server (process ${owner.pid}) holds the embedded database in ${dataDir}. Stop it first.`
        : `Another command (npm run ${owner.role === "move" ? "move-to-postgres" : owner.role}, process ${owner.pid}) is using the embedded database in ${dataDir}. Wait for it to finish.`,
    );
    this.name = "DataDirHeldError";
  }
}

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The live process holding DATA_DIR, if any (a file left by a process that died does not count). */
export function readOwner(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, OWNER_FILE), "utf8")) as Owner;
    return Number.isInteger(owner.pid) && owner.pid !== process.pid && alive(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** Claims DATA_DIR for this process, or throws DataDirHeldError; `release` gives it back. */
export function claimDataDir(dataDir: string, claim: Omit<Owner, "pid" | "since" | "token">) {
  makeDirectory(dataDir);
  const file = path.join(dataDir, OWNER_FILE);
  const owner: Owner = {
    ...claim,
    pid: process.pid,
    since: new Date().toISOString(),
    ...(claim.role === "server" ? { token: randomBytes(32).toString("base64url") } : {}),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(owner), { flag: "wx", mode: 0o600 });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 0) throw error;
      const holder = readOwner(dataDir);
      if (holder) throw new DataDirHeldError(path.resolve(dataDir), holder);
      // Left by a process that is gone (or by this one): take it over.
      unlinkSync(file);
    }
  }
  return {
    owner,
    release() {
      try {
        const current = JSON.parse(readFileSync(file, "utf8")) as Owner;
        if (current.pid === process.pid) unlinkSync(file);
      } catch {
        // Already gone.
      }
    },
  };
}
