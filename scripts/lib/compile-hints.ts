import type { OutputBundle } from "rollup";
import type { Plugin } from "vite";

// Chrome compiles a script's functions lazily: each on the main thread, the first time it is
// called. Every function of the shell's chunks (React DOM, the router, the shell) is called as
// the page hydrates, so that compiling ran inside hydration's tasks, a large part of the blocking
// time left (decision 056). `//# allFunctionsCalledOnLoad` at the top of a file (V8's explicit
// compile hints, Chrome 136) has them compiled eagerly on the thread that streams the file in,
// while the page is still loading. Other engines read it as a comment.
export const compileHint = "//# allFunctionsCalledOnLoad\n";

/** Whether a chunk is always loaded and always hydrated with: the shell's chunks (scripts/lib/shell-chunks.ts) and the client entry's. */
export const isShellChunk = (chunk: { name: string }) => chunk.name === "entry.client" || chunk.name.startsWith("shell");

/**
 * Puts the compile hint at the top of the shell's chunks, after minifying (which would drop it)
 * and hashing (a comment does not change what a name addresses). A source map beside the chunk
 * moves down the one line.
 */
export function compileHints(): Plugin {
  return {
    name: "compile-hints",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    // After Vite's own (its preload helper goes at the top of the entry's chunk).
    generateBundle: {
      order: "post",
      handler(_options, bundle: OutputBundle) {
        for (const file of Object.values(bundle)) {
          if (file.type !== "chunk" || !isShellChunk(file) || file.code.startsWith(compileHint)) continue;
          file.code = compileHint + file.code;
          const map = bundle[`${file.fileName}.map`];
          if (map?.type === "asset" && typeof map.source === "string") {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
