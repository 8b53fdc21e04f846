import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage.server";
import { newStorageKey } from "./storage.server";
import { startsLikePdf } from "./limits";

const root = mkdtempSync(path.join(tmpdir(), "storage-test-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("local storage", () => {
  const storage = createLocalStorage(root);

  it("stores bytes under a generated key inside its folder and reads them back", async () => {
    const key = newStorageKey("magazine-pdfs");
    expect(key).toMatch(/^magazine-pdfs\/[0-9a-f-]{36}\.pdf$/);
    await storage.put(key, new TextEncoder().encode("%PDF-1.4 x"), "application/pdf");
    expect(readdirSync(path.join(root, "magazine-pdfs"))).toEqual([key.split("/")[1]]);
    expect(new TextDecoder().decode((await storage.get(key))!)).toBe("%PDF-1.4 x");
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("never leaves its root", async () => {
    await expect(storage.put("magazine-pdfs/../../escape.pdf", new Uint8Array([1]), "application/pdf")).rejects.toThrow(/Invalid storage key/);
    await expect(storage.get("/etc/passwd")).rejects.toThrow(/Invalid storage key/);
  });

  it("recognises a PDF by its first bytes only", () => {
    expect(startsLikePdf(new TextEncoder().encode("%PDF-1.7\n"))).toBe(true);
    expect(startsLikePdf(new TextEncoder().encode("%PDF"))).toBe(false);
    expect(startsLikePdf(new TextEncoder().encode("<html>%PDF-"))).toBe(false);
  });
});
