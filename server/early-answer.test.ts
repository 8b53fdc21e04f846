import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeAfterEarlyAnswer } from "./early-answer";

// On a real HTTP server: a route that starts reading a body and refuses it part-way,
// leaving it paused (as the form pipeline does with a 413), and one that reads its body.
const app = express();
app.use(closeAfterEarlyAnswer);
app.post("/refuse", (req, res) => {
  req.once("data", () => {
    req.pause();
    res.status(413).send("Body too large");
  });
});
app.post("/read", (req, res) => {
  let bytes = 0;
  req.on("data", (chunk: Buffer) => (bytes += chunk.length));
  req.on("end", () => void res.status(200).send(`read ${bytes}`));
});
app.get("/page", (_req, res) => void res.send("page"));

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

interface Answer {
  status?: number;
  connection?: string;
  body?: string;
  error?: string;
  socket?: unknown;
}

function send(agent: http.Agent, method: string, path: string, body = ""): Promise<Answer> {
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, method, path, agent, headers: body ? { "content-length": Buffer.byteLength(body) } : {} }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode, connection: res.headers.connection, body: text, socket: req.socket }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

describe("an answer given before the body was read", () => {
  it("closes the connection, so the client's next request goes out on a fresh one and is answered", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const refused = await send(agent, "POST", "/refuse", "x".repeat(200 * 1024));
      expect(refused).toMatchObject({ status: 413, connection: "close", body: "Body too large" });
      const next = await send(agent, "POST", "/read", "a=1");
      expect(next).toMatchObject({ status: 200, body: "read 3" });
      expect(next.socket).not.toBe(refused.socket);
    } finally {
      agent.destroy();
    }
  });

  it("keeps the connection alive when the body was read, or there was none", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await send(agent, "POST", "/read", "x".repeat(200 * 1024));
      expect(first).toMatchObject({ status: 200, connection: "keep-alive", body: `read ${200 * 1024}` });
      const page = await send(agent, "GET", "/page");
      expect(page).toMatchObject({ status: 200, connection: "keep-alive", body: "page" });
      expect(page.socket).toBe(first.socket);
    } finally {
      agent.destroy();
    }
  });
});
