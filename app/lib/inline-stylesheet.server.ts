import { readFileSync } from "node:fs";
import path from "node:path";

// The page's stylesheet travels inside its document (decision 051): on a first visit the
// browser no longer waits a round trip for /assets/app-….css before it paints. The file is read
// from the client build the server serves (server.js names it at start), once. Without one
// (the dev server, unit tests) pages keep their <link>.

/** Larger than this, the stylesheet stays a file: every page would carry it. */
export const MAX_INLINE_BYTES = 128 * 1024;
const buildAsset = /^\/assets\/[\w.-]+\.css$/;
export type ReadAsset = (href: string) => string;
const noBuild: ReadAsset = () => {
  throw new Error("no client build");
};
let readFromBuild: ReadAsset = noBuild;
const texts = new Map<string, string | undefined>();

/** A file of the client build the server serves, by its address; throws without one. */
export const readClientAsset: ReadAsset = (href) => readFromBuild(href);

/** Pages carry the stylesheets of this client build inline from now on. */
export function inlineStylesheetsFrom(clientDirectory: string) {
  const root = path.resolve(clientDirectory);
  readFromBuild = (href) => readFileSync(path.join(root, href), "utf8");
  texts.clear();
}

/** The text of a build stylesheet to inline, or undefined to keep linking it. */
export function inlineableStylesheet(href: string, read?: ReadAsset): string | undefined {
  if (!buildAsset.test(href) || href.includes("..")) return undefined;
  const cached = read === undefined;
  if (cached && texts.has(href)) return texts.get(href);
  let css: string | undefined;
  try {
    css = (read ?? readFromBuild)(href);
  } catch {
    css = undefined;
  }
  // A stylesheet that could end its own <style> element is never written into the page.
  if (css !== undefined && (Buffer.byteLength(css) > MAX_INLINE_BYTES || /<\/style/i.test(css))) css = undefined;
  if (cached) texts.set(href, css);
  return css;
}

/**
 * The stylesheet's <link> as the page sends it: its rules in a <style> first, then the link
 * itself, `disabled` so the browser neither fetches nor applies it. The link stays because
 * React adopts it as the `precedence` stylesheet it rendered (react-dom finds it by rel, href
 * and data-precedence) instead of inserting and loading a new one while it hydrates.
 */
export function inlinedStylesheet(linkTag: string, css: string): string {
  // No nonce: style-src allows inline styles, and a kept page is the same bytes for everyone.
  return `<style>${css}</style>${linkTag.replace(/\s*\/?>$/, ' disabled=""/>')}`;
}
