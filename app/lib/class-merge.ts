/**
 * `cn`'s conflict resolution: of two Tailwind classes that set the same property under the same
 * variants, the later one stays (`px-5` after `px-3`, a caller's `bg-ivory` after a variant's
 * `bg-amber-400`), and a shorthand drops the sides it covers (`p-4` after `px-2`). It does what
 * tailwind-merge does for the utility families this site uses, in a fraction of its size, because
 * `cn` is in every page's first load (decision 042). class-merge.test.ts compares the two on every
 * pair of classes in app/'s source: a class from a family this file does not know fails there.
 */
export function mergeClasses(classList: string): string {
  const cached = cache.get(classList);
  if (cached !== undefined) return cached;
  const classes = classList.trim().split(/\s+/);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (const name of classes.reverse()) {
    const parsed = parse(name);
    if (parsed) {
      const [scope, group] = parsed;
      if (taken.has(scope + group)) continue;
      taken.add(scope + group);
      for (const other of conflictsOf(group)) taken.add(scope + other);
    }
    kept.push(name);
  }
  const merged = kept.reverse().join(" ");
  if (cache.size > 1000) cache.clear();
  cache.set(classList, merged);
  return merged;
}

const cache = new Map<string, string>();

/** Splits at `sep` outside brackets and parentheses (arbitrary values and variants may contain it). */
function splitTopLevel(text: string, sep: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === sep && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

// Variants whose order changes the selector keep their place; the others are sorted, so that
// `hover:focus:` and `focus:hover:` are one scope.
const orderSensitive = /^(\[|\*|before$|after$|placeholder$|file$|marker$|selection$|first-l|backdrop$)/;

/** [variant scope, property group], or undefined for a class Tailwind does not generate. */
function parse(name: string): [string, string] | undefined {
  const variants = splitTopLevel(name, ":");
  let base = variants.pop()!;
  const important = base.startsWith("!") || base.endsWith("!");
  base = base.replace(/^!|!$/g, "").replace(/^-/, "");
  const [value = base, postfix] = splitTopLevel(base, "/");
  const group = groupOf(value) ?? (postfix !== undefined ? groupOf(base) : undefined);
  if (!group) return undefined;
  const sorted: string[] = [];
  let segment: string[] = [];
  for (const variant of variants) {
    if (orderSensitive.test(variant)) {
      sorted.push(...segment.sort(), variant);
      segment = [];
    } else segment.push(variant);
  }
  sorted.push(...segment.sort());
  return [sorted.join(":") + (important ? "!" : "") + " ", group];
}

const sides = "x y s e t r b l";
const conflicts: Record<string, string> = {
  "": sides,
  x: "r l",
  y: "t b",
  size: "w h",
  gap: "gap-x gap-y",
  overflow: "overflow-x overflow-y",
  "line-clamp": "display overflow",
  // Tailwind 4's font sizes set a line height too.
  "font-size": "leading",
  flex: "basis grow shrink",
  translate: "translate-x translate-y",
};
const corners: Record<string, string> = { "": "s e t r b l ss se ee es tl tr br bl", s: "ss es", e: "se ee", t: "tl tr", r: "tr br", b: "br bl", l: "tl bl" };

/** The groups a class of `group` also overrides: a shorthand's sides (`p|` → `p|x` … `p|l`, `rounded|t` → its corners). */
function conflictsOf(group: string): string[] {
  const bar = group.indexOf("|");
  if (bar < 0) return conflicts[group]?.split(" ") ?? [];
  const family = group.slice(0, bar);
  const side = group.slice(bar + 1);
  const covered = family === "rounded" ? corners[side] : side.length < 2 ? conflicts[side] : undefined;
  return covered ? covered.split(" ").map((s) => `${family}|${s}`) : [];
}

const exact: Record<string, string> = {};
for (const names of [
  "display block inline-block inline flex inline-flex table grid inline-grid contents hidden",
  "sr sr-only not-sr-only",
  "position static fixed absolute relative sticky",
  "isolation isolate",
  "font-style italic not-italic",
  "text-decoration underline overline line-through no-underline",
  "text-transform uppercase lowercase capitalize normal-case",
  "text-overflow truncate",
  "fvn-spacing proportional-nums tabular-nums",
  "transform transform",
  "filter filter",
  "@container @container",
]) {
  const [group = "", ...members] = names.split(" ");
  for (const name of members) exact[name] = group;
}

const length = String.raw`(\d.*|\[(length:|[\d.]+[a-z%]+\]|calc\().*)`;
/**
 * [pattern, group] in order, the first match wins; the group may name the pattern's parts
 * (`$1`). Only the families app/ uses: the test fails for a class of another one.
 */
const families: [RegExp, string][] = [
  [/^(p|m|scroll-m)([xysetrbl]?)-.*/, "$1|$2"],
  [/^inset(?:-([xy]))?-.*/, "inset|$1"],
  [/^(?:(t)op|(r)ight|(b)ottom|(l)eft|(s)tart|(e)nd)-.*/, "inset|$1$2$3$4$5$6"],
  [/^rounded(?:-(tl|tr|br|bl|[setrbl])(?=-|$))?(-.*)?$/, "rounded|$1"],
  [
    /^(space-[xy]|gap-[xy]|gap|size|min-w|min-h|max-w|max-h|w|h|z|order|opacity|grid-cols|col-start|row-start|aspect|duration|animate|rotate|scale|translate-[xy]|translate|leading|tracking|underline-offset|outline-offset|whitespace|hyphens|line-clamp|cursor|pointer-events|appearance|accent|float|items|justify-items|justify-self|self|overflow-[xy]|overflow|overscroll|break-inside|wrap)-.*/,
    "$1",
  ],
  [/^(col|row)-(span-|auto|\[).*/, "$1-start-end"],
  [/^(grow|shrink|resize|transition|backdrop-blur|blur)(-.*)?$/, "$1"],
  // An arbitrary property, [overflow-wrap:anywhere]: its property is its group.
  [/^\[([a-z-]+):.*/, "[$1]"],
  [/^flex-(row|col).*/, "flex-direction"],
  [/^flex-(wrap|nowrap).*/, "flex-wrap"],
  [/^flex-.*/, "flex"],
  [/^break-(normal|words|all|keep)$/, "break"],
  [/^justify-.*/, "justify-content"],
  [/^content-(center|start|end|between|around|evenly|stretch)$/, "align-content"],
  [/^list-.*/, "list-style-type"],
  [/^align-.*/, "vertical-align"],
  [/^object-(contain|cover|fill|none)$/, "object-fit"],
  [/^(from|via|to)-.*/, "gradient-$1"],
  [new RegExp(`^text-(xs|sm|base|lg|\\d*xl|${length})$`), "font-size"],
  [/^text-(left|center|right|justify|start|end)$/, "text-alignment"],
  [/^text-.*/, "text-color"],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/, "font-weight"],
  [/^font-.*/, "font-family"],
  [/^bg-(none|linear-|radial|conic|\[(url|[a-z-]*gradient)\().*/, "bg-image"],
  [/^bg-.*/, "bg-color"],
  [/^decoration-(\d.*|auto|from-font)$/, "decoration-thickness"],
  [/^decoration-.*/, "decoration-color"],
  [/^border-(collapse|separate)$/, "border-collapse"],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, "border-style"],
  [new RegExp(`^border(?:-([xysetrbl]))?(-${length})?$`), "border-w|$1"],
  [/^border(?:-([xysetrbl])(?=-))?-.*/, "border-color|$1"],
  [/^divide-([xy])(-.*)?$/, "divide-$1"],
  [/^divide-.*/, "divide-color"],
  [/^outline-(none|solid|dashed|dotted|double|hidden)$/, "outline-style"],
  [/^outline(-\d.*)?$/, "outline-w"],
  [/^outline-.*/, "outline-color"],
  [/^ring(-\d.*)?$/, "ring-w"],
  [/^ring-.*/, "ring-color"],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*))?$/, "shadow"],
  [/^shadow-.*/, "shadow-color"],
  [/^fill-.*/, "fill"],
  [/^select-(none|text|all|auto)$/, "user-select"],
];

/** The property group of a class without variants, `!` or a leading `-`; undefined for a class Tailwind does not generate. */
function groupOf(base: string): string | undefined {
  if (exact[base]) return exact[base];
  const family = families.find(([pattern]) => pattern.test(base));
  return family && base.replace(family[0], family[1]);
}
