import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Issue 41: decision records share one format (a "# NNN Title" heading, then Context, Decision
// and Consequences in that order) and docs/decisions/README.md indexes every one of them, so a
// reader finds a decision by its number or its title without opening each file.
const DIR = new URL("../../docs/decisions/", import.meta.url);
const RECORD_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;
const SECTIONS = ["## Context", "## Decision", "## Consequences"];

const records = readdirSync(DIR)
  .filter((name) => name !== "README.md")
  .sort();

/** What is wrong with one record's text: an empty list when it keeps the format. */
export function formatProblems(fileName: string, text: string): string[] {
  const number = RECORD_FILE.exec(fileName)?.[1];
  if (!number) return [`${fileName}: the name is not NNN-words.md`];
  const problems: string[] = [];
  const heading = text.split("\n", 1)[0] ?? "";
  if (!new RegExp(`^# ${number} [^\\s—–-]`).test(heading)) problems.push(`${fileName}: the first line is not "# ${number} <title>"`);
  const lines = text.split("\n");
  let from = 0;
  for (const section of SECTIONS) {
    const at = lines.findIndex((line, index) => index >= from && line.trim() === section);
    if (at < 0) {
      problems.push(`${fileName}: no "${section}" after the sections before it`);
      break;
    }
    from = at + 1;
  }
  return problems;
}

describe("decision records", () => {
  it("keep one format: '# NNN Title', then Context, Decision and Consequences", () => {
    const problems = records.flatMap((name) => formatProblems(name, readFileSync(new URL(name, DIR), "utf8")));
    expect(problems).toEqual([]);
  });

  it("refuse a record without its sections or with another heading (the check can fail)", () => {
    expect(formatProblems("099-made-up.md", "# 099 — Made up\n\n## Decision\n")).toEqual([
      '099-made-up.md: the first line is not "# 099 <title>"',
      '099-made-up.md: no "## Context" after the sections before it',
    ]);
    expect(formatProblems("099-made-up.md", "# 099 Made up\n## Context\n## Decision\n## Consequences\n")).toEqual([]);
  });

  it("are each listed in the index, with their title, and the index names no other", () => {
    const index = readFileSync(new URL("README.md", DIR), "utf8");
    const listed = [...index.matchAll(/\]\((\d{3}-[a-z0-9-]+\.md)\)/g)].map((match) => match[1]);
    expect(listed).toEqual(records);
    for (const name of records) {
      const title = readFileSync(new URL(name, DIR), "utf8")
        .split("\n", 1)[0]!
        .replace(/^# \d{3} /, "");
      expect(index, name).toContain(`[${name.slice(0, 3)} ${title}](${name})`);
    }
  });
});
