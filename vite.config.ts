import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { compileHints } from "./scripts/lib/compile-hints";
import { shellChunks } from "./scripts/lib/shell-chunks";

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    // The Express app is bundled with the React Router build so that both share one
    // module graph (one database pool, one logger).
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : { output: { manualChunks: shellChunks() } },
    assetsInlineLimit: 0,
    // `PROFILE_SOURCEMAP=1 npm run build`: source maps beside the chunks, to read a browser's CPU
    // profile by source (how hydration's long tasks were taken apart, decision 051). Off otherwise.
    sourcemap: process.env.PROFILE_SOURCEMAP === "1",
  },
  ssr: {
    // PGlite ships its WASM next to its JS; bundling it would break the relative paths.
    external: ["@electric-sql/pglite", "pg", "nodemailer", "pino"],
  },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), compileHints()],
}));
