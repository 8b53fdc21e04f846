import { expect, test } from "@playwright/test";
import { request as httpRequest } from "node:http";
import { existsSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { freePort, startServerProcess, templateDataDir } from "./support/server-process";
import { PGlite } from "@electric-sql/pglite";
import { validCelebrity, validVoiceElevated } from "../support/fixtures";
import { fuzzBodies, random, type FuzzBody } from "../support/fuzz";

// Posts a few hundred malformed bodies to every form endpoint of the built server, on its
// own data directory: no answer may be a 5xx, and afterwards nothing may be stored.
test.setTimeout(300_000);

const asStrings = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (v === undefined ? [] : [[k, v === true ? "on" : String(v)]])));

const applicationMinimums = {
  firstName: 2,
  lastName: 2,
  email: 3,
  phone: 8,
  singingBackground: 50,
  experienceLevel: 10,
  currentChallenges: 30,
  callTimes: 10,
  agreedToTerms: 0,
};

const endpoints: { path: string; valid: Record<string, string>; required: Record<string, number>; fileField?: string }[] = [
  {
    path: "/voice-elevated-application",
    valid: asStrings(validVoiceElevated),
    required: { ...applicationMinimums, voiceElevatedGoals: 30, whyVoiceElevated: 50 },
  },
  {
    path: "/celebrity-application",
    valid: asStrings(validCelebrity),
    required: { ...applicationMinimums, retreatGoals: 30, whyAttend: 50 },
    fileField: "files",
  },
  {
    path: "/api/contact",
    valid: { name: "Sofie", email: "sofie@example.dk", phone: "", message: "Hej med jer", source: "contact-page" },
    required: { name: 1, email: 3, message: 1 },
  },
  { path: "/api/newsletter", valid: { email: "ida@example.dk" }, required: { email: 3 } },
  {
    path: "/magazine/share-your-story",
    valid: { name: "Jonas", email: "jonas@example.dk", topic: "Workshop", article: "x".repeat(80) },
    required: { name: 2, email: 3, topic: 2, article: 50 },
    fileField: "pdf",
  },
];

const PER_ENDPOINT = 250;

/**
 * One request on its own connection. The server may answer 413 before it has read a huge
 * body and then close the connection; the status it sent is what counts.
 */
function post(url: string, body: FuzzBody): Promise<number> {
  return new Promise((resolve) => {
    let status = 0;
    const req = httpRequest(
      url,
      { method: "POST", agent: false, headers: { ...body.headers, "content-length": body.body.length, "x-forwarded-for": "192.0.2.77" } },
      (res) => {
        status = res.statusCode ?? 0;
        res.resume();
        res.on("end", () => resolve(status));
        res.on("error", () => resolve(status));
      },
    );
    req.on("error", () => setTimeout(() => resolve(status), 50));
    req.end(body.body);
  });
}

test("malformed bodies to every form endpoint: no 5xx and nothing stored", async () => {
  const dataDir = await templateDataDir("vocal-fuzz-");
  const port = await freePort();
  const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" });
  const { child, exited } = server;
  const base = `http://127.0.0.1:${port}`;
  try {
    await server.healthy(port);

    const cases: { url: string; body: FuzzBody }[] = [];
    endpoints.forEach((endpoint, index) => {
      fuzzBodies(endpoint.valid, endpoint.required, PER_ENDPOINT, 1000 + index, endpoint.fileField).forEach((body, i) => {
        // Half as a document post, half as React Router's data request.
        cases.push({ url: `${base}${endpoint.path}${i % 2 ? ".data" : ""}`, body });
      });
    });
    const rnd = random(77);
    const tokens = ["", "x", "a".repeat(32), "../../etc/passwd", "%00", "a".repeat(500), "ÆØÅ".repeat(11), "A_-".repeat(11) + "Z"];
    for (let i = 0; i < 60; i++) {
      for (const kind of ["confirm", "unsubscribe"]) {
        const token = encodeURIComponent(tokens[Math.floor(rnd() * tokens.length)]!) || "none";
        cases.push({
          url: `${base}/newsletter/${kind}/${token}${i % 2 ? ".data" : ""}`,
          body: {
            label: `${kind}:${token}`,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: Buffer.from(i % 3 ? "List-Unsubscribe=One-Click" : "%FF%%"),
          },
        });
      }
    }

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const { url, body } = cases[next++]!;
        const status = await post(url, body);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500 || status === 0) failures.push(`${status} ${url} ${body.label}`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    expect(failures, `statuses: ${JSON.stringify([...statuses])}`).toEqual([]);
    expect(cases.length).toBeGreaterThan(1300);
    // The bodies really were judged: refusals of several kinds, and the honeypot's quiet 200s.
    for (const status of [200, 400, 404, 413, 415]) expect(statuses.get(status) ?? 0, `status ${status}`).toBeGreaterThan(0);

    child.kill("SIGTERM");
    expect(await exited).toBe(0);

    const db = new PGlite(path.join(dataDir, "pglite"));
    try {
      for (const table of ["applications", "application_files", "contact_messages", "newsletter_subscribers", "story_submissions", "outbox"]) {
        const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
        expect(rows[0]!.n, table).toBe(0);
      }
      // Invalid bodies are not counted against the forms' limits; only guessing at
      // confirmation tokens is (a well-formed token that does not exist).
      const { rows: counted } = await db.query<{ key: string }>("select key from rate_limit_hits");
      expect(counted.map((r) => r.key.split(":")[0])).toEqual(counted.length ? ["newsletter-confirm"] : []);
    } finally {
      await db.close();
    }
    const filesDir = path.join(dataDir, "files");
    // Uploads only: the seeded course materials live in the same storage, in their own area.
    const uploaded = existsSync(filesDir)
      ? readdirSync(filesDir, { recursive: true }).filter((f) => String(f).endsWith(".pdf") && !String(f).startsWith("course-materials"))
      : [];
    expect(uploaded).toEqual([]);
  } finally {
    if (child.exitCode === null) child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    if (server.output().includes('"level":50')) console.log(server.output().slice(0, 4000));
  }
});
