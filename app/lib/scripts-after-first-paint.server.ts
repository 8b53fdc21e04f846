import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { inlineableStylesheet, inlinedStylesheet, readClientAsset, type ReadAsset } from "./inline-stylesheet.server";
import { chunkImports, dependenciesFirst, modulesOneTaskEach } from "./modules-one-task-each.server";
import { webFontFaces, webFontsCachedKey } from "./web-fonts.server";

// Every page is complete and readable without script. React Router's <Scripts /> makes the
// browser fetch all ~150 KB of modules at once, in parallel with the stylesheet and fonts
// the first paint waits for. On a slow phone connection that delays what the visitor sees
// for code they do not need yet, so the document is rewritten on its way out:
// - each `<link rel="modulepreload">` is taken out and its address remembered;
// - the inline module script that imports the page's modules is made inert (a type the
//   browser does not run) and followed by a small classic script that, once the browser
//   reports the first contentful paint, adds the preloads back (so the modules still load
//   in parallel) and swaps the inert script for a live one. Hidden tabs paint nothing, so
//   they start at once.
// The web fonts (decision 042, amended) are never swapped in under the visitor's eyes, so they
// move no line whatever fallback font this device has:
// - on a first visit the page names no font before its first paint; the starter then loads
//   them into the cache and notes that in localStorage, and switches them on only with the
//   visitor's next click or key press (a change that follows input is no layout shift);
// - later visits declare them in the head, before the first paint, with `font-display:
//   optional`: from the cache they are there for that paint; if not, the page keeps the
//   fallbacks.
// The page's stylesheet (React's `precedence` one) is written into the head instead of linked
// (decision 051; app/lib/inline-stylesheet.server.ts).
// React Router has no option for this; the rewrite is unit-tested against its markup and
// every browser test runs through it.
const inertType = "text/x-module-after-first-paint";
// Should the first contentful paint never be reported, the modules load after this long anyway.
const fallbackMs = 5_000;

export function scriptsAfterFirstPaint(nonce?: string, readAsset?: ReadAsset): Transform {
  // Chunks can end inside a multi-byte character (æ, ø, å), a tag or a script.
  const decoder = new StringDecoder("utf8");
  const modulePreloads: string[] = [];
  let carry = "";
  // React Router writes one module script, after its preloads; what follows it (the rest of
  // the body, streamed loader data) goes out as it comes, without being read tag by tag.
  let rewritten = false;
  const fonts = { nonce, declared: false, readAsset };
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (rewritten) return callback(null, decoder.write(chunk));
      const result = rewrite(carry + decoder.write(chunk), modulePreloads, fonts);
      carry = result.unfinished;
      rewritten = result.rewritten;
      callback(null, result.output);
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}

type Rewrite = { output: string; unfinished: string; rewritten: boolean };

/**
 * Rewrites `html` tag by tag up to and including the module script, and passes what follows
 * it unread (`rewritten`); `unfinished` is a tail that a later chunk completes.
 */
function rewrite(html: string, modulePreloads: string[], fonts: { nonce?: string; declared: boolean; readAsset?: ReadAsset }): Rewrite {
  let output = "";
  let at = 0;
  for (;;) {
    const start = html.indexOf("<", at);
    if (start < 0) return { output: output + html.slice(at), unfinished: "", rewritten: false };
    output += html.slice(at, start);
    const element = completeElement(html, start);
    if (!element) return { output, unfinished: html.slice(start), rewritten: false };
    at = start + element.text.length;
    // Before the page's stylesheet: a script after it would wait for it to arrive.
    if (!fonts.declared && isStylesheet(element.openingTag)) {
      fonts.declared = true;
      output += cachedFontsScript(fonts.nonce);
    }
    if (isModuleScript(element.openingTag)) {
      output += inertModuleScript(element, modulePreloads, fonts.readAsset ?? readClientAsset);
      return { output: output + html.slice(at), unfinished: "", rewritten: true };
    }
    if (isModulePreload(element.openingTag)) output += takePreload(element.openingTag, modulePreloads);
    else if (isPrecedenceStylesheet(element.openingTag)) output += inlineStylesheet(element.openingTag, fonts.readAsset);
    else output += element.text;
  }
}

function inlineStylesheet(linkTag: string, readAsset: ReadAsset | undefined): string {
  const href = attribute(linkTag, "href");
  const css = href === undefined ? undefined : inlineableStylesheet(href, readAsset);
  return css === undefined ? linkTag : inlinedStylesheet(linkTag, css);
}

type Element = { text: string; openingTag: string };

/**
 * The tag, comment or raw-text element (script, style: their content may hold `<` and `>`)
 * starting at `start`, or undefined while its end has not arrived yet.
 */
function completeElement(html: string, start: number): Element | undefined {
  if (html.startsWith("<!--", start)) {
    const end = html.indexOf("-->", start);
    return end < 0 ? undefined : { text: html.slice(start, end + 3), openingTag: "" };
  }
  const tagEnd = html.indexOf(">", start);
  if (tagEnd < 0) return undefined;
  const openingTag = html.slice(start, tagEnd + 1);
  const rawText = /^<(script|style)\b/i.exec(openingTag)?.[1]?.toLowerCase();
  if (!rawText) return { text: openingTag, openingTag };
  const closingTag = new RegExp(`</${rawText}>`, "ig");
  closingTag.lastIndex = tagEnd;
  const close = closingTag.exec(html);
  if (!close) return undefined;
  return { text: html.slice(start, close.index + close[0].length), openingTag };
}

const isModulePreload = (tag: string) => /^<link\b/i.test(tag) && attribute(tag, "rel") === "modulepreload";
const isStylesheet = (tag: string) => /^<link\b/i.test(tag) && attribute(tag, "rel") === "stylesheet";
const isPrecedenceStylesheet = (tag: string) => isStylesheet(tag) && attribute(tag, "data-precedence") !== undefined;
const isModuleScript = (tag: string) => /^<script\b/i.test(tag) && attribute(tag, "type") === "module";

/** Removes the preload from the page and remembers its address for the starter. */
function takePreload(tag: string, modulePreloads: string[]): string {
  const href = attribute(tag, "href");
  if (href && !modulePreloads.includes(href)) modulePreloads.push(href);
  return "";
}

function inertModuleScript({ text, openingTag }: Element, modulePreloads: string[], readAsset: ReadAsset): string {
  const inert = openingTag.replace(/\stype="module"/, ` type="${inertType}"`);
  const source = text.slice(openingTag.length, text.length - "</script>".length);
  const inOrder = dependenciesFirst(modulePreloads, (address) => chunkImports(address, readAsset));
  return inert + modulesOneTaskEach(source, inOrder) + "</script>" + starter(modulePreloads, attribute(openingTag, "nonce"));
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
}

/** The classic script that brings the inert module script before it to life after the first paint. */
function starter(modulePreloads: string[], nonce: string | undefined): string {
  // Addresses come from React Router's manifest; JSON plus escaping `<` keeps them inert here.
  const hrefs = JSON.stringify(modulePreloads).replaceAll("<", "\\u003c");
  const code =
    `(()=>{const inert=document.currentScript.previousElementSibling;let started=false;` +
    `const start=()=>{if(started)return;started=true;` +
    // The fonts wait for the page's load as well: fetched with the modules they would share the
    // first moments' bandwidth with what the page needs now, for text they only show later.
    `if(!self.webFontsDeclared){const loadFonts=()=>{const faces=${fontFaces};` +
    `Promise.all(faces.map((face)=>face.load())).then(()=>{try{localStorage.setItem(${JSON.stringify(webFontsCachedKey)},"1")}catch{}` +
    `const use=()=>{for(const face of faces)document.fonts.add(face)};` +
    `for(const type of ["click","keydown"])addEventListener(type,use,{once:true,capture:true})},()=>{})};` +
    `const afterLoad=()=>setTimeout(loadFonts,0);` +
    `document.readyState==="complete"?afterLoad():addEventListener("load",afterLoad,{once:true})}` +
    `for(const href of ${hrefs}){` +
    `const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}` +
    `const live=document.createElement("script");live.type="module";live.nonce=inert.nonce;` +
    `live.textContent=inert.textContent;inert.replaceWith(live)};` +
    `if(document.visibilityState!=="visible"||!self.PerformanceObserver?.supportedEntryTypes?.includes("paint"))return start();` +
    `new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}})` +
    `.observe({type:"paint",buffered:true});` +
    `document.addEventListener("visibilitychange",start,{once:true});setTimeout(start,${fallbackMs})})()`;
  return `<script${nonce === undefined ? "" : ` nonce="${nonce}"`}>${code}</script>`;
}

/** The web fonts as FontFace objects, in script; `display` as given. */
function fontFacesCode(display: "swap" | "optional"): string {
  const faces = webFontFaces.map(({ family, source, weight, unicodeRange }) => [family, source, { weight, unicodeRange, display }]);
  return `${JSON.stringify(faces).replaceAll("<", "\\u003c")}.map(([family,source,descriptors])=>new FontFace(family,source,descriptors))`;
}
const fontFaces = fontFacesCode("swap");

/** The head's script: where an earlier visit cached the fonts, it declares them for the first paint. */
function cachedFontsScript(nonce: string | undefined): string {
  const code =
    `try{if(localStorage.getItem(${JSON.stringify(webFontsCachedKey)})){` +
    `for(const face of ${fontFacesCode("optional")})document.fonts.add(face);self.webFontsDeclared=true}}catch{}`;
  return `<script${nonce === undefined ? "" : ` nonce="${nonce}"`}>${code}</script>`;
}
