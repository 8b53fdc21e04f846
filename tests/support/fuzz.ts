/**
 * Malformed form bodies for the fuzz test: every body is invalid on purpose (a required
 * field missing, too short, too long, of the wrong type, sent twice, or the honeypot
 * filled) and most carry extra noise: odd encodings, huge strings, strange headers.
 */

export interface FuzzBody {
  label: string;
  headers: Record<string, string>;
  body: Buffer;
}

/** A small deterministic PRNG (mulberry32), so a failing case can be reproduced. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

const oddStrings = [
  "",
  " ",
  "\u0000\u0000",
  "\u202e\u202dabc",
  "😀".repeat(40),
  "<script>alert(1)</script>",
  "'; drop table applications; --",
  "%ZZ%",
  "\ud800",
  "a\r\nBcc: victim@example.com",
  "æøå ÆØÅ",
  "null",
  "[object Object]",
  "__proto__",
];

function pick<T>(rnd: () => number, items: readonly T[]): T {
  return items[Math.floor(rnd() * items.length)]!;
}

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD instead of throwing). */
function pct(value: string | Buffer) {
  let out = "";
  for (const byte of typeof value === "string" ? Buffer.from(value, "utf8") : value) {
    out += /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).padStart(2, "0")}`;
  }
  return out;
}

function encodeUrl(parts: Part[], rnd: () => number): Buffer {
  const raw = parts.map((p) => `${pct(p.name)}=${pct(p.value)}`).join("&");
  // Sometimes break the percent-encoding or add bytes that are not UTF-8.
  const roll = rnd();
  if (roll < 0.15) return Buffer.concat([Buffer.from(raw), Buffer.from("&x=%FF%FE%C3%28&%E2%82")]);
  if (roll < 0.25) return Buffer.from(raw.replace(/%/g, "%%"));
  return Buffer.from(raw);
}

function encodeMultipart(parts: Part[], boundary: string, rnd: () => number): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename !== undefined ? `form-data; name="${part.name}"; filename="${part.filename}"` : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`));
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from("\r\n"));
  }
  const roll = rnd();
  if (roll < 0.1) return Buffer.concat(chunks); // no closing boundary
  if (roll < 0.15) return Buffer.concat([...chunks, Buffer.from(`--${boundary}`)]).subarray(0, Math.floor(rnd() * 200)); // truncated
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * `valid` is a valid body for the form; `required` gives each required field's minimum
 * length (0 for a checkbox). Every body breaks one required field (or fills the honeypot).
 */
export function fuzzBodies(valid: Record<string, string>, required: Record<string, number>, count: number, seed: number, fileField?: string): FuzzBody[] {
  const rnd = random(seed);
  const fields = Object.keys(valid);
  const victims = Object.keys(required);
  const out: FuzzBody[] = [];
  for (let i = 0; i < count; i++) {
    let parts: Part[] = fields.map((name) => ({ name, value: valid[name]! }));
    const victim = pick(rnd, victims);
    let breaker = pick(rnd, ["missing", "short", "huge", "file", "twice", "honeypot", "unicode-only"] as const);
    // A checkbox (minimum 0) sent twice is still checked, which is fine: drop it instead.
    if (breaker === "twice" && required[victim] === 0) breaker = "missing";
    switch (breaker) {
      case "missing":
        parts = parts.filter((p) => p.name !== victim);
        break;
      case "short":
        parts = parts.map((p) => (p.name === victim ? { ...p, value: p.value.toString().slice(0, Math.max(0, required[victim]! - 1)) } : p));
        break;
      case "huge":
        parts = parts.map((p) => (p.name === victim ? { ...p, value: "x".repeat(20_000 + Math.floor(rnd() * 2_000_000)) } : p));
        break;
      case "file":
        parts = parts.map((p) =>
          p.name === victim ? { name: victim, value: Buffer.from("%PDF-1.4 pretending"), filename: "x.pdf", type: "application/pdf" } : p,
        );
        break;
      case "twice":
        parts.push({ name: victim, value: valid[victim]! });
        break;
      case "honeypot":
        parts.push({ name: "website", value: pick(rnd, ["http://spam.example", "x", "1"]) });
        break;
      case "unicode-only":
        parts = parts.map((p) => (p.name === victim ? { ...p, value: pick(rnd, ["\u0000", " ", "\t\r\n", "\u0000 \u0001"]) } : p));
        break;
    }
    // Noise that never makes a body valid.
    if (rnd() < 0.4) parts.push({ name: pick(rnd, ["__proto__", "constructor", "extra", "agreedToTerms[]", "ñ"]), value: pick(rnd, oddStrings) });
    if (fileField && rnd() < 0.3)
      parts.push({
        name: fileField,
        value: Buffer.from(pick(rnd, ["%PDF-1.7 ok", "MZ\u0090\u0000", "<html>"])),
        filename: pick(rnd, ["a.pdf", "../../etc/passwd", "a\u0000.pdf", ""]),
        type: "application/pdf",
      });
    if (rnd() < 0.3) parts.sort(() => rnd() - 0.5);

    const kind = rnd();
    let headers: Record<string, string>;
    let body: Buffer;
    if (kind < 0.45) {
      const boundary = `----fuzz${Math.floor(rnd() * 1e9)}`;
      const declared = rnd() < 0.1 ? "other-boundary" : boundary;
      headers = { "content-type": rnd() < 0.05 ? "multipart/form-data" : `multipart/form-data; boundary=${declared}` };
      body = encodeMultipart(parts, boundary, rnd);
    } else if (kind < 0.8) {
      headers = {
        "content-type": pick(rnd, [
          "application/x-www-form-urlencoded",
          "application/x-www-form-urlencoded; charset=utf-16",
          "APPLICATION/X-WWW-FORM-URLENCODED; charset=latin1",
        ]),
      };
      body = encodeUrl(
        parts.filter((p) => typeof p.value === "string"),
        rnd,
      );
      if (!parts.every((p) => typeof p.value === "string") && breaker === "file") body = Buffer.concat([body, Buffer.from(`&${victim}`)]);
    } else {
      headers = { "content-type": pick(rnd, ["application/json", "text/plain", "application/octet-stream", "", "multipart/mixed; boundary=x"]) };
      const asObject = Object.fromEntries(parts.map((p) => [p.name, typeof p.value === "string" ? p.value : 42]));
      body = Buffer.from(rnd() < 0.5 ? JSON.stringify(asObject) : JSON.stringify([asObject, null, 1.5e308]));
      if (headers["content-type"] === "") delete headers["content-type"];
    }
    out.push({ label: `${i}:${breaker}:${victim}:${headers["content-type"] ?? "none"}`, headers, body });
  }
  return out;
}
