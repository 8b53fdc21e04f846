import type { OutputAsset, OutputBundle, OutputChunk } from "rollup";
import { describe, expect, it } from "vitest";
import { compileHint, compileHints } from "./compile-hints";

const chunk = (fileName: string, name: string, code: string) => ({ type: "chunk", fileName, name, code, isEntry: false }) as unknown as OutputChunk;
const map = (fileName: string, mappings: string) => ({ type: "asset", fileName, source: JSON.stringify({ version: 3, mappings }) }) as unknown as OutputAsset;

function generate(bundle: OutputBundle) {
  const hook = compileHints().generateBundle as { order: string; handler: (options: unknown, bundle: OutputBundle) => void };
  // It runs after Vite's own generateBundle, which puts the preload helper at the top of the entry.
  expect(hook.order).toBe("post");
  hook.handler({}, bundle);
}

describe("compileHints", () => {
  it("puts the hint at the very top of the shell's chunks and the client entry's, and of no other chunk", () => {
    const bundle: OutputBundle = {
      "assets/shell-react-dom-A1.js": chunk("assets/shell-react-dom-A1.js", "shell-react-dom", 'import{r}from"./shell-vendor-B2.js";'),
      "assets/shell-vendor-B2.js": chunk("assets/shell-vendor-B2.js", "shell-vendor", "export const r=1;"),
      "assets/entry.client-C3.js": chunk("assets/entry.client-C3.js", "entry.client", "const __vite__mapDeps=()=>[];"),
      "assets/admin.orders-D4.js": chunk("assets/admin.orders-D4.js", "admin.orders", "export default 1;"),
      "assets/admin-shell-E5.js": chunk("assets/admin-shell-E5.js", "admin-shell", "export default 2;"),
    };
    generate(bundle);
    const code = (file: string) => (bundle[file] as OutputChunk).code;
    expect(code("assets/shell-react-dom-A1.js")).toBe(`${compileHint}import{r}from"./shell-vendor-B2.js";`);
    expect(code("assets/shell-vendor-B2.js").startsWith(compileHint)).toBe(true);
    expect(code("assets/entry.client-C3.js")).toBe(`${compileHint}const __vite__mapDeps=()=>[];`);
    expect(code("assets/admin.orders-D4.js")).toBe("export default 1;");
    expect(code("assets/admin-shell-E5.js")).toBe("export default 2;");
  });

  it("moves a source map beside a hinted chunk down its one line, once", () => {
    const bundle: OutputBundle = {
      "assets/shell-vendor-B2.js": chunk("assets/shell-vendor-B2.js", "shell-vendor", "export const r=1;"),
      "assets/shell-vendor-B2.js.map": map("assets/shell-vendor-B2.js.map", "AAAA,CAAC"),
    };
    generate(bundle);
    generate(bundle);
    expect((bundle["assets/shell-vendor-B2.js"] as OutputChunk).code).toBe(`${compileHint}export const r=1;`);
    expect(JSON.parse((bundle["assets/shell-vendor-B2.js.map"] as OutputAsset).source as string)).toEqual({ version: 3, mappings: ";AAAA,CAAC" });
  });
});
