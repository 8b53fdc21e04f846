import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

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
// React Router has no option for this; the rewrite is unit-tested against its markup and
// every browser test runs through it.
const inertType = "text/x-module-after-first-paint";
// Should the first contentful paint never be reported, the modules load after this long anyway.
const fallbackMs = 5_000;

export function scriptsAfterFirstPaint(): Transform {
  // Chunks can end inside a multi-byte character (æ, ø, å), a tag or a script.
  const decoder = new StringDecoder("utf8");
  const modulePreloads: string[] = [];
  let carry = "";
  // React Router writes one module script, after its preloads; what follows it (the rest of
  // the body, streamed loader data) goes out as it comes, without being read tag by tag.
  let rewritten = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (rewritten) return callback(null, decoder.write(chunk));
      const result = rewrite(carry + decoder.write(chunk), modulePreloads);
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
function rewrite(html: string, modulePreloads: string[]): Rewrite {
  let output = "";
  let at = 0;
  for (;;) {
    const start = html.indexOf("<", at);
    if (start < 0) return { output: output + html.slice(at), unfinished: "", rewritten: false };
    output += html.slice(at, start);
    const element = completeElement(html, start);
    if (!element) return { output, unfinished: html.slice(start), rewritten: false };
    at = start + element.text.length;
    if (isModuleScript(element.openingTag)) {
      output += inertModuleScript(element, modulePreloads);
      return { output: output + html.slice(at), unfinished: "", rewritten: true };
    }
    output += isModulePreload(element.openingTag) ? takePreload(element.openingTag, modulePreloads) : element.text;
  }
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
const isModuleScript = (tag: string) => /^<script\b/i.test(tag) && attribute(tag, "type") === "module";

/** Removes the preload from the page and remembers its address for the starter. */
function takePreload(tag: string, modulePreloads: string[]): string {
  const href = attribute(tag, "href");
  if (href && !modulePreloads.includes(href)) modulePreloads.push(href);
  return "";
}

function inertModuleScript({ text, openingTag }: Element, modulePreloads: string[]): string {
  const inert = openingTag.replace(/\stype="module"/, ` type="${inertType}"`);
  return inert + text.slice(openingTag.length) + starter(modulePreloads, attribute(openingTag, "nonce"));
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
    // Stylesheets the page holds back until now (the web fonts: decision 042), inert as `print`.
    `for(const sheet of document.querySelectorAll("link[data-after-first-paint]"))sheet.media="all";` +
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
