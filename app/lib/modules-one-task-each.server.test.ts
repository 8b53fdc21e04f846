import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { chunkImports, dependenciesFirst, modulesOneTaskEach } from "./modules-one-task-each.server";

// A module at a data: address that notes its evaluation, and after it (a task later) a tick.
const noting = (name: string, exports = "") =>
  `data:text/javascript,${encodeURIComponent(`globalThis.seen.push(${JSON.stringify(name)});setTimeout(()=>globalThis.seen.push("tick after ${name}"),0);${exports}`)}`;

type Page = {
  seen: string[];
  __modulesArriving?: boolean;
  __hydrateWhenModulesAreIn?: () => void;
  __reactRouterRouteModules?: Record<string, { id: string }>;
};
const page = globalThis as unknown as Page;
const directory = mkdtempSync(path.join(tmpdir(), "modules-one-task-each-"));
afterAll(() => {
  rmSync(directory, { recursive: true, force: true });
  for (const name of ["self", "window", "seen", "__modulesArriving", "__hydrateWhenModulesAreIn", "__reactRouterRouteModules"])
    Reflect.deleteProperty(globalThis, name);
});

/** Runs `code` as the page's module script, here as a Node module. */
async function runModuleScript(code: string, name: string) {
  const file = path.join(directory, `${name}.mjs`);
  writeFileSync(file, code);
  await import(pathToFileURL(file).href);
}

describe("modulesOneTaskEach", () => {
  const vendor = noting("vendor");
  const shell = noting("shell");
  const root = noting("root", 'export const id="root";');
  const index = noting("index", 'export const id="index";');
  // React Router's module script, as it writes it (app/lib/scripts-after-first-paint.server.test.ts has its markup).
  const reactRouterScript = [
    ";",
    `import * as route0 from "${root}";`,
    `import * as route1 from "${index}";`,
    '  window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};',
    "",
    `import("${shell}");`,
  ].join("\n");

  beforeEach(() => {
    page.seen = [];
    // The script speaks to the page as `self` and `window`.
    Object.assign(globalThis, { self: globalThis, window: globalThis });
    delete page.__modulesArriving;
    page.__hydrateWhenModulesAreIn = () => page.seen.push(`hydrate (modules arriving: ${page.__modulesArriving})`);
  });

  it("evaluates the preloaded modules, then the script's own, each in a task of its own, and only then hydrates", async () => {
    await runModuleScript(modulesOneTaskEach(reactRouterScript, [vendor, shell]), "in-order");
    expect(page.seen).toEqual([
      "vendor",
      "tick after vendor",
      "shell",
      "tick after shell",
      "root",
      "tick after root",
      "index",
      "tick after index",
      "hydrate (modules arriving: false)",
    ]);
    expect(page.__reactRouterRouteModules).toEqual({
      root: expect.objectContaining({ id: "root" }),
      "routes/_index": expect.objectContaining({ id: "index" }),
    });
  });

  it("keeps no static import, which the browser would evaluate with the script in one task", () => {
    const code = modulesOneTaskEach(reactRouterScript, [vendor, shell]);
    expect(code).not.toMatch(/^\s*import\s+(\*|")/m);
    expect(code.startsWith("self.__modulesArriving=true;")).toBe(true);
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/_index":route1};');
  });

  it("writes a preloaded address so it cannot end the script element", () => {
    expect(modulesOneTaskEach(";", ["/assets/a.js</script><script>alert(1)</script>"])).not.toContain("</");
  });
});

describe("dependenciesFirst", () => {
  it("puts every module after the modules among them it imports, and keeps the given order otherwise", () => {
    const imports: Record<string, string[]> = {
      "/assets/entry.js": ["/assets/vendor.js"],
      "/assets/root.js": ["/assets/vendor.js", "/assets/entry.js"],
      "/assets/page.js": ["/assets/entry.js", "/assets/input.js", "/assets/lazy-elsewhere.js"],
      "/assets/input.js": ["/assets/vendor.js", "/assets/entry.js"],
      "/assets/vendor.js": [],
    };
    const order = dependenciesFirst(
      ["/assets/entry.js", "/assets/vendor.js", "/assets/root.js", "/assets/page.js", "/assets/input.js"],
      (address) => imports[address] ?? [],
    );
    expect(order).toEqual(["/assets/vendor.js", "/assets/entry.js", "/assets/root.js", "/assets/input.js", "/assets/page.js"]);
  });

  it("ends for modules that import each other", () => {
    const order = dependenciesFirst(["/assets/a.js", "/assets/b.js"], (address) => (address === "/assets/a.js" ? ["/assets/b.js"] : ["/assets/a.js"]));
    expect(order).toEqual(["/assets/b.js", "/assets/a.js"]);
  });
});

describe("chunkImports", () => {
  const chunks: Record<string, string> = {
    "/assets/page-Ab1.js":
      'import{j as a}from"./shell-vendor-HH1.js";import{c as t,f as s}from"./entry.client-cZ2.js";import"./side-effect-X9.js";' +
      'const later=()=>import("./lazy-Q1.js");const text="import from \\"./not-this.js\\"";export{later};',
    "/assets/star-Cd2.js": 'import*as r from"./shell-vendor-HH1.js";export{r};',
  };
  const read = (address: string) => {
    const source = chunks[address];
    if (source === undefined) throw new Error("ENOENT");
    return source;
  };

  it("lists a built chunk's static imports as addresses, not its lazy ones", () => {
    expect(chunkImports("/assets/page-Ab1.js", read)).toEqual(["/assets/shell-vendor-HH1.js", "/assets/entry.client-cZ2.js", "/assets/side-effect-X9.js"]);
    expect(chunkImports("/assets/star-Cd2.js", read)).toEqual(["/assets/shell-vendor-HH1.js"]);
  });

  it("lists nothing for a chunk it cannot read or an address outside the build's assets", () => {
    expect(chunkImports("/assets/missing-Zz9.js", read)).toEqual([]);
    expect(chunkImports("/assets/../server/index.js", read)).toEqual([]);
    expect(chunkImports("https://cdn.example/x.js", read)).toEqual([]);
    expect(chunkImports("/assets/page-Ab1.js", undefined)).toEqual([]);
  });
});
