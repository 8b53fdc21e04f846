import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicDownloads } from "./downloads";

describe("publicDownloads", () => {
  it.each(Object.values(publicDownloads))("$href exists as a PDF with the page count the site states", (download) => {
    const file = readFileSync(path.join(process.cwd(), "public", download.href));
    expect(file.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const count = Number(file.toString("latin1").match(/\/Type \/Pages \/Kids \[[^\]]*\] \/Count (\d+)/)?.[1]);
    expect(count).toBe(download.pages);
  });
});
