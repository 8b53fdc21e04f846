// Serves the production build for the browser tests on its own fresh data directory,
// so the tests never share PGlite's directory with another process.
//
// It also runs a real SMTP server that captures what the app sends: each message is
// written as JSON ({ envelope, raw }) into E2E_MAIL_DIR (default: <tmp>/vocal-e2e-mail-<port>,
// which tests/support/mailbox.ts computes the same way). A message containing a marker
// "SMTP-FAIL-ONCE-<id>" is refused with a temporary error the first time, to test retries.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { spawn } from "node:child_process";
import { SMTPServer } from "smtp-server";

const port = process.env.E2E_PORT ?? "4321";
const mailDir = process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), `vocal-e2e-mail-${port}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let received = 0;
const failedOnce = new Set();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on("data", (chunk) => chunks.push(chunk));
    stream.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const marker = /SMTP-FAIL-ONCE-[A-Za-z0-9-]+/.exec(raw)?.[0];
      if (marker && !failedOnce.has(marker)) {
        failedOnce.add(marker);
        const error = new Error("Mailbox temporarily unavailable");
        error.responseCode = 451;
        return callback(error);
      }
      const file = path.join(mailDir, `${Date.now()}-${String(++received).padStart(5, "0")}.json`);
      const envelope = { from: session.envelope.mailFrom?.address ?? "", to: session.envelope.rcptTo.map((r) => r.address) };
      writeFileSync(`${file}.part`, JSON.stringify({ envelope, raw }));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = smtp.server.address().port;

const dataDir = mkdtempSync(path.join(tmpdir(), "vocal-e2e-"));
const child = spawn(process.execPath, ["server.js"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    COACH_EMAIL: process.env.E2E_COACH_EMAIL ?? "coach@e2e.test",
    MAIL_RETRY_BASE_MS: "500",
    // Links in mail are PUBLIC_URL's: the address the tests browse (Playwright's baseURL).
    PUBLIC_URL: `http://localhost:${port}`,
    // Each test gives itself its own client address with X-Forwarded-For (tests/support/e2e.ts).
    TRUST_PROXY: "loopback",
    // Booking holds expire in the browser tests without waiting 10 minutes.
    BOOKING_HOLD_SECONDS: process.env.BOOKING_HOLD_SECONDS ?? "20",
    // The demo student and learning content (tests/e2e/learning*.spec.ts).
    DEMO_CONTENT: "1",
    // The admin the accounts tests sign in as (tests/support/accounts.ts).
    ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? "admin@e2e.test",
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? "e2e-admin-passphrase",
  },
});

const stop = (signal) => child.kill(signal);
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
child.on("exit", (code) => {
  smtp.close(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
