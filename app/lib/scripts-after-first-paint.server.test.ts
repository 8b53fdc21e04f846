import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { modulesOneTaskEach } from "./modules-one-task-each.server";
import { scriptsAfterFirstPaint } from "./scripts-after-first-paint.server";

// What React Router's <Scripts /> and <ScrollRestoration /> write, in miniature: preloads in
// the head, classic inline scripts holding `<` and `>`, the module script, streamed data.
const page =
  '<!DOCTYPE html><html lang="da"><head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/root.js" nonce="n0nce"/>' +
  '<style>main > p { color: red }</style></head><body><!-- <link rel="modulepreload" href="/not-this.js"/> -->' +
  "<main><p>Sådan øver du dig &lt;hver dag&gt;</p></main>" +
  '<script nonce="n0nce">if (1 < 2 && 3 > 2) { window.ready = () => "<link rel=\\"modulepreload\\" href=\\"/nor-this.js\\"/>"; }</script>' +
  '<script type="application/ld+json">{"name":"Maja <Holm>"}</script>' +
  '<script nonce="n0nce" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>' +
  '<script nonce="n0nce">window.__reactRouterContext.streamController.close();</script></body></html>';

async function rewrite(chunks: Array<string | Buffer>): Promise<string> {
  return text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(scriptsAfterFirstPaint("n0nce")));
}

/** A stand-in for the browser's FontFace: what it was made with, whether it loaded. */
class FakeFontFace {
  loaded = false;
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: { display: string },
  ) {}
  load() {
    this.loaded = true;
    return Promise.resolve(this);
  }
}

/** Runs `code` with a stand-in localStorage, document.fonts and event listeners. */
function fontContext(cached: boolean) {
  const storage = new Map<string, string>(cached ? [["web-fonts-cached", "1"]] : []);
  const fonts: FakeFontFace[] = [];
  const listeners = new Map<string, () => void>();
  const self: Record<string, unknown> = {};
  return {
    storage,
    fonts,
    listeners,
    self,
    globals: {
      self,
      FontFace: FakeFontFace,
      localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      fonts: { add: (face: FakeFontFace) => fonts.push(face) },
    },
  };
}

/** The page's inline scripts, in order, as `[openingTag, content]`. */
function scripts(html: string): Array<[string, string]> {
  return [...html.matchAll(/(<script[^>]*>)([\s\S]*?)<\/script>/g)].map((match) => [match[1]!, match[2]!]);
}

describe("scriptsAfterFirstPaint", () => {
  it("takes the module preloads out and makes the module script inert, its modules one task each, leaving everything else as it was", async () => {
    const out = await rewrite([page]);
    expect(out).not.toContain('<link rel="modulepreload" href="/assets/');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    const moduleScript = 'import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");';
    // The build's chunks cannot be read here: the preloads keep the page's order.
    const oneTaskEach = modulesOneTaskEach(moduleScript, ["/assets/entry.js", "/assets/root.js"]);
    expect(out).toContain(`<script nonce="n0nce" type="text/x-module-after-first-paint" async="">${oneTaskEach}</script>`);
    const withoutStarter = out
      .replace(/<script nonce="n0nce">\(\(\)=>\{const inert[\s\S]*?<\/script>/, "")
      .replace(/<script nonce="n0nce">try\{if\(localStorage[\s\S]*?<\/script>/, "");
    const withoutPreloads = page.replace(/<link rel="modulepreload" href="\/assets\/[^>]*\/>/g, "");
    expect(withoutStarter).toBe(withoutPreloads.replace('type="module"', 'type="text/x-module-after-first-paint"').replace(moduleScript, oneTaskEach));
  });

  it("orders the modules so that each comes after the chunks it imports, read from the build", async () => {
    const chunks: Record<string, string> = {
      "/assets/entry.js": 'import{j}from"./vendor.js";',
      "/assets/root.js": 'import{j}from"./vendor.js";import{c}from"./entry.js";',
      "/assets/vendor.js": "export const j=1;",
    };
    const withVendor = page.replace(
      '<link rel="modulepreload" href="/assets/root.js"',
      '<link rel="modulepreload" href="/assets/vendor.js"/><link rel="modulepreload" href="/assets/root.js"',
    );
    const read = (address: string) => chunks[address] ?? "";
    const out = await text(Readable.from([Buffer.from(withVendor)]).pipe(scriptsAfterFirstPaint("n0nce", read)));
    expect(out).toContain('for(const address of ["/assets/vendor.js","/assets/entry.js","/assets/root.js"])');
  });

  it("follows the inert script with a starter carrying the page's nonce and preload addresses, and only those", async () => {
    const all = scripts(await rewrite([page]));
    const inertAt = all.findIndex(([tag]) => tag.includes("text/x-module-after-first-paint"));
    const [starterTag, starter] = all[inertAt + 1]!;
    expect(starterTag).toBe('<script nonce="n0nce">');
    expect(starter).toContain('["/assets/entry.js","/assets/root.js"]');
    expect(starter).not.toContain("not-this");
    expect(starter).not.toContain("nor-this");
  });

  it("gives the same page wherever the stream splits it, also inside a tag, a script or a Danish letter", async () => {
    const whole = await rewrite([page]);
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(whole);
    }
  });

  it("passes everything after the module script through as it comes, in later chunks too", async () => {
    const later = '<script nonce="n0nce">enqueue("<link rel=\\"modulepreload\\" href=\\"/x.js\\"/>")</script><link rel="modulepreload" href="/late.js"/>';
    const out = await rewrite([page.replace("</body></html>", ""), later, "</body></html>"]);
    expect(out.endsWith(`${later}</body></html>`)).toBe(true);
  });

  it("leaves a page without modules untouched", async () => {
    const plain = "<!DOCTYPE html><html><head></head><body><p>Hej</p><script>1 < 2</script></body></html>";
    expect(await rewrite([plain])).toBe(plain);
  });

  it("writes a preload address so it cannot end the starter script", async () => {
    const hostile = '<link rel="modulepreload" href="/a.js&quot;</script>"/><script type="module">import "/a.js";</script>';
    const out = await rewrite([hostile]);
    expect(scripts(out).at(-1)![1]).not.toContain("</");
  });

  describe("the page's stylesheet", () => {
    const reactLink = '<link rel="stylesheet" href="/assets/app-B0SekQy1.css" data-precedence="default"/>';
    const withStylesheets = page.replace('<link rel="stylesheet" href="/assets/app.css"/>', `${reactLink}<link rel="stylesheet" href="/assets/fonts.css"/>`);
    const css = "@layer utilities{.p-4{padding:1rem}}";
    const fromBuild = (href: string) => {
      if (href !== "/assets/app-B0SekQy1.css") throw new Error("ENOENT");
      return css;
    };
    const rewriteWith = (read: (href: string) => string, chunks: string[]) =>
      text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(scriptsAfterFirstPaint("n0nce", read)));

    it("is written into the head, React's link kept after it disabled; other stylesheets stay links", async () => {
      const out = await rewriteWith(fromBuild, [withStylesheets]);
      expect(out).toContain(
        `<style>${css}</style><link rel="stylesheet" href="/assets/app-B0SekQy1.css" data-precedence="default" disabled=""/><link rel="stylesheet" href="/assets/fonts.css"/>`,
      );
      // The fonts' head script still comes first: nothing before it waits for a file.
      expect(out.indexOf("try{if(localStorage")).toBeLessThan(out.indexOf("<style>"));
    });

    it("is the same wherever the stream splits the link", async () => {
      const whole = await rewriteWith(fromBuild, [withStylesheets]);
      const at = withStylesheets.indexOf("data-precedence");
      expect(await rewriteWith(fromBuild, [withStylesheets.slice(0, at), withStylesheets.slice(at)])).toBe(whole);
    });

    it("stays a link when the build's file cannot be read", async () => {
      const out = await rewriteWith(() => {
        throw new Error("ENOENT");
      }, [withStylesheets]);
      expect(out).toContain(reactLink);
      expect(out).not.toContain("disabled");
    });
  });

  describe("the head's script for the web fonts", () => {
    async function headScript() {
      const all = scripts(await rewrite([page]));
      expect(all[0]![0]).toBe('<script nonce="n0nce">');
      return all[0]![1];
    }

    it("comes before the page's stylesheet, which a script after it would wait for", async () => {
      const out = await rewrite([page]);
      expect(out.indexOf("try{if(localStorage")).toBeLessThan(out.indexOf('<link rel="stylesheet"'));
      expect(out.match(/try\{if\(localStorage/g)).toHaveLength(1);
    });

    it("declares the fonts as optional for the first paint where an earlier visit cached them", async () => {
      const browser = fontContext(true);
      runInNewContext(await headScript(), { ...browser.globals, document: { fonts: browser.globals.fonts } });
      expect(browser.fonts.map((face) => [face.family, face.loaded, face.descriptors.display])).toEqual([
        ["Fraunces Variable", false, "optional"],
        ["Inter Variable", false, "optional"],
      ]);
      expect(browser.self.webFontsDeclared).toBe(true);
    });

    it("declares nothing on a first visit", async () => {
      const browser = fontContext(false);
      runInNewContext(await headScript(), { ...browser.globals, document: { fonts: browser.globals.fonts } });
      expect(browser.fonts).toEqual([]);
      expect(browser.self.webFontsDeclared).toBeUndefined();
    });
  });

  describe("the starter, run against a stand-in document", () => {
    const minimal =
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/entry.js"/>' +
      '<script nonce="n0nce" type="module">import "/assets/entry.js";</script>';
    let starter = "";
    beforeAll(async () => {
      const all = scripts(await rewrite([minimal]));
      expect(all).toHaveLength(2);
      starter = all[1]![1];
    });

    function runStarter(visibilityState: "visible" | "hidden", paintTimingSupported = true, fontsDeclared = false) {
      const fonts = fontContext(false);
      if (fontsDeclared) fonts.self.webFontsDeclared = true;
      const appended: Array<{ rel?: string; href?: string }> = [];
      const timers: Array<() => void> = [];
      let onPaint: ((list: unknown, observer: { disconnect(): void }) => void) | undefined;
      let disconnected = false;
      let live: Record<string, string> | undefined;
      const inert = { nonce: "n0nce", textContent: 'import "/assets/entry.js";', replaceWith: (node: Record<string, string>) => (live = node) };
      const document = {
        visibilityState,
        currentScript: { previousElementSibling: inert },
        head: { append: (link: { rel: string; href: string }) => appended.push(link) },
        createElement: () => ({}),
        addEventListener: () => {},
        fonts: fonts.globals.fonts,
      };
      class PerformanceObserver {
        static supportedEntryTypes = paintTimingSupported ? ["paint", "largest-contentful-paint"] : [];
        constructor(callback: typeof onPaint) {
          onPaint = callback;
        }
        observe() {}
      }
      Object.assign(fonts.self, { PerformanceObserver });
      runInNewContext(starter, { ...fonts.globals, document, PerformanceObserver, setTimeout: (fn: () => void) => timers.push(fn) });
      return {
        fonts,
        preloads: () => appended.filter((link) => link.rel === "modulepreload"),
        live: () => live,
        disconnected: () => disconnected,
        paint: (name: string) =>
          onPaint?.({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) }),
        fireTimers: () => timers.forEach((timer) => timer()),
      };
    }

    it("waits for the first contentful paint, then preloads each module once and runs the module script", () => {
      const run = runStarter("visible");
      run.paint("first-paint");
      expect(run.live()).toBeUndefined();
      expect(run.preloads()).toEqual([]);
      run.paint("first-contentful-paint");
      expect(run.disconnected()).toBe(true);
      expect(run.preloads()).toEqual([{ rel: "modulepreload", href: "/assets/entry.js" }]);
      expect(run.live()).toEqual({ type: "module", nonce: "n0nce", textContent: 'import "/assets/entry.js";' });
    });

    it("after the first contentful paint and the page's load, loads the web fonts, notes them cached, and uses them with the next click", async () => {
      const run = runStarter("visible");
      run.paint("first-paint");
      expect(run.fonts.listeners.size).toBe(0);
      run.paint("first-contentful-paint");
      expect([...run.fonts.listeners.keys()]).toEqual(["load"]);
      await new Promise((resolve) => setTimeout(resolve));
      expect(run.fonts.storage.size).toBe(0);
      run.fonts.listeners.get("load")!();
      run.fireTimers();
      await new Promise((resolve) => setTimeout(resolve));
      expect(run.fonts.storage.get("web-fonts-cached")).toBe("1");
      expect(run.fonts.fonts).toEqual([]);
      expect([...run.fonts.listeners.keys()].sort()).toEqual(["click", "keydown", "load"]);
      run.fonts.listeners.get("click")!();
      expect(run.fonts.fonts.map((face) => [face.family, face.loaded, face.descriptors.display])).toEqual([
        ["Fraunces Variable", true, "swap"],
        ["Inter Variable", true, "swap"],
      ]);
      expect(run.fonts.fonts[1]!.source).toMatch(/^url\(\/[\w./-]*inter-400-700[\w-]*\.woff2\) format\("woff2"\)$/);
    });

    it("leaves the web fonts alone when the head already declared them", async () => {
      const run = runStarter("visible", true, true);
      run.paint("first-contentful-paint");
      await new Promise((resolve) => setTimeout(resolve));
      expect(run.fonts.listeners.size).toBe(0);
      expect(run.fonts.storage.size).toBe(0);
    });

    it("starts once only, even when the fall-back timer fires after the paint", () => {
      const run = runStarter("visible");
      run.paint("first-contentful-paint");
      run.fireTimers();
      expect(run.preloads()).toHaveLength(1);
    });

    it("starts after the fall-back delay when no paint is ever reported", () => {
      const run = runStarter("visible");
      expect(run.live()).toBeUndefined();
      run.fireTimers();
      expect(run.live()?.type).toBe("module");
    });

    it("starts at once in a hidden tab, or where paint timing is not supported", () => {
      expect(runStarter("hidden").live()?.type).toBe("module");
      expect(runStarter("visible", false).live()?.type).toBe("module");
    });
  });
});
