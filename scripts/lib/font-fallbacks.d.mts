export type WebFont = { family: string; file: string; fallbacks: readonly { familyName: string }[] };
export const webFonts: WebFont[];
export const fallbackBlockStart: string;
export const fallbackBlockEnd: string;
export function fallbackStack(font: WebFont): Promise<{ fontFamily: string; fontFaces: string }>;
export function fallbackCss(): Promise<string>;
