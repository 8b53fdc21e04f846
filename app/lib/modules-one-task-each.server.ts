import type { ReadAsset } from "./inline-stylesheet.server";

// React Router's module script imports the page's modules statically, so the browser evaluates
// all of them, React DOM, the router, the shell and the page, in one task: 19–66 ms on the
// benchmark machine without throttling, a long task four times that on a slow phone, and the
// largest script task in the landing page's blocking time (decision 055). Rewritten, the script
// imports the page's modules one at a time, each after the modules it imports, and yields to
// the browser between them: each evaluation is a task of its own. The client entry hydrates
// only when all are in (`__modulesArriving`, app/entry.client.tsx): React Router reads the route
// modules as it hydrates.

/** A module script's static imports: `import * as route0 from "…";` or `import "…";`, one per line. */
const staticImport = /^[ \t]*import\s+(?:\*\s+as\s+([\w$]+)\s+from\s+)?("[^"\n]+")[ \t]*;?[ \t]*$/gm;

/**
 * The module script's source, its static imports turned into imports one task each: first the
 * preloaded `modules` (in the order given), then its own. The rest of it runs as it was, after them.
 */
export function modulesOneTaskEach(source: string, modules: string[]): string {
  const imports: string[] = [];
  const rest = source.replace(staticImport, (_line, binding: string | undefined, address: string) => {
    imports.push(binding ? `const ${binding}=await load(${address});` : `await load(${address});`);
    return "";
  });
  // JSON plus escaping `<` keeps the addresses inert inside the script element.
  const preloaded = JSON.stringify(modules).replaceAll("<", "\\u003c");
  return (
    `self.__modulesArriving=true;` +
    `const load=async(address)=>{const module=await import(address);await new Promise((resolve)=>setTimeout(resolve,0));return module};` +
    `for(const address of ${preloaded})await load(address);` +
    imports.join("") +
    rest +
    `\nself.__modulesArriving=false;self.__hydrateWhenModulesAreIn?.();`
  );
}

/** Where a built chunk imports another statically: `import{j as a}from"./x.js"`, `import"./x.js"`. */
const chunkImport = /(?:^|[;\s}])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'](\.\/[\w.-]+\.js)["']/g;
const importsByReader = new WeakMap<ReadAsset, Map<string, string[]>>();

/** The build chunks that the chunk at `address` (/assets/…js) imports statically; none when it cannot be read. */
export function chunkImports(address: string, read: ReadAsset | undefined): string[] {
  if (!/^\/assets\/[\w.-]+\.js$/.test(address) || read === undefined) return [];
  let importsByAddress = importsByReader.get(read);
  if (!importsByAddress) importsByReader.set(read, (importsByAddress = new Map()));
  const known = importsByAddress.get(address);
  if (known) return known;
  let source: string;
  try {
    source = read(address);
  } catch {
    return [];
  }
  const imports = [...source.matchAll(chunkImport)].map((match) => `/assets/${match[1]!.slice(2)}`);
  // Chunk names carry their content's hash: what a name imports never changes.
  importsByAddress.set(address, imports);
  return imports;
}

/**
 * `modules` reordered so that each comes after the ones among them it imports: importing them in
 * this order evaluates one chunk per import, not a chunk and everything under it at once.
 */
export function dependenciesFirst(modules: string[], importsOf: (address: string) => string[]): string[] {
  const ordered: string[] = [];
  const visited = new Set<string>();
  const visit = (address: string) => {
    if (visited.has(address)) return;
    visited.add(address);
    for (const dependency of importsOf(address)) if (modules.includes(dependency)) visit(dependency);
    ordered.push(address);
  };
  for (const address of modules) visit(address);
  return ordered;
}
