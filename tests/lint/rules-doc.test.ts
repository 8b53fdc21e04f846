import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// docs/rules.md names, for each business rule, the function or constant that holds it and its
// file. This reads every such line and checks the name is still declared in that file, so a
// rename or a move that forgets the document fails here; and that every comment citing a
// section of docs/rules.md cites one that exists.
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const RULES_DOC = "docs/rules.md";
const thisFile = path
  .relative(projectRoot, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join("/");

type ReadFile = (file: string) => string | undefined;

const readProjectFile: ReadFile = (file) => {
  const full = path.join(projectRoot, file);
  return existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : undefined;
};

interface RuleLine {
  line: number;
  section: string;
  names: string[];
  file: string;
}

interface ParsedRules {
  sections: string[];
  rules: RuleLine[];
  /** Bullets inside a section that do not end in "— `name` in `file`". */
  malformed: { line: number; text: string }[];
}

// "- What the rule says. — `name`, `other` in `path/to/file.ts`" (the last " — " separates).
const RULE_LINE = /^- (.+) — ((?:`[^`]+`)(?:, `[^`]+`)*) in `([^`]+)`$/;

function parseRules(markdown: string): ParsedRules {
  const parsed: ParsedRules = { sections: [], rules: [], malformed: [] };
  let section: string | undefined;
  let fenced = false;
  markdown.split("\n").forEach((text, index) => {
    if (text.startsWith("```")) fenced = !fenced;
    if (fenced) return;
    const heading = /^## (.+)$/.exec(text);
    if (heading) {
      section = heading[1]!.trim();
      parsed.sections.push(section);
      return;
    }
    if (!section || !text.startsWith("- ")) return;
    const match = RULE_LINE.exec(text);
    if (!match) {
      parsed.malformed.push({ line: index + 1, text });
      return;
    }
    const names = [...match[2]!.matchAll(/`([^`]+)`/g)].map((name) => name[1]!);
    parsed.rules.push({ line: index + 1, section, names, file: match[3]! });
  });
  return parsed;
}

/** The names a file declares at its top level (TypeScript and JavaScript), its keys (JSON) or what it creates (SQL). */
function declaredNames(file: string, text: string): Set<string> {
  const names = new Set<string>();
  if (file.endsWith(".json")) {
    for (const key of Object.keys(JSON.parse(text) as object)) names.add(key);
    return names;
  }
  if (file.endsWith(".sql")) {
    for (const match of text.matchAll(/CREATE\s+(?:OR\s+REPLACE\s+)?(?:FUNCTION|TRIGGER|TABLE|VIEW|(?:UNIQUE\s+)?INDEX)\s+"?([A-Za-z_]\w*)"?/gi))
      names.add(match[1]!);
    return names;
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  for (const statement of source.statements) {
    if (
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.add(statement.name.text);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
    } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    }
  }
  return names;
}

/** Every problem with the rules document: lines out of format, files that do not exist, names their file does not declare. */
function checkRulesDoc(markdown: string, readFile: ReadFile): string[] {
  const { rules, malformed } = parseRules(markdown);
  const problems = malformed.map(({ line, text }) => `${RULES_DOC}:${line}: not of the form "- Rule. — \`name\` in \`file\`": ${text}`);
  const cache = new Map<string, Set<string> | undefined>();
  for (const rule of rules) {
    if (!cache.has(rule.file)) {
      const text = readFile(rule.file);
      cache.set(rule.file, text === undefined ? undefined : declaredNames(rule.file, text));
    }
    const declared = cache.get(rule.file);
    if (!declared) {
      problems.push(`${RULES_DOC}:${rule.line}: ${rule.file} does not exist`);
      continue;
    }
    for (const name of rule.names) if (!declared.has(name)) problems.push(`${RULES_DOC}:${rule.line}: ${rule.file} declares no \`${name}\``);
  }
  return problems;
}

// `docs/rules.md, "Booking"`, also when a comment wraps between the two.
const CITATION = /docs\/rules\.md,?[\s*/]*"([^"]+)"/g;

/** Sections of docs/rules.md a text cites that the document does not have. */
function unknownCitations(text: string, sections: readonly string[]): string[] {
  return [...text.matchAll(CITATION)].map((match) => match[1]!).filter((cited) => !sections.includes(cited));
}

function sourceFiles(folder: string): string[] {
  const full = path.join(projectRoot, folder);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|js|mjs|md|sql)$/.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

const doc = readProjectFile(RULES_DOC) ?? "";

describe("docs/rules.md names what holds each rule", () => {
  it("is a list of rules in the fixed form, grouped in sections", () => {
    const parsed = parseRules(doc);
    expect(parsed.malformed).toEqual([]);
    expect(parsed.rules.length).toBeGreaterThan(80);
    for (const section of ["Booking", "Cart", "Prices", "Order life", "Refunds and access", "Redirects", "Limits", "Forms", "Accounts", "Mail"]) {
      expect(parsed.rules.filter((rule) => rule.section === section).length, section).toBeGreaterThan(0);
    }
  });

  it("names only functions and constants that their file declares", () => {
    expect(checkRulesDoc(doc, readProjectFile)).toEqual([]);
  });

  it("reports a made-up name, a made-up file and a line out of format", () => {
    const madeUp = [
      "## Made up",
      "- Redirects are checked. — `safeRedirectPath` in `app/lib/safe-redirect.ts`",
      "- Holds last a week. — `HOLD_FOR_A_WEEK` in `app/modules/booking/holds.server.ts`",
      "- Orders fly. — `flyOrder` in `app/modules/orders/flying.server.ts`",
      "- A rule that names nothing.",
      "- Moves are in the trigger. — `orders_status_forward`, `orders_go_back` in `drizzle/0011_order_life.sql`",
      "- The notice period. — `cancellationNoticeHours`, `noticeWeeks` in `app/modules/site/default-profile.json`",
    ].join("\n");
    expect(checkRulesDoc(madeUp, readProjectFile)).toEqual([
      `${RULES_DOC}:5: not of the form "- Rule. — \`name\` in \`file\`": - A rule that names nothing.`,
      `${RULES_DOC}:3: app/modules/booking/holds.server.ts declares no \`HOLD_FOR_A_WEEK\``,
      `${RULES_DOC}:4: app/modules/orders/flying.server.ts does not exist`,
      `${RULES_DOC}:6: drizzle/0011_order_life.sql declares no \`orders_go_back\``,
      `${RULES_DOC}:7: app/modules/site/default-profile.json declares no \`noticeWeeks\``,
    ]);
  });

  it("sees a name once it is declared, exported or not, and not when it only appears in a comment or a string", () => {
    const file = "app/lib/made-up.ts";
    const text = [
      "// HOLD_IN_COMMENT is only mentioned",
      'const inString = "notDeclared";',
      "const local = 1;",
      "export function exported() {}",
      "export { local as renamed };",
    ].join("\n");
    const read: ReadFile = (asked) => (asked === file ? text : undefined);
    const line = (name: string) => `## S\n- Rule. — \`${name}\` in \`${file}\``;
    expect(checkRulesDoc(line("exported"), read)).toEqual([]);
    expect(checkRulesDoc(line("local"), read)).toEqual([]);
    expect(checkRulesDoc(line("renamed"), read)).toEqual([]);
    expect(checkRulesDoc(line("inString"), read)).toEqual([]);
    expect(checkRulesDoc(line("HOLD_IN_COMMENT"), read)).toHaveLength(1);
    expect(checkRulesDoc(line("notDeclared"), read)).toHaveLength(1);
  });
});

describe("comments cite sections of docs/rules.md that exist", () => {
  const { sections } = parseRules(doc);

  it("finds no citation of a missing section in the code, tests, scripts and docs", () => {
    const files = ["app", "server", "tests", "scripts", "eslint-rules", "docs"].flatMap(sourceFiles).filter((file) => file !== thisFile);
    const cited = files.flatMap((file) => unknownCitations(readProjectFile(file) ?? "", sections).map((section) => `${file}: "${section}"`));
    expect(cited).toEqual([]);
  });

  it("reports a citation of a made-up section, also when a comment wraps it", () => {
    const made = ["docs", "rules.md"].join("/");
    const text = `/** Slots (${made}, "Booking"); holds (${made},\n * "Holding pattern"). */`;
    expect(unknownCitations(text, sections)).toEqual(["Holding pattern"]);
  });
});
