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
  /** When the holding process started (ms since the epoch, from /proc): a PID reused by another process does not match. */
  startedAt?: number;
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

/**
 * When a process started, in ms since the epoch (Linux: /proc/<pid>/stat's starttime after boot),
 * or undefined where /proc cannot say.
 */
export function processStartedAt(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (which may hold spaces) start with the state, field 3; starttime is field 22.
    const startTicks = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19]);
    const bootSeconds = Number(/^btime (\d+)$/m.exec(readFileSync("/proc/stat", "utf8"))?.[1]);
    // Clock ticks are 100 a second on every Linux this runs on (sysconf(_SC_CLK_TCK)).
    return Number.isFinite(startTicks) && Number.isFinite(bootSeconds) ? Math.round((bootSeconds + startTicks / 100) * 1000) : undefined;
  } catch {
    return undefined;
  }
}

/** A Node process, by its command line (the server and the commands all are); true where /proc cannot say. */
function runsNode(pid: number) {
  try {
    const program = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0")[0] ?? "";
    return /(^|\/)(node|nodejs|npm)(\d+)?$/.test(program) || program === process.execPath;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== "ENOENT";
  }
}

/**
 * Whether the process that wrote `owner` still runs. After a reboot or a container restart PIDs
 * start again from 1 and the file survives in the volume: a live process with that PID is the
 * holder only if it is a Node process that started when the file says (or, for a file without
 * its start time, before the file was written).
 */
function stillHolds(owner: Owner) {
  if (!alive(owner.pid)) return false;
  const startedAt = processStartedAt(owner.pid);
  if (startedAt === undefined) return true;
  if (!runsNode(owner.pid)) return false;
  if (owner.startedAt !== undefined) return Math.abs(startedAt - owner.startedAt) < 2_000;
  const since = Date.parse(owner.since);
  return !Number.isFinite(since) || startedAt <= since + 2_000;
}

/** The live process holding DATA_DIR, if any (a file left by a process that died, or whose PID another took, does not count). */
export function readOwner(dataDir: string): Owner | undefined {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, OWNER_FILE), "utf8")) as Owner;
    return Number.isInteger(owner.pid) && owner.pid !== process.pid && stillHolds(owner) ? owner : undefined;
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
    startedAt: processStartedAt(process.pid),
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
