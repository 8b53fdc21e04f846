import type { ManualChunkMeta } from "rollup";

// Every page loads the client entry and the root route, and with them everything they import
// statically: the framework, the header, the footer, the design system. Rollup cannot know
// that the root route is always there, so it cuts that code into one small chunk per pair of
// importers: ~35 requests on the home page, which over HTTP/1.1 on a slow phone connection
// cost more round trips than bytes. Grouping that always-loaded code into two chunks
// (third-party and our own) adds no byte to any page and removes most of the requests.
// Route-specific and lazily loaded code keeps Rollup's own splitting.
const isShellEntry = (id: string) => id.endsWith("/entry.client.tsx") || id.endsWith("/app/root.tsx?__react-router-build-client-route");

const appDirectory = `${process.cwd()}/app/`;

export function shellChunks() {
  let shell: Set<string> | undefined;
  return (id: string, meta: ManualChunkMeta): string | undefined => {
    shell ??= staticClosure([...meta.getModuleIds()].filter(isShellEntry), meta);
    if (!shell.has(id)) return undefined;
    if (id.startsWith(appDirectory)) return "shell";
    return largeVendorChunk(id) ?? "shell-vendor";
  };
}

// React DOM and the router are each the size of the rest of the shell's third-party code: in a
// chunk of their own, each is evaluated in a task of its own (decisions 055, 056).
function largeVendorChunk(id: string): string | undefined {
  if (/\/node_modules\/react-dom\//.test(id)) return "shell-react-dom";
  if (/\/node_modules\/react-router\//.test(id)) return "shell-router";
  return undefined;
}

function staticClosure(entries: string[], meta: ManualChunkMeta): Set<string> {
  if (entries.length !== 2) throw new Error(`shellChunks: expected the client entry and the root route, found ${entries.length}`);
  const seen = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}
