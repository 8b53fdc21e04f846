import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

// React Router's <Scripts /> preloads every module of the page at the browser's default,
// high priority. The page is fully rendered on the server and readable without script, so
// on a slow connection those ~150 KB of modules should not compete with the stylesheet and
// fonts for first paint. React Router has no option for this, so the
// `<link rel="modulepreload">` tags are rewritten on their way out to ask for low priority.
const needle = '<link rel="modulepreload"';
const replacement = '<link rel="modulepreload" fetchpriority="low"';

export function lowPriorityModulePreloads(): Transform {
  // Chunks can end inside a multi-byte character (æ, ø, å) or inside the tag itself.
  const decoder = new StringDecoder("utf8");
  let carry = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (carry + decoder.write(chunk)).replaceAll(needle, replacement);
      const split = unfinishedNeedleStart(text);
      carry = split < 0 ? "" : text.slice(split);
      callback(null, split < 0 ? text : text.slice(0, split));
    },
    flush(callback) {
      callback(null, carry + decoder.end());
    },
  });
}

/** Where a tag that the next chunk may complete begins at the end of `text`, or -1. */
function unfinishedNeedleStart(text: string): number {
  for (let start = Math.max(0, text.length - needle.length + 1); start < text.length; start++) {
    if (needle.startsWith(text.slice(start))) return start;
  }
  return -1;
}
