/** A workbook's PDF: up to 30 MB (a long illustrated workbook), read whole once to count its pages. */
export const MAX_WORKBOOK_PDF_BYTES = 30 * 1024 * 1024;
