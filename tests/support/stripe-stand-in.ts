import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  /** The form-encoded body, as Stripe's SDK sends it (e.g. `metadata[orderId]`). */
  form: URLSearchParams;
}

export type StandInReply = { status: number; body: unknown };

/**
 * A small local HTTP server standing in for api.stripe.com (no Stripe mock installs here):
 * it records every request and answers with what `reply` returns.
 */
export async function startStripeStandIn(reply: (request: RecordedRequest) => StandInReply) {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stand-in");
      const body = Buffer.concat(chunks).toString("utf8");
      const recorded: RecordedRequest = {
        method: req.method ?? "GET",
        path: url.pathname,
        headers: req.headers,
        form: new URLSearchParams(req.method === "GET" ? url.search : body),
      };
      requests.push(recorded);
      const { status, body: answer } = reply(recorded);
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    requests,
    api: { host: "127.0.0.1", port, protocol: "http" as const },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
