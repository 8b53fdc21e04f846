import { spawn, type ChildProcess } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { parseMail, type ParsedMail } from "../support/mail-parse";

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Instance {
  port: number;
  base: string;
  child: ChildProcess;
  output: () => string;
}

/** The built production server (`server.js`) as its own process, healthy before it resolves. */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env, PORT: String(port) },
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited with ${child.exitCode}:\n${output}`);
    const status = await fetch(`${base}/healthz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`instance not healthy in time:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { port, base, child, output: () => output };
}

export interface Sink {
  url: string;
  /** Messages the sink accepted (answered 250), in order. */
  accepted: (ParsedMail & { envelopeTo: string[] })[];
  close(): Promise<void>;
}

/**
 * A real SMTP server that accepts each message only after `acceptAfterMs` (as a slow mail
 * server does), and only if the sending connection is still open then: a sender killed
 * mid-send has delivered nothing.
 */
export async function startSink(acceptAfterMs = 0): Promise<Sink> {
  const accepted: Sink["accepted"] = [];
  const closed = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        setTimeout(() => {
          if (closed.has(session.id)) return;
          accepted.push({ ...parseMail(Buffer.concat(chunks).toString("utf8")), envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        }, acceptAfterMs);
      });
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, accepted, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Polls until `check` holds, or fails with what it last saw. */
export async function eventually<T>(read: () => T | Promise<T>, check: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`not reached in ${timeoutMs} ms: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/**
 * One request to an instance as a load balancer forwards it: to the instance's own port, with
 * the site's public Host and Origin (both instances answer for one address). node:http, because
 * fetch will not send another Host.
 */
export function call(instance: Instance, publicUrl: string, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const body = init.body === undefined ? undefined : Buffer.from(init.body);
  return new Promise<Answer>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port: instance.port,
        path,
        method: init.method ?? "GET",
        agent: false,
        headers: { host: new URL(publicUrl).host, origin: publicUrl, ...init.headers, ...(body ? { "content-length": String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
