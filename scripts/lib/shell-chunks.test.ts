import { describe, expect, it } from "vitest";
import type { ManualChunkMeta, ModuleInfo } from "rollup";
import { shellChunks } from "./shell-chunks";

const app = `${process.cwd()}/app`;
const modules: Record<string, string[]> = {
  "/x/node_modules/@react-router/dev/dist/config/defaults/entry.client.tsx": ["/x/node_modules/react-dom/client.js"],
  "/x/node_modules/react-dom/client.js": [
    "/x/node_modules/react-dom/cjs/react-dom-client.production.js",
    "/x/node_modules/react-router/dist/production/dom-export.mjs",
  ],
  "/x/node_modules/react-dom/cjs/react-dom-client.production.js": [],
  "/x/node_modules/react-router/dist/production/dom-export.mjs": [],
  [`${app}/root.tsx?__react-router-build-client-route`]: [`${app}/root.tsx`],
  [`${app}/root.tsx`]: [`${app}/components/layout/site-header.tsx`, "/x/node_modules/lucide-react/dist/icons/menu.js"],
  [`${app}/components/layout/site-header.tsx`]: [],
  "/x/node_modules/lucide-react/dist/icons/menu.js": [],
  [`${app}/routes/home.tsx`]: [`${app}/components/home/hero.tsx`, `${app}/components/layout/site-header.tsx`],
  [`${app}/components/home/hero.tsx`]: [],
};
const meta = {
  getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
  getModuleInfo: (id: string) => ({ importedIds: modules[id] ?? [] }) as unknown as ModuleInfo,
} as unknown as ManualChunkMeta;

describe("shellChunks", () => {
  const chunkOf = shellChunks();

  it("puts what the entry and the root route import into two always-loaded chunks", () => {
    expect(chunkOf("/x/node_modules/lucide-react/dist/icons/menu.js", meta)).toBe("shell-vendor");
    expect(chunkOf(`${app}/root.tsx`, meta)).toBe("shell");
    expect(chunkOf(`${app}/components/layout/site-header.tsx`, meta)).toBe("shell");
  });

  it("gives React DOM and the router chunks of their own, each evaluated in a task of its own", () => {
    expect(chunkOf("/x/node_modules/react-dom/client.js", meta)).toBe("shell-react-dom");
    expect(chunkOf("/x/node_modules/react-dom/cjs/react-dom-client.production.js", meta)).toBe("shell-react-dom");
    expect(chunkOf("/x/node_modules/react-router/dist/production/dom-export.mjs", meta)).toBe("shell-router");
  });

  it("leaves code that only routes import to Rollup's own splitting", () => {
    expect(chunkOf(`${app}/routes/home.tsx`, meta)).toBeUndefined();
    expect(chunkOf(`${app}/components/home/hero.tsx`, meta)).toBeUndefined();
  });

  it("refuses a build where it cannot find the entry and the root route", () => {
    const empty = { ...meta, getModuleIds: () => [][Symbol.iterator]() } as unknown as ManualChunkMeta;
    expect(() => shellChunks()("/x/a.js", empty)).toThrow(/expected the client entry and the root route/);
  });
});
