import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import { startSmtpCapture, type SmtpCapture } from "../../../tests/support/smtp";
import type { DatabaseHandle } from "~/db/client.server";
import { applicationFiles, applications, contactMessages, newsletterSubscribers, outbox, rateLimitHits, storySubmissions } from "~/db/schema";
import { resetEnvForTests } from "~/env.server";
import { submitCelebrityApplication, submitVoiceElevatedApplication } from "~/modules/applications/actions.server";
import { submitContactMessage } from "~/modules/contact/actions.server";
import { submitNewsletterSignup } from "~/modules/newsletter/actions.server";
import { submitStory } from "~/modules/stories/actions.server";
import { startMailWorker, stopMailWorker } from "~/modules/mail/worker.server";
import { validCelebrity, validVoiceElevated } from "../../../tests/support/fixtures";

// The four form actions end to end, in process: real database, real files on disk and a
// real SMTP server receiving what the outbox worker sends.

let handle: DatabaseHandle;
let smtp: SmtpCapture;
const dataDir = mkdtempSync(path.join(tmpdir(), "forms-data-"));
const store = globalThis as typeof globalThis & { __appDatabase?: DatabaseHandle };

type Result = {
  data: { ok: boolean; fieldErrors?: Record<string, string>; formError?: string; values?: Record<string, string>; pdfUploaded?: boolean };
  init?: ResponseInit | null;
};
type Action = (request: Request, context: { clientIp: string; cspNonce: string }) => Promise<unknown>;

let ipCounter = 0;
const freshIp = () => `198.51.100.${++ipCounter}`;

function formOf(fields: Record<string, unknown>, files: [string, File][] = []) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === true) form.set(key, "on");
    else if (typeof value === "string") form.set(key, value);
  }
  for (const [key, file] of files) form.append(key, file);
  return form;
}

async function post(action: Action, form: FormData, ip = freshIp()) {
  const request = new Request("http://localhost:3000/form", { method: "POST", body: form });
  const result = (await action(request, { clientIp: ip, cspNonce: "" })) as Result;
  return { status: result.init?.status ?? 200, ...result.data };
}

/** A body sent as these exact bytes, to an address and with headers a client chose. */
async function postRaw(action: Action, body: Uint8Array, headers: Record<string, string>, url = "http://localhost:3000/form") {
  const request = new Request(url, { method: "POST", body: Uint8Array.from(body), headers });
  const result = (await action(request, { clientIp: freshIp(), cspNonce: "" })) as Result;
  return { status: result.init?.status ?? 200, ...result.data };
}

const pdf = (name: string, body = "%PDF-1.7\n1 0 obj\n<<>>\nendobj\n") => new File([body], name, { type: "application/pdf" });
const count = async (table: Parameters<DatabaseHandle["db"]["select"]>[0] extends never ? never : object) =>
  (await handle.db.select().from(table as typeof outbox)).length;
const filesIn = (folder: string) => (existsSync(path.join(dataDir, "files", folder)) ? readdirSync(path.join(dataDir, "files", folder)) : []);

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpCapture();
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    COACH_EMAIL: "coach@studio.test",
    MAIL_RETRY_BASE_MS: "200",
    PUBLIC_URL: "https://studio.test",
  });
  resetEnvForTests();
  store.__appDatabase = handle;
  startMailWorker(handle.db);
});
afterAll(async () => {
  await stopMailWorker();
  store.__appDatabase = undefined;
  await smtp.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Let the previous test's mail finish delivering, so it cannot arrive in this one.
  await expect.poll(async () => (await handle.db.select().from(outbox)).filter((r) => r.status === "pending").length, { timeout: 10_000 }).toBe(0);
  rmSync(path.join(dataDir, "files"), { recursive: true, force: true });
  for (const table of [applicationFiles, applications, contactMessages, newsletterSubscribers, storySubmissions, outbox, rateLimitHits])
    await handle.db.delete(table);
  smtp.messages.length = 0;
});

const contact = {
  name: "Sofie Berg",
  email: "sofie@example.dk",
  phone: "",
  message: "Hej! Jeg vil gerne høre om privattimer i foråret.",
  source: "contact-page",
};

describe("contact form", () => {
  it("stores the message and mails the coach and the visitor over SMTP", async () => {
    expect(await post(submitContactMessage, formOf(contact))).toMatchObject({ status: 200, ok: true });
    const [row] = await handle.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: "Sofie Berg", email: "sofie@example.dk", phone: null, source: "contact-page" });
    const mails = await smtp.waitFor(2);
    const coach = mails.find((m) => m.envelopeTo[0] === "coach@studio.test")!;
    expect(coach.subject).toBe("New message from Sofie Berg");
    expect(coach.replyTo).toContain("sofie@example.dk");
    expect(coach.text).toContain("Jeg vil gerne høre om privattimer i foråret.");
    const visitor = mails.find((m) => m.envelopeTo[0] === "sofie@example.dk")!;
    expect(visitor.subject).toBe("We received your message");
    expect(visitor.text).not.toContain("privattimer");
    // The visitor's address has proven nothing: not even the typed name goes back to it.
    expect(visitor.text).not.toContain("Sofie");
    expect(visitor.html).not.toContain("Sofie");
    await expect.poll(async () => (await handle.db.select().from(outbox)).map((r) => r.status).sort()).toEqual(["sent", "sent"]);
  });

  it("refuses a name that carries a message of its own (line breaks, bidi overrides), and sends nothing", async () => {
    for (const name of ["Hello customer.\n\nURGENT: your card was charged 4.999 DKK. Dispute at https://evil.test/refund", "Ida \u202Egnirts"]) {
      const result = await post(submitContactMessage, formOf({ ...contact, name }));
      expect(result).toMatchObject({ status: 400, ok: false, fieldErrors: { name: "Please write your name on one line, with letters only" } });
    }
    expect(await count(contactMessages)).toBe(0);
    expect(await count(outbox)).toBe(0);
  });

  it("answers missing fields with field messages and stores nothing", async () => {
    const result = await post(submitContactMessage, formOf({ ...contact, name: " ", message: "" }));
    expect(result).toMatchObject({ status: 400, ok: false, fieldErrors: { name: "Please enter your name", message: "Please enter a message" } });
    expect(result.values?.email).toBe("sofie@example.dk");
    expect(await count(contactMessages)).toBe(0);
    expect(await count(outbox)).toBe(0);
  });

  it("pretends success to a bot that fills the honeypot, and stores nothing", async () => {
    expect(await post(submitContactMessage, formOf({ ...contact, website: "http://spam.example" }))).toMatchObject({ status: 200, ok: true });
    expect(await count(contactMessages)).toBe(0);
    expect(await count(outbox)).toBe(0);
  });

  it("stores a double submit once", async () => {
    const ip = freshIp();
    const [a, b] = await Promise.all([post(submitContactMessage, formOf(contact), ip), post(submitContactMessage, formOf(contact), ip)]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(await count(contactMessages)).toBe(1);
    expect(await count(outbox)).toBe(2);
  });

  it("limits each address to ten messages an hour with a clear 429", async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await post(submitContactMessage, formOf({ ...contact, message: `Besked nummer ${i}` }), ip)).status).toBe(200);
    const refused = await post(submitContactMessage, formOf({ ...contact, message: "Besked nummer 11" }), ip);
    expect(refused).toMatchObject({ status: 429, ok: false, formError: expect.stringContaining("Please wait an hour") });
    expect(refused.values?.message).toBe("Besked nummer 11");
    expect((await post(submitContactMessage, formOf({ ...contact, message: "Fra en anden" }))).status).toBe(200);
    expect(await count(contactMessages)).toBe(11);
  });

  it("answers 503 and gives the text back when the database fails", async () => {
    const broken = {
      ...handle,
      db: new Proxy(handle.db, {
        get: (target, key) => (key === "transaction" ? () => Promise.reject(new Error("connection lost")) : Reflect.get(target, key)),
      }),
    };
    store.__appDatabase = broken as DatabaseHandle;
    try {
      const result = await post(submitContactMessage, formOf(contact));
      expect(result).toMatchObject({ status: 503, ok: false, formError: "An error occurred while sending your message. Please try again later." });
      expect(result.values?.message).toBe(contact.message);
    } finally {
      store.__appDatabase = handle;
    }
    expect(await count(contactMessages)).toBe(0);
  });
});

describe("text that is not valid UTF-8", () => {
  const unreadable = "This field contains characters that could not be read. Please type it again.";
  const urlEncoded = { "content-type": "application/x-www-form-urlencoded" };

  it.each([
    [
      "raw bytes",
      Buffer.concat([
        Buffer.from("name=Sofie&email=sofie%40example.dk&source=contact-page&message=Hej "),
        Buffer.from([0xff, 0xfe, 0xc3]),
        Buffer.from(" med jer"),
      ]),
    ],
    ["percent-encoded bytes", Buffer.from("name=Sofie&email=sofie%40example.dk&source=contact-page&message=Hej%20%C3%28%20med%20jer")],
  ])("is refused with a 400 beside its field when sent as %s, and nothing is stored", async (_label, body) => {
    const result = await postRaw(submitContactMessage, body, urlEncoded);
    expect(result).toMatchObject({ status: 400, ok: false, fieldErrors: { message: unreadable }, formError: "The form could not be read. Please try again." });
    // What came garbled is not echoed back into the form; what came intact is.
    expect(result.values).toEqual({ name: "Sofie", email: "sofie@example.dk", source: "contact-page" });
    expect(await count(contactMessages)).toBe(0);
    expect(await count(outbox)).toBe(0);
    expect(await count(rateLimitHits)).toBe(0);
  });

  it("is refused in a multipart part too, in the form's language", async () => {
    const boundary = "----utf8test";
    const part = (name: string, value: Buffer) =>
      Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`), value, Buffer.from("\r\n")]);
    const fields = Object.entries(validVoiceElevated).map(([name, value]) =>
      name === "lastName"
        ? part(name, Buffer.from([0x4e, 0xf8, 0x72, 0x67, 0x61, 0x61, 0x72, 0x64]))
        : part(name, Buffer.from(value === true ? "on" : String(value))),
    );
    const body = Buffer.concat([...fields, Buffer.from(`--${boundary}--\r\n`)]);
    const result = await postRaw(submitVoiceElevatedApplication, body, { "content-type": `multipart/form-data; boundary=${boundary}` });
    expect(result).toMatchObject({ status: 400, fieldErrors: { lastName: "Feltet indeholder tegn, der ikke kunne læses. Skriv det venligst igen." } });
    expect(await count(applications)).toBe(0);
  });

  it("is told apart from valid UTF-8 beyond ASCII, which is stored as sent", async () => {
    const body = Buffer.from("name=S%C3%B8ren%20%C3%86%C3%B8&email=soren%40example.dk&source=contact-page&message=" + encodeURIComponent("Hej 🎤 æøå"));
    expect(await postRaw(submitContactMessage, body, urlEncoded)).toMatchObject({ status: 200, ok: true });
    const [row] = await handle.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: "Søren Æø", message: "Hej 🎤 æøå" });
  });
});

describe("applications", () => {
  it("stores a Voice Elevated application and confirms in Danish", async () => {
    expect(await post(submitVoiceElevatedApplication, formOf(validVoiceElevated))).toMatchObject({ status: 200, ok: true });
    const [row] = await handle.db.select().from(applications);
    expect(row).toMatchObject({
      programme: "voice-elevated",
      firstName: "Anna",
      goals: validVoiceElevated.voiceElevatedGoals,
      whyApply: validVoiceElevated.whyVoiceElevated,
      agreedToTerms: true,
    });
    const mails = await smtp.waitFor(2);
    expect(mails.find((m) => m.envelopeTo[0] === "coach@studio.test")?.subject).toBe("New Voice Elevated application: Anna Jensen");
    const applicant = mails.find((m) => m.envelopeTo[0] === "anna.jensen@example.dk")!;
    expect(applicant.subject).toBe("Tak for din ansøgning til Voice Elevated");
    expect(applicant.text).toContain("inden for 2-3 arbejdsdage");
  });

  it("answers every broken rule with the form's Danish messages and stores nothing", async () => {
    const result = await post(submitVoiceElevatedApplication, formOf({ firstName: "A", email: "nope" }));
    expect(result.status).toBe(400);
    expect(result.fieldErrors).toEqual({
      firstName: "Fornavn skal være mindst 2 tegn",
      lastName: "Efternavn skal være mindst 2 tegn",
      email: "Indtast venligst en gyldig email adresse",
      phone: "Indtast venligst et gyldigt telefon nummer",
      singingBackground: "Beskriv venligst din sang baggrund med mindst 50 tegn",
      experienceLevel: "Beskriv venligst dit erfaring niveau",
      currentChallenges: "Beskriv venligst dine nuværende udfordringer",
      voiceElevatedGoals: "Beskriv venligst dine mål for programmet",
      whyVoiceElevated: "Fortæl os venligst hvorfor du vil deltage i dette program",
      callTimes: "Lad os venligst vide dine foretrukne samtale tider",
      agreedToTerms: "Du skal acceptere vilkårene",
    });
    expect(await count(applications)).toBe(0);
  });

  it("stores the celebrity application's PDFs with it", async () => {
    const result = await post(
      submitCelebrityApplication,
      formOf(validCelebrity, [
        ["files", pdf("repertoire.pdf")],
        ["files", pdf("cv.pdf", "%PDF-1.4 other")],
      ]),
    );
    expect(result).toMatchObject({ status: 200, ok: true });
    const [row] = await handle.db.select().from(applications);
    const files = await handle.db.select().from(applicationFiles);
    expect(files.map((f) => f.originalName).sort()).toEqual(["cv.pdf", "repertoire.pdf"]);
    expect(files.every((f) => f.applicationId === row!.id && f.storageKey.startsWith("application-pdfs/"))).toBe(true);
    expect(filesIn("application-pdfs").sort()).toEqual(files.map((f) => f.storageKey.split("/")[1]).sort());
    const mails = await smtp.waitFor(2);
    expect(mails.find((m) => m.envelopeTo[0] === "coach@studio.test")?.text).toContain("2 PDF files are stored with the application: repertoire.pdf, cv.pdf.");
    expect(mails.find((m) => m.envelopeTo[0] === "anna.jensen@example.dk")?.subject).toBe("Thank you for applying to Celebrity Vocal Experience");
  });

  it("judges a PDF by its content, not its name", async () => {
    const fake = new File(["<html>not a pdf</html>"], "cv.pdf", { type: "application/pdf" });
    const result = await post(
      submitCelebrityApplication,
      formOf(validCelebrity, [
        ["files", pdf("ok.pdf")],
        ["files", fake],
      ]),
    );
    expect(result).toMatchObject({ status: 400, fieldErrors: { files: "Please upload only PDF files." } });
    expect(await count(applications)).toBe(0);
    expect(filesIn("application-pdfs")).toEqual([]);
  });

  it("refuses more than five files and files over 10 MB with a clear message", async () => {
    const six = Array.from({ length: 6 }, (_, i) => ["files", pdf(`f${i}.pdf`)] as [string, File]);
    expect(await post(submitCelebrityApplication, formOf(validCelebrity, six))).toMatchObject({
      status: 413,
      fieldErrors: { files: "You can upload at most 5 PDF files." },
    });
    const big = pdf("big.pdf", "%PDF-1.7\n" + "x".repeat(10 * 1024 * 1024));
    expect(await post(submitCelebrityApplication, formOf(validCelebrity, [["files", big]]))).toMatchObject({
      status: 413,
      fieldErrors: { files: "Each PDF may be at most 10 MB." },
    });
    expect(await count(applications)).toBe(0);
  });

  it("a double submit with files stores one application and one set of files", async () => {
    const ip = freshIp();
    const body = () => formOf(validCelebrity, [["files", pdf("repertoire.pdf")]]);
    await Promise.all([post(submitCelebrityApplication, body(), ip), post(submitCelebrityApplication, body(), ip)]);
    expect(await count(applications)).toBe(1);
    expect(await count(applicationFiles)).toBe(1);
    expect(filesIn("application-pdfs")).toHaveLength(1);
  });
});

describe("Share Your Story", () => {
  it("stores the story and its PDF under magazine-pdfs with a generated name", async () => {
    const story = {
      name: "Jonas Krogh",
      email: "jonas@example.dk",
      topic: "Voice Elevated",
      article: "Da jeg startede, turde jeg ikke synge foran andre. Efter fire weekender stod jeg på scenen.",
    };
    const result = await post(submitStory, formOf(story, [["pdf", pdf("min historie.pdf")]]));
    expect(result).toMatchObject({ status: 200, ok: true, pdfUploaded: true });
    const [row] = await handle.db.select().from(storySubmissions);
    expect(row!.pdfKey).toMatch(/^magazine-pdfs\/[0-9a-f-]{36}\.pdf$/);
    expect(row!.pdfName).toBe("min historie.pdf");
    expect(filesIn("magazine-pdfs")).toEqual([row!.pdfKey!.split("/")[1]]);
    const mails = await smtp.waitFor(2);
    expect(mails.find((m) => m.envelopeTo[0] === "coach@studio.test")?.subject).toBe("New story for the magazine: Voice Elevated");
  });

  it("accepts a story without a PDF and refuses a second file", async () => {
    const story = { name: "Jonas Krogh", email: "jonas@example.dk", topic: "Workshop", article: "x".repeat(60) };
    expect(await post(submitStory, formOf(story))).toMatchObject({ status: 200, ok: true, pdfUploaded: false });
    expect(
      await post(
        submitStory,
        formOf({ ...story, article: "y".repeat(60) }, [
          ["pdf", pdf("a.pdf")],
          ["pdf", pdf("b.pdf")],
        ]),
      ),
    ).toMatchObject({ status: 413 });
  });
});

describe("newsletter", () => {
  it("answers the same for new and known addresses and sends one confirmation with unsubscribe headers", async () => {
    const first = await post(submitNewsletterSignup, formOf({ email: "Ida@Example.dk " }));
    const again = await post(submitNewsletterSignup, formOf({ email: "ida@example.dk" }));
    expect(first).toEqual(again);
    expect(first).toMatchObject({ status: 200, ok: true });
    const subscribers = await handle.db.select().from(newsletterSubscribers);
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0]).toMatchObject({ email: "ida@example.dk", status: "pending" });
    const [mail] = await smtp.waitFor(1);
    const token = subscribers[0]!.token;
    expect(mail!.headers["list-unsubscribe"]).toBe(`<https://studio.test/newsletter/unsubscribe/${token}>`);
    expect(mail!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail!.text).toContain(`https://studio.test/newsletter/confirm/${subscribers[0]!.confirmToken}`);
    expect(mail!.text).not.toContain(`/newsletter/confirm/${token}`);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages).toHaveLength(1);
  });

  it("links to PUBLIC_URL, or http://localhost:PORT without it, never to the host the request names", async () => {
    const forged = { "content-type": "application/x-www-form-urlencoded", host: "attacker.example", "x-forwarded-host": "attacker.example" };
    const signUp = (email: string) =>
      postRaw(submitNewsletterSignup, Buffer.from(`email=${encodeURIComponent(email)}`), forged, "http://attacker.example/api/newsletter");
    expect(await signUp("configured@example.dk")).toMatchObject({ status: 200, ok: true });
    const saved = { PUBLIC_URL: process.env.PUBLIC_URL, PORT: process.env.PORT };
    delete process.env.PUBLIC_URL;
    process.env.PORT = "3999";
    resetEnvForTests();
    try {
      expect(await signUp("default@example.dk")).toMatchObject({ status: 200, ok: true });
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      resetEnvForTests();
    }
    const mails = await smtp.waitFor(2);
    const links = (to: string) =>
      [...mails.find((m) => m.envelopeTo[0] === to)!.text.matchAll(/(https?:\/\/[^\s/]+)\/newsletter\//g)].map(([, origin]) => origin);
    expect(new Set(links("configured@example.dk"))).toEqual(new Set(["https://studio.test"]));
    expect(new Set(links("default@example.dk"))).toEqual(new Set(["http://localhost:3999"]));
    expect(mails.map((m) => m.raw).join("")).not.toContain("attacker.example");
  });

  it("refuses an invalid address", async () => {
    expect(await post(submitNewsletterSignup, formOf({ email: "ida@" }))).toMatchObject({
      status: 400,
      fieldErrors: { email: "Please enter a valid email address" },
    });
    expect(await count(newsletterSubscribers)).toBe(0);
  });
});
