import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/db";
import type { DatabaseHandle } from "~/db/client.server";
import { materialDownloads, orders } from "~/db/schema";
import { seedCatalogue } from "~/modules/catalogue/seed.server";
import { createLocalStorage } from "~/modules/storage/local-storage.server";
import type { FileStorage } from "~/modules/storage/storage.server";
import { downloadTotals } from "./catalogue.server";
import { materialResponse, type MaterialDeps } from "./download.server";
import { seedCourseMaterials } from "./seed.server";
import { seedMaterials } from "./seed-data.server";
import type { Viewer } from "./viewer";

let handle: DatabaseHandle;
let deps: MaterialDeps;
const root = mkdtempSync(path.join(tmpdir(), "materials-download-"));
const MATERIAL_IDS = seedMaterials.map((m) => m.id);
const fileOf = (id: string) => readFileSync(path.join(process.cwd(), "content/materials", seedMaterials.find((m) => m.id === id)!.contentFile));

beforeAll(async () => {
  handle = await createTestDatabase();
  await seedCatalogue(handle.db);
  deps = { db: handle.db, storage: createLocalStorage(root), now: () => new Date("2026-11-23T10:00:00Z") };
  await seedCourseMaterials(handle.db, deps.storage);
});
afterAll(async () => {
  await handle.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await handle.db.delete(orders);
  await handle.db.delete(materialDownloads);
});

const buyer: Viewer = { id: "buyer-1", email: "buyer@example.dk", emailVerified: true, name: "B", role: "student" };
const student: Viewer = { id: "student-1", email: "student@example.dk", emailVerified: true, name: "S", role: "student" };

async function buy() {
  await handle.db.insert(orders).values({
    id: "order-1",
    status: "paid",
    userId: buyer.id,
    email: buyer.email,
    items: [{ itemId: "voice-elevated", name: "Voice Elevated", quantity: 1, unitAmount: 1_850_000, currency: "DKK" }],
    amountTotal: 1_850_000,
    currency: "DKK",
    provider: "test",
    idempotencyKey: "key-1",
  });
}

function get(id: string, headers: Record<string, string> = {}, method = "GET") {
  return new Request(`http://site.test/materials/${id}`, { method, headers });
}
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const counted = async () => (await downloadTotals(handle.db)).reduce((sum, row) => sum + row.downloads, 0);

/** True when any 64-byte window of the file appears in the body: "no bytes of the file". */
function leaksFile(body: Buffer, file: Buffer) {
  for (let at = 0; at + 64 <= file.length; at += 64) if (body.includes(file.subarray(at, at + 64))) return true;
  return body.includes("%PDF-");
}

describe("a course file for someone who has not bought the course", () => {
  it.each(MATERIAL_IDS)("%s: a signed-out browser is sent to sign in and back, with no bytes of the file", async (id) => {
    for (const headers of [{ accept: "text/html,application/xhtml+xml" }, { "sec-fetch-mode": "navigate", range: "bytes=0-" }] as Record<string, string>[]) {
      const response = await materialResponse(deps, { request: get(id, headers), materialId: id, viewer: null });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/login?redirectTo=%2Fmaterials%2F${id}`);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect((await bytesOf(response)).length).toBe(0);
    }
  });

  it.each(MATERIAL_IDS)("%s: a signed-out fetch, HEAD or range request gets 401 and no bytes", async (id) => {
    for (const request of [get(id), get(id, { range: "bytes=0-99" }), get(id, {}, "HEAD")]) {
      const response = await materialResponse(deps, { request, materialId: id, viewer: null });
      expect(response.status).toBe(401);
      expect(response.headers.get("content-range")).toBeNull();
      expect(leaksFile(await bytesOf(response), fileOf(id))).toBe(false);
    }
  });

  it.each(MATERIAL_IDS)("%s: a signed-in non-buyer gets 403 and no bytes, with or without a range", async (id) => {
    for (const headers of [{}, { range: "bytes=0-99" }, { range: "bytes=-500" }, { accept: "text/html" }] as Record<string, string>[]) {
      const response = await materialResponse(deps, { request: get(id, headers), materialId: id, viewer: student });
      expect(response.status).toBe(403);
      expect(await response.clone().text()).toBe("Purchase required to access this material");
      expect(leaksFile(await bytesOf(response), fileOf(id))).toBe(false);
    }
    // An unverified address that matches a paid order is not enough either.
    await buy();
    const sameAddress = { ...student, email: buyer.email, emailVerified: false };
    const response = await materialResponse(deps, { request: get(id), materialId: id, viewer: sameAddress });
    expect(response.status).toBe(403);
    expect(await counted()).toBe(0);
  });
});

describe("a course file for its buyer", () => {
  beforeEach(buy);

  it.each(MATERIAL_IDS)("%s: the whole file, privately, with its type, size, name and validators", async (id) => {
    const response = await materialResponse(deps, { request: get(id), materialId: id, viewer: buyer });
    expect(response.status).toBe(200);
    const file = fileOf(id);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(file.length),
      "content-disposition": `attachment; filename="${id}.pdf"; filename*=UTF-8''${id}.pdf`,
      "cache-control": "private, no-store",
      "accept-ranges": "bytes",
      etag: expect.stringMatching(/^".+"$/),
      "last-modified": expect.stringMatching(/GMT$/),
    });
    expect((await bytesOf(response)).equals(file)).toBe(true);
  });

  it("answers a range with 206 and exactly those bytes, and suffix and open ranges too", async () => {
    const file = fileOf("voice-elevated-programme");
    const cases: [string, number, number][] = [
      ["bytes=0-99", 0, 99],
      ["bytes=1000-2047", 1000, 2047],
      ["bytes=-300", file.length - 300, file.length - 1],
      [`bytes=${file.length - 10}-`, file.length - 10, file.length - 1],
      [`bytes=5-${file.length + 500}`, 5, file.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const response = await materialResponse(deps, {
        request: get("voice-elevated-programme", { range }),
        materialId: "voice-elevated-programme",
        viewer: buyer,
      });
      expect(response.status, range).toBe(206);
      expect(response.headers.get("content-range")).toBe(`bytes ${start}-${end}/${file.length}`);
      expect(response.headers.get("content-length")).toBe(String(end - start + 1));
      expect((await bytesOf(response)).equals(file.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("answers 416 for a range past the end, and the whole file when If-Range names another version", async () => {
    const file = fileOf("voice-elevated-curriculum");
    const past = await materialResponse(deps, {
      request: get("voice-elevated-curriculum", { range: `bytes=${file.length}-` }),
      materialId: "voice-elevated-curriculum",
      viewer: buyer,
    });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${file.length}`);
    expect((await bytesOf(past)).length).toBe(0);

    const first = await materialResponse(deps, { request: get("voice-elevated-curriculum"), materialId: "voice-elevated-curriculum", viewer: buyer });
    const etag = first.headers.get("etag")!;
    await first.body?.cancel();
    const same = await materialResponse(deps, {
      request: get("voice-elevated-curriculum", { range: "bytes=10-19", "if-range": etag }),
      materialId: "voice-elevated-curriculum",
      viewer: buyer,
    });
    expect(same.status).toBe(206);
    await same.body?.cancel();
    const changed = await materialResponse(deps, {
      request: get("voice-elevated-curriculum", { range: "bytes=10-19", "if-range": '"another-version"' }),
      materialId: "voice-elevated-curriculum",
      viewer: buyer,
    });
    expect(changed.status).toBe(200);
    expect((await bytesOf(changed)).equals(file)).toBe(true);
  });

  it("counts a download once: a whole file or a range from byte 0, not the later ranges, HEAD or a refused request", async () => {
    const id = "voice-elevated-programme";
    const send = async (headers: Record<string, string>, method = "GET", viewer: Viewer | null = buyer) => {
      const response = await materialResponse(deps, { request: get(id, headers, method), materialId: id, viewer });
      await response.body?.cancel();
      return response.status;
    };
    expect(await send({})).toBe(200);
    expect(await send({ range: "bytes=0-1023" })).toBe(206);
    expect(await send({ range: "bytes=1024-" })).toBe(206);
    expect(await send({ range: "bytes=-100" })).toBe(206);
    expect(await send({}, "HEAD")).toBe(200);
    expect(await send({}, "GET", student)).toBe(403);
    expect(await send({}, "GET", null)).toBe(401);
    expect(await downloadTotals(handle.db)).toContainEqual({ materialId: id, title: expect.any(String), downloads: 2 });
  });

  it("opens every course file to the coach without a purchase, and does not count her as a download", async () => {
    const id = "voice-elevated-programme";
    const coach: Viewer = { ...student, id: "coach-1", role: "admin" };
    const response = await materialResponse(deps, { request: get(id), materialId: id, viewer: coach });
    expect(response.status).toBe(200);
    expect((await bytesOf(response)).equals(fileOf(id))).toBe(true);
    expect((await downloadTotals(handle.db)).find((row) => row.materialId === id)?.downloads ?? 0).toBe(0);
  });

  it("answers a HEAD with the headers of a GET and no body", async () => {
    const response = await materialResponse(deps, {
      request: get("voice-elevated-programme", {}, "HEAD"),
      materialId: "voice-elevated-programme",
      viewer: buyer,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBe(String(fileOf("voice-elevated-programme").length));
    expect(response.body).toBeNull();
  });

  it("is 404 for an unknown or malformed material id, 405 for other methods", async () => {
    for (const id of ["no-such-file", "..%2F..%2Fetc", "Voice-Elevated-Programme"]) {
      expect((await materialResponse(deps, { request: get("x"), materialId: id, viewer: buyer })).status).toBe(404);
    }
    expect(
      (await materialResponse(deps, { request: get("voice-elevated-programme", {}, "POST"), materialId: "voice-elevated-programme", viewer: buyer })).status,
    ).toBe(405);
  });

  it("refuses with 503 and no bytes when storage fails, and 404 when the file is gone from storage", async () => {
    const failing: FileStorage = {
      ...deps.storage,
      stat: async () => {
        throw new Error("S3 HEAD failed");
      },
    };
    const failed = await materialResponse(
      { ...deps, storage: failing },
      { request: get("voice-elevated-programme"), materialId: "voice-elevated-programme", viewer: buyer },
    );
    expect(failed.status).toBe(503);
    expect(leaksFile(await bytesOf(failed), fileOf("voice-elevated-programme"))).toBe(false);
    const empty = createLocalStorage(path.join(root, "empty"));
    const gone = await materialResponse(
      { ...deps, storage: empty },
      { request: get("voice-elevated-programme"), materialId: "voice-elevated-programme", viewer: buyer },
    );
    expect(gone.status).toBe(404);
    expect(await counted()).toBe(0);
  });
});
