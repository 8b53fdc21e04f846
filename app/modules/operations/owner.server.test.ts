import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { claimDataDir, DataDirHeldError, OWNER_FILE, processStartedAt, readOwner } from "./owner.server";

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
});

const freshDir = () => mkdtempSync(path.join(tmpdir(), "vocal-owner-"));
const write = (dir: string, owner: object) => writeFileSync(path.join(dir, OWNER_FILE), JSON.stringify(owner));

describe("the embedded database's owner file", () => {
  it("does not keep the site from starting when its PID now belongs to another process (after a reboot or container restart)", () => {
    const dir = freshDir();
    // PID 1 is alive (init) and is not the server that wrote the file.
    write(dir, { pid: 1, role: "server", host: "0.0.0.0", port: 3000, token: "x", since: new Date().toISOString() });
    expect(readOwner(dir)).toBeUndefined();
    const claim = claimDataDir(dir, { role: "server" });
    expect(JSON.parse(readFileSync(path.join(dir, OWNER_FILE), "utf8"))).toMatchObject({ pid: process.pid, startedAt: processStartedAt(process.pid) });
    claim.release();

    // A live Node process whose start time is not the one the file recorded: its PID was reused.
    write(dir, { pid: process.ppid, role: "server", since: new Date().toISOString(), startedAt: 1_000 });
    expect(readOwner(dir)).toBeUndefined();
    // A file from before the holder's start (the PID came back after a reboot) without a start time.
    write(dir, { pid: process.ppid, role: "server", since: "2020-01-01T00:00:00.000Z" });
    expect(readOwner(dir)).toBeUndefined();
  });

  it("still keeps two live processes apart", async () => {
    const dir = freshDir();
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], { stdio: "ignore" });
    children.push(child);
    await new Promise((resolve) => child.once("spawn", resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    write(dir, { pid: child.pid, role: "server", since: new Date().toISOString(), startedAt: processStartedAt(child.pid!) });
    expect(readOwner(dir)?.pid).toBe(child.pid);
    expect(() => claimDataDir(dir, { role: "server" })).toThrow(DataDirHeldError);
    // An older file without the start time, written after the holder started: still held.
    write(dir, { pid: child.pid, role: "backup", since: new Date().toISOString() });
    expect(() => claimDataDir(dir, { role: "server" })).toThrow(DataDirHeldError);
  });
});
