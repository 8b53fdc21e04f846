// One load measurement by autocannon in its own process (kept-alive connections, bodies read and
// dropped), shared by bench:serve and bench:serve:against. In its own process, as issue 26
// measured: the load generator costs a fraction of what an in-process Node client would take
// from the two cores the server runs on.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const AUTOCANNON = "node_modules/.bin/autocannon";
const run = promisify(execFile);

/** Requests a second answered 2xx, p50 and p99 in ms, and how many failed; failures are also printed. */
export async function measure(url, path, connections, seconds, headers = {}) {
  const args = [
    "-c",
    String(connections),
    "-d",
    String(seconds),
    "-j",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}=${value}`]),
    `${url}${path}`,
  ];
  const { stdout } = await run(AUTOCANNON, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout);
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0)
    console.log(
      `  ${path} at ${connections} connections: ${failed} requests failed (${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts)`,
    );
  // The total over the run's own duration: the per-second average leaves out a second cut short.
  const answered = result["2xx"];
  if (answered <= 0) return { perSecond: 0, p50: NaN, p99: NaN, failed };
  return { perSecond: answered / result.duration, p50: result.latency.p50, p99: result.latency.p99, failed };
}
