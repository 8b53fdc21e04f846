import { existsSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseMail, type ParsedMail } from "./mail-parse";

/** What the e2e server's SMTP capture received (see scripts/e2e-server.mjs). */
export interface ReceivedMail extends ParsedMail {
  envelopeTo: string[];
  raw: string;
}

export const COACH_EMAIL = process.env.E2E_COACH_EMAIL ?? "coach@e2e.test";

export function mailDir() {
  return process.env.E2E_MAIL_DIR ?? path.join(tmpdir(), `vocal-e2e-mail-${process.env.E2E_PORT ?? "4321"}`);
}

export function readMailbox(): ReceivedMail[] {
  const dir = mailDir();
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const { envelope, raw } = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as { envelope: { to: string[] }; raw: string };
      return { ...parseMail(raw), envelopeTo: envelope.to, raw };
    });
}

/** Mails to `address` (optionally containing `marker`), waiting until `count` have arrived. */
export async function waitForMail(address: string, options: { count?: number; marker?: string; timeoutMs?: number } = {}): Promise<ReceivedMail[]> {
  const { count = 1, marker, timeoutMs = 15_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = readMailbox().filter((mail) => mail.envelopeTo.includes(address) && (!marker || mail.raw.includes(marker) || mail.text.includes(marker)));
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`Expected ${count} mail(s) to ${address}${marker ? ` containing ${marker}` : ""}, found ${found.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
