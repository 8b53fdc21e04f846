import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "./low-priority-module-preloads.server";

const shell =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/app.css"/></head><body><main>Hej</main>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<script type="module" async="">import "/assets/entry.js";</script></body></html>';
const expected = shell.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

async function rewrite(chunks: string[]): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads()));
}

describe("lowPriorityModulePreloads", () => {
  it("asks for every module preload at low priority and leaves the rest of the page alone", async () => {
    expect(await rewrite([shell])).toBe(expected);
  });

  it("rewrites a tag that arrives split across two chunks, wherever the split falls", async () => {
    for (let cut = 1; cut < shell.length; cut++) {
      expect(await rewrite([shell.slice(0, cut), shell.slice(cut)])).toBe(expected);
    }
  });

  it("keeps Danish letters intact when a chunk ends inside one", async () => {
    const bytes = Buffer.from(`<p>Sådan øver du dig</p>${shell}`);
    for (let cut = 1; cut < 20; cut++) {
      const chunks = [bytes.subarray(0, cut), bytes.subarray(cut)];
      const out = await text(Readable.from(chunks).pipe(lowPriorityModulePreloads()));
      expect(out).toBe(`<p>Sådan øver du dig</p>${expected}`);
    }
  });
});
