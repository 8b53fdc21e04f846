import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

/**
 * Every Tailwind class in app/'s source: the words of every string literal that tailwind-merge
 * recognises as a class (it drops the second of two equal classes, and keeps unknown words).
 */
function sourceClasses() {
  const appDir = path.resolve("app");
  const files = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith("class-merge.ts"),
  );
  const classes = new Set<string>();
  for (const file of files) {
    const source = readFileSync(path.join(appDir, file), "utf8");
    for (const [, double, single, template] of source.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`]*)`/g)) {
      const text = (double ?? single ?? template ?? "").replace(/\$\{[^}]*\}/g, " ");
      for (const word of text.split(/\s+/)) if (word && twMerge(`${word} ${word}`) === word) classes.add(word);
    }
  }
  return [...classes];
}

describe("mergeClasses", () => {
  const classes = sourceClasses();

  it("finds the source's classes", () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(expect.arrayContaining(["px-5", "bg-amber-400", "sm:min-h-9", "in-[.on-dark]:hover:bg-ivory/10"]));
  });

  // Whichever two classes a call site puts together, and in whichever order, the result is tailwind-merge's.
  it("resolves every pair of the source's classes as tailwind-merge does", () => {
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (mergeClasses(pair) !== expected) differences.push(`${pair} → ${expected}, not ${mergeClasses(pair)}`);
      }
    }
    expect(differences.slice(0, 40)).toEqual([]);
  }, 120_000);

  // Longer lists too, where a class is dropped by one that is itself dropped later: random ones, the same each run.
  it("resolves random lists of the source's classes as tailwind-merge does", () => {
    let seed = 7;
    const random = (below: number) => Math.floor((seed = (seed * 1103515245 + 12345) % 2147483648) / (2147483648 / below));
    for (let i = 0; i < 20_000; i++) {
      const list = Array.from({ length: 3 + random(5) }, () => classes[random(classes.length)]).join(" ");
      expect(mergeClasses(list), list).toBe(twMerge(list));
    }
  });

  it("resolves the shorthands, variants and modifiers as tailwind-merge does", () => {
    for (const list of [
      "px-2 py-1 p-3 px-4",
      "rounded-t-sm rounded-tl-md rounded-md rounded-l-sm",
      "border border-t-2 border-ink-900 border-t-amber-400 border-amber-400",
      "hover:focus:bg-ink-900 focus:hover:bg-ivory [&_svg]:size-4 [&_svg]:size-5 *:mt-2 *:mt-4",
      "text-sm/6 leading-7 text-lg/8 leading-none",
      "px-2! px-3 !px-4 -mt-2 mt-4 top-1 inset-0 inset-x-2 left-3",
      "line-clamp-2 block overflow-hidden",
      "plain words stay plain words",
      "",
    ]) {
      expect(mergeClasses(list)).toBe(twMerge(list));
    }
  });
});
