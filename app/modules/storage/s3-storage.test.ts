import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage.server";
import { sha256Hex, signRequest } from "./sigv4.server";

const secret = "test-secret-key-0123456789";
const objects = new Map<string, Buffer>();
const seen: { method: string; path: string; verified: boolean }[] = [];
let server: Server;
let endpoint: string;

/** Recomputes the signature from what arrived on the wire, as S3 does. */
function verify(req: IncomingMessage, body: Buffer) {
  const auth = String(req.headers.authorization ?? "");
  const match = /Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return false;
  const [, accessKeyId, , region, signedHeaders] = match;
  if (sha256Hex(body) !== req.headers["x-amz-content-sha256"]) return false;
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(";")) if (!["host", "x-amz-date", "x-amz-content-sha256"].includes(name)) headers[name] = String(req.headers[name]);
  const date = String(req.headers["x-amz-date"]);
  const now = new Date(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`);
  const expected = signRequest(
    { method: req.method!, url: new URL(`http://${req.headers.host}${req.url}`), headers, payloadHash: String(req.headers["x-amz-content-sha256"]), now },
    { accessKeyId: accessKeyId!, secretAccessKey: secret, region: region! },
  );
  return expected.authorization === auth;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const verified = verify(req, body);
      seen.push({ method: req.method!, path: req.url!, verified });
      if (!verified) return void res.writeHead(403).end("SignatureDoesNotMatch");
      const path = decodeURIComponent(req.url!);
      if (req.method === "PUT") {
        objects.set(path, body);
        return void res.writeHead(200).end();
      }
      if (req.method === "GET") {
        const object = objects.get(path);
        return void (object ? res.writeHead(200).end(object) : res.writeHead(404).end());
      }
      if (req.method === "DELETE") {
        objects.delete(path);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("S3 storage", () => {
  it("puts, gets and deletes an object with signed path-style requests", async () => {
    const storage = createS3Storage({ bucket: "uploads", region: "eu-north-1", endpoint, accessKeyId: "AKIDTEST", secretAccessKey: secret });
    const body = new TextEncoder().encode("%PDF-1.7 hello");
    await storage.put("magazine-pdfs/3f1c.pdf", body, "application/pdf");
    expect(objects.get("/uploads/magazine-pdfs/3f1c.pdf")?.toString()).toBe("%PDF-1.7 hello");
    expect(new TextDecoder().decode((await storage.get("magazine-pdfs/3f1c.pdf"))!)).toBe("%PDF-1.7 hello");
    await storage.delete("magazine-pdfs/3f1c.pdf");
    expect(await storage.get("magazine-pdfs/3f1c.pdf")).toBeNull();
    expect(seen.map((s) => `${s.method} ${s.path} ${s.verified}`)).toEqual([
      "PUT /uploads/magazine-pdfs/3f1c.pdf true",
      "GET /uploads/magazine-pdfs/3f1c.pdf true",
      "DELETE /uploads/magazine-pdfs/3f1c.pdf true",
      "GET /uploads/magazine-pdfs/3f1c.pdf true",
    ]);
  });

  it("reports a rejected request instead of pretending it worked", async () => {
    const storage = createS3Storage({ bucket: "uploads", region: "eu-north-1", endpoint, accessKeyId: "AKIDTEST", secretAccessKey: "wrong-secret" });
    await expect(storage.put("magazine-pdfs/x.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(/status 403/);
  });

  it("refuses keys it did not generate", async () => {
    const storage = createS3Storage({ bucket: "uploads", region: "eu-north-1", endpoint, accessKeyId: "AKIDTEST", secretAccessKey: secret });
    await expect(storage.put("../etc/passwd", new Uint8Array([1]), "text/plain")).rejects.toThrow(/Invalid storage key/);
  });
});
