import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedMaterials, seedStorageKey } from "./seed-data.server";

describe("the seeded course material", () => {
  it.each(seedMaterials)("$id is a committed PDF with the page count the pages show, kept in private storage", (material) => {
    const file = readFileSync(path.join(process.cwd(), "content/materials", material.contentFile));
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(Number(file.toString("latin1").match(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/)?.[1])).toBe(material.pages);
    expect(seedStorageKey(material)).toBe(`course-materials/${material.courseId}/${material.contentFile}`);
  });
});
