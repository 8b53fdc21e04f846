/** The coach's initials the favicon draws. */
export declare const FAVICON_INITIALS: string;
/** The favicon's SVG text, the initials as outlines of the display face. */
export declare function faviconSvg(initials?: string): Promise<string>;
