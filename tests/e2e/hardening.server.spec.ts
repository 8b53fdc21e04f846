import { expect, test } from "@playwright/test";
import http from "node:http";
import { rmSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { freePort, startServerProcess, type ServerProcess, templateDataDir } from "./support/server-process";

// The production server as a client on the internet meets it: early answers on a
// keep-alive connection, forged Host and X-Forwarded-* headers, bytes that are not UTF-8.
// Each group has its own server process on its own data directory, with PUBLIC_URL and
// TRUST_PROXY unset (their defaults) unless the test says otherwise.
test.describe.configure({ mode: "serial" });
test.setTimeout(180_000);

interface Answer {
  status: number;
  connection?: string;
  body: string;
  socket: unknown;
}

/** One request through `agent` (keep-alive when the agent is), with the body as these exact bytes. */
function send(port: number, agent: http.Agent | false, options: { method?: string; path: string; headers?: Record<string, string>; body?: Buffer }) {
  return new Promise<Answer>((resolve, reject) => {
    const body = options.body ?? Buffer.alloc(0);
    const headers = { ...options.headers, ...(options.body ? { "content-length": String(body.length) } : {}) };
    const req = http.request({ host: "127.0.0.1", port, agent, method: options.method ?? "GET", path: options.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: Buffer.concat(chunks).toString("utf8"), socket: req.socket }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

const form = { "content-type": "application/x-www-form-urlencoded" };
const contactBody = (message: string) => Buffer.from(`name=Sofie&email=sofie%40example.dk&source=contact-page&message=${encodeURIComponent(message)}`);

async function serverOn(env: Record<string, string> = {}) {
  const dataDir = await templateDataDir("vocal-hardening-");
  const port = await freePort();
  const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", PUBLIC_URL: "", TRUST_PROXY: "", ...env });
  await server.healthy(port);
  return { server, port, dataDir };
}

/** Stops the server and reads its embedded database. */
async function stopAndQuery<T>(server: ServerProcess, dataDir: string, sql: string) {
  server.child.kill("SIGTERM");
  expect(await server.exited).toBe(0);
  const db = new PGlite(path.join(dataDir, "pglite"));
  try {
    return (await db.query<T>(sql)).rows;
  } finally {
    await db.close();
  }
}

test.describe("on the defaults", () => {
  let running: { server: ServerProcess; port: number; dataDir: string };
  test.beforeAll(async () => {
    running = await serverOn();
  });
  test.afterAll(() => {
    running.server.child.kill("SIGKILL");
    rmSync(running.dataDir, { recursive: true, force: true });
  });

  test("an answer given before the body was read closes the connection; the next request on a fresh one is answered", async () => {
    const { port } = running;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Over the body limit in front of every route: answered before the body is read, so the connection closes.
      for (const [label, headers] of [
        ["too large", form],
        ["too large and not a form", { "content-type": "text/plain" }],
      ] as const) {
        const refused = await send(port, agent, { method: "POST", path: "/api/contact", headers, body: contactBody("x".repeat(200 * 1024)) });
        expect(refused.status, label).toBe(413);
        expect(refused.connection, label).toBe("close");
        const next = await send(port, agent, { method: "POST", path: "/api/contact", headers: form, body: contactBody("Hej med jer") });
        expect(next.status, label).toBe(200);
        expect(next.socket, label).not.toBe(refused.socket);
        // A body that was read keeps the connection for the next request.
        expect(next.connection, label).toBe("keep-alive");
      }
      // Within the limit the body is read before any route answers: a refusal keeps the connection.
      const notForm = await send(port, agent, { method: "POST", path: "/api/contact", headers: { "content-type": "text/plain" }, body: contactBody("Hej") });
      expect(notForm.status).toBe(415);
      expect(notForm.connection).toBe("keep-alive");
    } finally {
      agent.destroy();
    }
  });

  test("NUL and other control characters are refused at every edge with a 400, and the log carries no SQL or stack", async () => {
    const { port, server } = running;
    const origin = { origin: `http://localhost:${port}` };
    const json = { "content-type": "application/json", ...origin };
    const before = server.output().length;
    const answers = [
      await send(port, false, { path: "/test-checkout/%00" }),
      await send(port, false, { path: "/api/booking?hold=%00" }),
      await send(port, false, { path: "/materials/%01x" }),
      await send(port, false, { method: "POST", path: "/api/cart", headers: json, body: Buffer.from('{"intent":"add","productId":"tea\\u0000mug"}') }),
      await send(port, false, {
        method: "POST",
        path: "/api/booking",
        headers: json,
        body: Buffer.from('{"intent":"reserve","name":"Ida\\u0000","email":"ida@example.dk","slot":"2030-01-01T09:00:00.000Z"}'),
      }),
      await send(port, false, { method: "POST", path: "/login", headers: { ...form, ...origin }, body: Buffer.from("email=ida%00%40example.dk&password=x") }),
      await send(port, false, { method: "POST", path: "/api/contact", headers: { ...form, ...origin }, body: contactBody("Hej\u0000") }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400, 400]);
    const log = server.output().slice(before);
    expect(log).not.toMatch(/Failed query|insert into|select |at .*\.js:\d+/i);
  });

  test("text that is not valid UTF-8 is refused with a clear 400 and not stored", async () => {
    const body = Buffer.concat([Buffer.from("name=Sofie&email=sofie%40example.dk&source=contact-page&message=Hej "), Buffer.from([0xff, 0xc3, 0x28])]);
    const refused = await send(running.port, false, { method: "POST", path: "/api/contact", headers: form, body });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("This field contains characters that could not be read. Please type it again.");
    const data = await send(running.port, false, {
      method: "POST",
      path: "/api/contact.data",
      headers: form,
      body: Buffer.from("name=%FF%FE&email=a%40b.dk&message=x"),
    });
    expect(data.status).toBe(400);

    // The booking dialog's JSON: a name with invalid bytes holds no slot; the same request with a readable name does.
    const { slots } = JSON.parse((await send(running.port, false, { path: "/api/booking?kind=coaching" })).body) as { slots: { start: string }[] };
    expect(slots.length).toBeGreaterThan(0);
    const hold = (name: Buffer) =>
      send(running.port, false, {
        method: "POST",
        path: "/api/booking",
        headers: { "content-type": "application/json" },
        body: Buffer.concat([Buffer.from('{"intent":"reserve","name":"'), name, Buffer.from(`","email":"ida@example.dk","slot":"${slots[0]!.start}"}`)]),
      });
    expect(JSON.parse((await hold(Buffer.from([0x49, 0x64, 0xe6]))).body)).toMatchObject({
      ok: false,
      error: "Your name contains characters that could not be read. Please type it again.",
    });
    expect(JSON.parse((await hold(Buffer.from("Ida Ærø"))).body)).toMatchObject({ ok: true });
  });

  test("links and canonical URLs never follow the request's Host or X-Forwarded-Host", async () => {
    const { port } = running;
    const forged = { host: "attacker.example", "x-forwarded-host": "attacker.example", "x-forwarded-proto": "https" };
    const page = await send(port, false, { path: "/courses", headers: forged });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="http://localhost:${port}/courses"/>`);
    expect(page.body).toContain(`<meta property="og:url" content="http://localhost:${port}/courses"/>`);
    const robots = await send(port, false, { path: "/robots.txt", headers: forged });
    expect(robots.body).toContain(`Sitemap: http://localhost:${port}/sitemap.xml`);
    const sitemap = await send(port, false, { path: "/sitemap.xml", headers: forged });
    expect(sitemap.body).toContain(`<loc>http://localhost:${port}/courses</loc>`);
    for (const answer of [page, robots, sitemap]) expect(answer.body).not.toContain("attacker.example");

    const signUp = await send(port, false, {
      method: "POST",
      path: "/api/newsletter",
      headers: { ...forged, ...form },
      body: Buffer.from("email=reader%40example.dk"),
    });
    expect(signUp.status).toBe(200);
    // The mail waits in the outbox (no SMTP_URL), read once the server has stopped.
    const stored = await stopAndQuery<{ kind: string; text: string }>(
      running.server,
      running.dataDir,
      "select 'mail' as kind, text from outbox where kind = 'newsletter.confirm' union all select 'contact', name || ' ' || message from contact_messages union all select 'booking', name from bookings",
    );
    // What the earlier tests refused as unreadable was not stored; what they sent readably was.
    expect(new Set(stored.filter((row) => row.kind !== "mail").map((row) => row.text))).toEqual(new Set(["Sofie Hej med jer", "Ida Ærø"]));
    const mails = stored.filter((row) => row.kind === "mail");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`http://localhost:${port}/newsletter/confirm/`);
    expect(mails[0]!.text).not.toContain("attacker.example");
  });
});

test.describe("X-Forwarded-For", () => {
  /** Eleven valid sign-ups, each claiming another client address; the form allows ten an hour per address. */
  async function signUpsFromForgedAddresses(port: number) {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i++) {
      const answer = await send(port, false, {
        method: "POST",
        path: "/api/newsletter",
        headers: { ...form, "x-forwarded-for": `203.0.113.${i}` },
        body: Buffer.from(`email=reader${i}%40example.dk`),
      });
      statuses.push(answer.status);
    }
    return statuses;
  }

  test("is ignored by default: a forged address does not get a fresh rate-limit bucket", async () => {
    const { server, port, dataDir } = await serverOn();
    try {
      expect(await signUpsFromForgedAddresses(port)).toEqual([...Array<number>(10).fill(200), 429]);
    } finally {
      server.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test("counts from the proxies TRUST_PROXY names (loopback here)", async () => {
    const { server, port, dataDir } = await serverOn({ TRUST_PROXY: "loopback" });
    try {
      expect(await signUpsFromForgedAddresses(port)).toEqual(Array<number>(11).fill(200));
    } finally {
      server.child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
