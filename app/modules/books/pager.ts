/** The workbook preview pager: a page index that stays inside the preview. */

export interface PagerState {
  /** Zero-based index of the page shown. */
  index: number;
  /** One-based page number, for people. */
  page: number;
  total: number;
  hasPrevious: boolean;
  hasNext: boolean;
  label: string;
}

export function clampPage(index: number, total: number): number {
  if (total <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), total - 1);
}

export function pagerState(index: number, total: number): PagerState {
  const safe = clampPage(index, total);
  const count = Math.max(total, 0);
  return {
    index: safe,
    page: count === 0 ? 0 : safe + 1,
    total: count,
    hasPrevious: safe > 0,
    hasNext: safe < count - 1,
    label: `Page ${count === 0 ? 0 : safe + 1} of ${count}`,
  };
}

export type PagerMove = "previous" | "next" | "first" | "last";

export function movePage(index: number, total: number, move: PagerMove): number {
  switch (move) {
    case "previous":
      return clampPage(index - 1, total);
    case "next":
      return clampPage(index + 1, total);
    case "first":
      return 0;
    case "last":
      return clampPage(total - 1, total);
  }
}

/** Keyboard support on the preview: arrows step, Home and End jump. */
export function moveForKey(key: string): PagerMove | undefined {
  switch (key) {
    case "ArrowLeft":
    case "PageUp":
      return "previous";
    case "ArrowRight":
    case "PageDown":
      return "next";
    case "Home":
      return "first";
    case "End":
      return "last";
    default:
      return undefined;
  }
}
