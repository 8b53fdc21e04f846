import { encode } from "uqr";

/** A QR code as one SVG path: `size` modules square (the quiet zone included), dark modules as runs. */
export interface QrPicture {
  size: number;
  path: string;
}

/**
 * The `otpauth://` address as a QR code, drawn on the server (uqr; no canvas, nothing sent to
 * the browser but the path): error correction M, the standard four-module quiet zone. Each row's
 * runs of dark modules become one rectangle, which keeps the path near 10 KB (uqr's own SVG, a rectangle per module, is twice that).
 */
export function qrPicture(text: string): QrPicture {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  let path = "";
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      let end = x;
      while (end < size && row[end]) end++;
      path += `M${x} ${y}h${end - x}v1H${x}z`;
      x = end;
    }
  });
  return { size, path };
}
