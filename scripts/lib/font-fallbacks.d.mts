export type FallbackMetrics = { familyName: string };
/** `copies`: a metric copy (Liberation Sans of Arial) named in its original's face instead of a face of its own. */
export type WebFont = { family: string; file: string; fallbacks: readonly FallbackMetrics[]; copies?: ReadonlyMap<FallbackMetrics, FallbackMetrics> };
export const webFonts: WebFont[];
export const fallbackBlockStart: string;
export const fallbackBlockEnd: string;
export function fallbackStack(font: WebFont): Promise<{ fontFamily: string; fontFaces: string }>;
export function fallbackCss(): Promise<string>;
