/** The characters the two web fonts carry. */
export declare const fontCharacters: string;
/** The CSS `unicode-range` of that set. */
export declare const fontUnicodeRange: string;
