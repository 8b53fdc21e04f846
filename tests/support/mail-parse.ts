/**
 * Just enough RFC 5322/MIME parsing to read what nodemailer sends: unfolded headers,
 * encoded-word subjects, multipart/alternative, quoted-printable and base64 bodies.
 */

export interface ParsedMail {
  headers: Record<string, string>;
  subject: string;
  from: string;
  to: string;
  replyTo?: string;
  text: string;
  html: string;
  /** The text/calendar part (an .ics invite), decoded, or "" when there is none. */
  calendar: string;
}

function splitHead(raw: string) {
  const at = raw.search(/\r?\n\r?\n/);
  if (at < 0) return { head: raw, body: "" };
  const sep = raw.slice(at).match(/^\r?\n\r?\n/)![0];
  return { head: raw.slice(0, at), body: raw.slice(at + sep.length) };
}

function parseHeaders(head: string) {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(body: string) {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export function decodeWords(value: string) {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset, encoding: string, text: string) =>
      encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

function decodeBody(body: string, encoding = "") {
  const e = encoding.toLowerCase();
  if (e === "quoted-printable") return decodeQuotedPrintable(body);
  if (e === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function collectParts(headers: Record<string, string>, body: string, out: { text: string; html: string; calendar: string }) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const { head, body: partBody } = splitHead(part.replace(/^\r?\n/, ""));
      collectParts(parseHeaders(head), partBody, out);
    }
    return;
  }
  const decoded = decodeBody(body, headers["content-transfer-encoding"]).replace(/\r\n/g, "\n");
  if (/^text\/html/i.test(type)) out.html ||= decoded;
  else if (/^text\/plain/i.test(type)) out.text ||= decoded;
  else if (/^text\/calendar/i.test(type)) out.calendar ||= decoded;
}

export function parseMail(raw: string): ParsedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  for (const key of Object.keys(headers)) headers[key] = decodeWords(headers[key]!);
  const out = { text: "", html: "", calendar: "" };
  collectParts(headers, body, out);
  return { headers, subject: headers.subject ?? "", from: headers.from ?? "", to: headers.to ?? "", replyTo: headers["reply-to"], ...out };
}
