import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Modules under app/modules/<name> must not import each other in a loop (decision 022): what is
// sold (booking, shop, print-on-demand, sales) imports orders, and orders imports none of them.
// The graph is read from the files on disk (tests left out: they may wire modules together);
// an import is reported when its target module already reaches the importing one.

const MODULES = "app/modules";
const SPECIFIER = /(?:from\s*|import\s*\(\s*|export\s*\*\s*from\s*)["']([^"']+)["']/g;

const toPosix = (file) => file.split(path.sep).join("/");
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/** The module (folder under app/modules) a root-relative path belongs to, or null. */
export function moduleOf(file) {
  const match = /^app\/modules\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

/** Resolves `~/…` and relative specifiers to a root-relative path; packages give null. */
export function resolveSpecifier(specifier, importerFile) {
  if (specifier.startsWith("~/")) return `app/${specifier.slice(2)}`;
  if (specifier.startsWith("./") || specifier.startsWith("../"))
    return toPosix(path.posix.normalize(path.posix.join(path.posix.dirname(importerFile), specifier)));
  return null;
}

/** ESLint listeners that call `check` with the source literal of every import, re-export, dynamic import and import type. */
export function everyImportSource(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
    // typescript-eslint 8 names the string `source` (older versions: `argument.literal`).
    TSImportType: (node) => check(node.source ?? node.argument?.literal),
  };
}

/** module → the set of other modules its files import, from the sources under `root`. */
export function readModuleGraph(root) {
  const graph = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (/\.[cm]?[jt]sx?$/.test(entry.name) && !isTest(entry.name)) addEdges(graph, file, readFileSync(path.join(root, file), "utf8"));
    }
  };
  walk(MODULES);
  return graph;
}

export function addEdges(graph, file, source) {
  const from = moduleOf(file);
  if (!from) return;
  if (!graph.has(from)) graph.set(from, new Set());
  for (const [, specifier] of source.matchAll(SPECIFIER)) {
    const target = resolveSpecifier(specifier, file);
    const to = target && moduleOf(`${target}/`.replace(/\/+$/, "/"));
    if (to && to !== from) graph.get(from).add(to);
  }
}

/** A path of modules from `from` to `to` (both included), or null when `to` is not reachable. */
export function pathBetween(graph, from, to) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const current = queue.shift();
    if (current === to) {
      const route = [];
      for (let step = current; step !== null; step = previous.get(step)) route.unshift(step);
      return route;
    }
    for (const next of graph.get(current) ?? []) {
      if (!previous.has(next)) {
        previous.set(next, current);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Every cycle's modules, as found by walking each edge back to its source (for the summary test). */
export function findCycles(graph) {
  const cycles = [];
  for (const [from, targets] of graph) {
    for (const to of targets) {
      const back = pathBetween(graph, to, from);
      if (back) cycles.push([from, ...back]);
    }
  }
  return cycles;
}

let cachedGraph;

export const moduleCycles = {
  meta: {
    type: "problem",
    docs: { description: "Forbid import cycles between app/modules/<name> folders" },
    messages: { cycle: "{{from}} must not import {{to}}: {{loop}} is a cycle between modules (docs/decisions/022)." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = toPosix(path.relative(root, context.filename));
    const from = moduleOf(file);
    if (!from || isTest(file)) return {};
    cachedGraph ??= readModuleGraph(root);
    return everyImportSource((source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const target = resolveSpecifier(source.value, file);
      const to = target && moduleOf(`${target}/`);
      if (!to || to === from) return;
      const back = pathBetween(cachedGraph, to, from);
      if (back) context.report({ node: source, messageId: "cycle", data: { from, to, loop: [from, ...back].join(" → ") } });
    });
  },
};

/**
 * Pairs of modules that must never depend on each other, cycle or not (issue 41): what is sold
 * registers with orders and orders calls it (decision 022); the back office's shell is a leaf
 * that only routes import; a person's account does not reach into the calendar. `*` is any module.
 * (app/lib importing any module is the import-direction rule's: lib is a layer below modules.)
 */
export const NEVER_IMPORTS = [
  {
    from: "orders",
    to: ["booking", "shop", "print-on-demand", "sales", "learning", "applications", "materials"],
    why: "orders never imports what is sold; sellers register effects with it (docs/decisions/022)",
  },
  { from: "*", to: ["admin"], why: "no module imports the back office's shell: its parts live in their domain's module" },
  { from: "accounts", to: ["booking"], why: "accounts reads no booking code: the business time zone lives in site, a person's bookings in booking" },
];

/** Why `from` may never import `to`, or null when the pair is allowed. */
export function neverReason(from, to, rules = NEVER_IMPORTS) {
  if (from === to) return null;
  const rule = rules.find((entry) => (entry.from === "*" || entry.from === from) && entry.to.includes(to));
  return rule ? rule.why : null;
}

export const moduleNever = {
  meta: {
    type: "problem",
    docs: { description: "Forbid the module pairs listed in NEVER_IMPORTS" },
    messages: { never: "{{from}} must never import {{to}}: {{why}}." },
    schema: [],
  },
  create(context) {
    const file = toPosix(path.relative(context.cwd, context.filename));
    const from = moduleOf(file);
    if (!from || isTest(file)) return {};
    return everyImportSource((source) => {
      if (source?.type !== "Literal" || typeof source.value !== "string") return;
      const target = resolveSpecifier(source.value, file);
      const to = target && moduleOf(`${target}/`);
      const why = to && neverReason(from, to);
      if (why) context.report({ node: source, messageId: "never", data: { from, to, why } });
    });
  },
};
