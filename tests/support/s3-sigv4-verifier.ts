import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/**
 * Checks an S3 request's Signature Version 4 the way S3 does, written from AWS's S3 pages
 * "Signature Calculations for the Authorization Header" and "Authenticating Requests:
 * Using Query Parameters". It shares no code with the signer the application uses
 * (aws4fetch), so a signing mistake there cannot be repeated here. The tests beside the
 * S3 storage pin it to the worked examples AWS publishes.
 */

export interface ReceivedRequest {
  method: string;
  /** The request target exactly as it arrived: path and raw query, still percent-encoded. */
  target: string;
  headers: Record<string, string | string[] | undefined>;
  /** Needed to check a signed payload hash; not used with UNSIGNED-PAYLOAD. */
  body?: Uint8Array;
}

export interface VerifierSettings {
  region: string;
  /** Secret access key by access key id. */
  secrets: ReadonlyMap<string, string>;
  now: Date;
}

export type Verdict = { ok: true; accessKeyId: string } | { ok: false; status: number; code: string; message: string };

const ALGORITHM = "AWS4-HMAC-SHA256";
const UNSIGNED = "UNSIGNED-PAYLOAD";
const ALLOWED_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 60 * 60;

const refuse = (status: number, code: string, message: string): Verdict => ({ ok: false, status, code, message });

export function verifySigV4(request: ReceivedRequest, settings: VerifierSettings): Verdict {
  const headers = lowerCaseHeaders(request.headers);
  const [rawPath = "/", rawQuery = ""] = splitOnce(request.target, "?");
  const query = parseRawQuery(rawQuery);
  const byHeader = (headers.authorization ?? "").startsWith(ALGORITHM);
  const byQuery = query.some(([name]) => name === "X-Amz-Algorithm");
  if (byHeader && byQuery) return refuse(400, "InvalidArgument", "Only one auth mechanism allowed");
  if (!byHeader && !byQuery) return refuse(403, "AccessDenied", "Anonymous requests are not allowed");

  const claim = byHeader ? claimFromHeader(headers) : claimFromQuery(query);
  if ("ok" in claim) return claim;

  const secret = settings.secrets.get(claim.accessKeyId);
  if (secret === undefined) return refuse(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.");
  if (claim.scopeRegion !== settings.region || claim.scopeService !== "s3" || claim.scopeTerminator !== "aws4_request") {
    return refuse(400, "AuthorizationHeaderMalformed", "The credential scope names the wrong region or service");
  }
  const requestTime = parseAmzDate(claim.timestamp);
  if (!requestTime || claim.scopeDay !== claim.timestamp.slice(0, 8))
    return refuse(403, "AccessDenied", "The request date is missing or does not match its scope");

  const timing = checkTime(byHeader, requestTime, claim.expiresSeconds, settings.now);
  if (timing) return timing;

  if (!claim.signedHeaders.includes("host")) return refuse(403, "AccessDenied", "The host header must be signed");
  for (const name of claim.signedHeaders) if (headers[name] === undefined) return refuse(403, "AccessDenied", `Signed header ${name} is missing`);
  if (byHeader) {
    const unsignedAmz = Object.keys(headers).find((name) => name.startsWith("x-amz-") && !claim.signedHeaders.includes(name));
    if (unsignedAmz) return refuse(403, "AccessDenied", `Header ${unsignedAmz} must be signed`);
  }

  const payloadHash = byHeader ? headers["x-amz-content-sha256"] : UNSIGNED;
  if (!payloadHash) return refuse(400, "InvalidRequest", "Missing required header for this request: x-amz-content-sha256");
  if (payloadHash !== UNSIGNED) {
    if (!/^[0-9a-f]{64}$/.test(payloadHash)) return refuse(400, "InvalidArgument", "x-amz-content-sha256 must be UNSIGNED-PAYLOAD or a SHA-256 in hex");
    if (sha256(request.body ?? new Uint8Array()) !== payloadHash) {
      return refuse(400, "XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");
    }
  }

  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(rawPath),
    canonicalQueryString(query.filter(([name]) => !(byQuery && name === "X-Amz-Signature"))),
    claim.signedHeaders.map((name) => `${name}:${collapseSpaces(headers[name]!)}\n`).join(""),
    claim.signedHeaders.join(";"),
    payloadHash,
  ].join("\n");
  const scope = [claim.scopeDay, claim.scopeRegion, claim.scopeService, claim.scopeTerminator].join("/");
  const stringToSign = `${ALGORITHM}\n${claim.timestamp}\n${scope}\n${sha256(canonicalRequest)}`;

  const dateKey = hmac(`AWS4${secret}`, claim.scopeDay);
  const signingKey = hmac(hmac(hmac(dateKey, claim.scopeRegion), claim.scopeService), claim.scopeTerminator);
  const expected = Buffer.from(hmac(signingKey, stringToSign).toString("hex"));
  const given = Buffer.from(claim.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return refuse(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided.");
  }
  return { ok: true, accessKeyId: claim.accessKeyId };
}

interface Claim {
  accessKeyId: string;
  scopeDay: string;
  scopeRegion: string;
  scopeService: string;
  scopeTerminator: string;
  timestamp: string;
  signedHeaders: string[];
  signature: string;
  expiresSeconds?: number;
}

/** `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` (comma, optional spaces). */
function claimFromHeader(headers: Record<string, string>): Claim | Verdict {
  const fields = new Map<string, string>();
  for (const part of headers.authorization!.slice(ALGORITHM.length).split(",")) {
    const [name, value = ""] = splitOnce(part.trim(), "=");
    fields.set(name, value);
  }
  const credential = fields.get("Credential");
  const signedHeaders = fields.get("SignedHeaders");
  const signature = fields.get("Signature");
  if (!credential || !signedHeaders || !signature || fields.size !== 3) {
    return refuse(400, "AuthorizationHeaderMalformed", "The authorization header needs Credential, SignedHeaders and Signature");
  }
  return claimFrom(credential, headers["x-amz-date"] ?? "", signedHeaders, signature);
}

function claimFromQuery(query: [string, string][]): Claim | Verdict {
  const param = (name: string) => query.find(([key]) => key === name)?.[1];
  const [algorithm, credential, timestamp, signedHeaders, signature, expires] = [
    "X-Amz-Algorithm",
    "X-Amz-Credential",
    "X-Amz-Date",
    "X-Amz-SignedHeaders",
    "X-Amz-Signature",
    "X-Amz-Expires",
  ].map(param);
  if (algorithm !== ALGORITHM) return refuse(400, "AuthorizationQueryParametersError", 'X-Amz-Algorithm only supports "AWS4-HMAC-SHA256"');
  if (!credential || !timestamp || !signedHeaders || !signature || !expires) {
    return refuse(400, "AuthorizationQueryParametersError", "Query-string authentication version 4 requires all of its X-Amz-* parameters.");
  }
  const expiresSeconds = /^\d+$/.test(expires) ? Number(expires) : NaN;
  if (!(expiresSeconds >= 1 && expiresSeconds <= MAX_PRESIGNED_SECONDS)) {
    return refuse(400, "AuthorizationQueryParametersError", "X-Amz-Expires must be between 1 and 604800 seconds");
  }
  const claim = claimFrom(credential, timestamp, signedHeaders, signature);
  return "ok" in claim ? claim : { ...claim, expiresSeconds };
}

function claimFrom(credential: string, timestamp: string, signedHeaders: string, signature: string): Claim | Verdict {
  const parts = credential.split("/");
  if (parts.length !== 5 || parts.some((part) => part === "")) return refuse(400, "AuthorizationHeaderMalformed", "The credential is malformed");
  const [accessKeyId, scopeDay, scopeRegion, scopeService, scopeTerminator] = parts as [string, string, string, string, string];
  const names = signedHeaders.split(";");
  const sortedLowerCase = names.every((name, i) => name === name.toLowerCase() && (i === 0 || names[i - 1]! < name));
  if (!sortedLowerCase) return refuse(403, "SignatureDoesNotMatch", "SignedHeaders must be lower case and sorted");
  return { accessKeyId, scopeDay, scopeRegion, scopeService, scopeTerminator, timestamp, signedHeaders: names, signature };
}

function checkTime(byHeader: boolean, requestTime: Date, expiresSeconds: number | undefined, now: Date): Verdict | undefined {
  const ageMs = now.getTime() - requestTime.getTime();
  if (byHeader) {
    return Math.abs(ageMs) > ALLOWED_SKEW_MS
      ? refuse(403, "RequestTimeTooSkewed", "The difference between the request time and the current time is too large.")
      : undefined;
  }
  if (ageMs < -ALLOWED_SKEW_MS) return refuse(403, "AccessDenied", "Request is not valid yet");
  if (ageMs > expiresSeconds! * 1000) return refuse(403, "AccessDenied", "Request has expired");
  return undefined;
}

/** `20130524T000000Z` as a date, or null when it is not in that exact form. */
function parseAmzDate(value: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as number[];
  const date = new Date(Date.UTC(year!, month! - 1, day!, hour!, minute!, second!));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** S3 signs each path segment encoded once: decode what arrived, encode it again. */
function canonicalPath(rawPath: string) {
  return rawPath
    .split("/")
    .map((segment) => encodeUnreserved(percentDecode(segment)))
    .join("/");
}

/** Parameters sorted by encoded name, then value; a name without "=" has an empty value. */
function canonicalQueryString(pairs: [string, string][]) {
  return pairs
    .map(([name, value]) => [encodeUnreserved(name), encodeUnreserved(value)] as const)
    .sort(([nameA, valueA], [nameB, valueB]) => compare(nameA, nameB) || compare(valueA, valueB))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** The raw query as decoded pairs; "+" is a space, as form encoding (and URLSearchParams) writes it. */
function parseRawQuery(rawQuery: string): [string, string][] {
  if (rawQuery === "") return [];
  return rawQuery.split("&").map((part) => {
    const [name = "", value = ""] = splitOnce(part, "=");
    return [percentDecode(name.replace(/\+/g, " ")), percentDecode(value.replace(/\+/g, " "))];
  });
}

/** Keeps A–Z a–z 0–9 - _ . ~ and writes every other UTF-8 byte as %XX (upper-case hex). */
function encodeUnreserved(text: string) {
  const bytes = new TextEncoder().encode(text);
  return Array.from(bytes, (byte) => {
    const char = String.fromCharCode(byte);
    return /[A-Za-z0-9_.~-]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
  }).join("");
}

function percentDecode(text: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function lowerCaseHeaders(headers: ReceivedRequest["headers"]) {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name.toLowerCase()] = Array.isArray(value) ? value.join(",") : value;
  }
  return out;
}

const collapseSpaces = (value: string) => value.trim().replace(/ +/g, " ");
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const sha256 = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data, "utf8").digest();

function splitOnce(text: string, separator: string): [string, string?] {
  const at = text.indexOf(separator);
  return at === -1 ? [text] : [text.slice(0, at), text.slice(at + separator.length)];
}
