/** The coach's initials the favicon draws. */
export declare const FAVICON_INITIALS: string;
/** The favicon's SVG text, the initials as outlines of the display face; `square` without rounded corners. */
export declare function faviconSvg(initials?: string, options?: { square?: boolean }): Promise<string>;
/** The width and height a PNG's header declares. */
export declare function pngSize(png: Buffer): { width: number; height: number };
/** An ICO file holding one PNG image. */
export declare function icoFromPng(png: Buffer): Buffer;
