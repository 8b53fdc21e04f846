/**
 * The attributes of a lucide-style line icon drawn inline (`<svg {...strokeIcon}>…`). Chunks
 * the header loads draw their few icons this way: importing lucide-react there would move
 * its shared code into every page's first load.
 */
export const strokeIcon = {
  "aria-hidden": true,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;
