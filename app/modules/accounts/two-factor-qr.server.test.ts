import jsQR from "jsqr";
import { describe, expect, it } from "vitest";
import { qrPicture } from "./two-factor-qr.server";

/** Paints the path's rectangles (only the shapes qrPicture writes) into RGBA pixels, `scale` pixels a module. */
function paint(picture: { size: number; path: string }, scale = 4) {
  const width = picture.size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y, w] of picture.path.matchAll(/M(\d+) (\d+)h(\d+)v1H\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++)
      for (let col = Number(x) * scale; col < (Number(x) + Number(w)) * scale; col++) pixels.fill(0, (row * width + col) * 4, (row * width + col) * 4 + 3);
  }
  return { pixels, width };
}

describe("qrPicture", () => {
  it("draws the otpauth:// address as a QR code a reader decodes back to the same text, in a path of a few kilobytes", () => {
    const uri =
      "otpauth://totp/Maja%20Holm%20Vocal%20Studio:ida%40example.dk?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXPABCD&issuer=Maja%20Holm%20Vocal%20Studio&digits=6&period=30";
    const picture = qrPicture(uri);
    expect(picture.path).toMatch(/^(M\d+ \d+h\d+v1H\d+z)+$/);
    expect(picture.path.length).toBeLessThan(16_000);
    const { pixels, width } = paint(picture);
    expect(jsQR(pixels, width, width)?.data).toBe(uri);
  });
});
