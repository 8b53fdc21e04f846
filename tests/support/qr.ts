import jsQR from "jsqr";
import { PNG } from "pngjs";

/** The text of the QR code in a PNG (a screenshot of it), decoded here so tests do not trust the code that drew it. */
export function decodeQrPng(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const found = jsQR(new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length), image.width, image.height);
  return found?.data ?? null;
}
