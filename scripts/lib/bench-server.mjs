// The production server started as its own process for the HTTP benchmarks (bench:booking,
// bench:cart), each simulated visitor with its own address, and the percentile they report.
import { spawn } from "node:child_process";
import http from "node:http";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

export function requireBuild() {
  if (!existsSync("build/server/index.js")) {
    console.error("No production build: run `npm run build` first.");
    process.exit(1);
  }
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * `options.dataDir`: the server's DATA_DIR, kept after stop (a restart on the same embedded
 * database); without it a fresh one that stop removes. `options.env`: more variables.
 * `options.cwd`: the checkout whose server.js and build to run (this one by default).
 */
export async function startServer(databaseUrl, name = "bench", options = {}) {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), `vocal-${name}-`));
  // BENCH_SERVER_FLAGS: Node flags for the server alone (e.g. --cpu-prof --cpu-prof-dir=/tmp/profile).
  const flags = process.env.BENCH_SERVER_FLAGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, "server.js"], {
    cwd: options.cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      // Each simulated visitor has its own address in X-Forwarded-For.
      TRUST_PROXY: "loopback",
      ...options.env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, url, "/healthz");
  return {
    url,
    /** The server process's CPU time so far (user + system, ms), where /proc tells it; else NaN. */
    cpuMs: () => processCpuMs(child.pid),
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resolves once the server `child` started answers `path` with a 2xx; throws if it exits first or takes over 2 minutes. */
export async function waitUntilAnswering(child, url, path) {
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited before it answered ${path}`);
    if (attempt > 480) throw new Error(`The server did not answer ${path} within 2 minutes`);
    if ((await fetch(`${url}${path}`).catch(() => null))?.ok) return;
    await sleep(250);
  }
}

function processCpuMs(pid) {
  try {
    // Fields 14 and 15 of /proc/<pid>/stat (after the parenthesised name): utime and stime in clock ticks (100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

let addressCounter = 0;
export function nextAddress() {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** The q-quantile of ascending latencies. */
export function quantile(sorted, q) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

// The load generator is node:http on kept-alive connections, not fetch: on this machine fetch
// costs the client about 0.35 ms of CPU a request, so fifty clients measured mostly the client
// (a server that answers a constant string showed p99 41 ms through fetch, 9 ms through
// node:http; decision 021).
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** One request; the answer's status and parsed JSON body. */
export function request(url, { method = "GET", headers = {}, json } = {}) {
  const body = json === undefined ? undefined : JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      url,
      {
        agent,
        method,
        headers: {
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) }),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          try {
            resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    sent.on("error", reject);
    sent.end(body);
  });
}
