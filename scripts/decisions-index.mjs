// Writes docs/decisions/README.md, the index of the decision records, from their headings:
//   node scripts/decisions-index.mjs
// tests/lint/decision-records.test.ts fails when the index and the records disagree.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";

const dir = new URL("../docs/decisions/", import.meta.url);
const records = readdirSync(dir)
  .filter((name) => /^\d{3}-.*\.md$/.test(name))
  .sort();
const lines = records.map((name) => {
  const title = readFileSync(new URL(name, dir), "utf8")
    .split("\n", 1)[0]
    .replace(/^# \d{3} /, "");
  return `- [${name.slice(0, 3)} ${title}](${name})`;
});
const numbers = new Set(records.map((name) => Number(name.slice(0, 3))));
const last = Math.max(...numbers);
const gaps = [];
for (let n = 1; n <= last; n++) if (!numbers.has(n)) gaps.push(String(n).padStart(3, "0"));

const text = `# Decision records

Each significant choice, in one format: \`# NNN Title\`, then **Context** (what forced a choice),
**Decision** (what was chosen and why) and **Consequences** (what follows, what was left). A new
record takes the next number; amendments go at the end of the record they amend. This index is
written by \`node scripts/decisions-index.mjs\`, and \`tests/lint/decision-records.test.ts\` checks
the format and that the index lists every record.
${gaps.length ? `\nNumbers never used: ${gaps.join(", ")} (reserved by work that did not land).\n` : ""}
${lines.join("\n")}
`;
writeFileSync(new URL("README.md", dir), text);
