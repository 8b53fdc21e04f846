import { describe, expect, it } from "vitest";
import { coverContentType, recogniseImage } from "./image-check";

const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)]);
const text = (value: string) => [...value].map((c) => c.charCodeAt(0));

describe("cover images, by content", () => {
  it("knows PNG, JPEG and WebP", () => {
    expect(recogniseImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))?.contentType).toBe("image/png");
    expect(recogniseImage(bytes(0xff, 0xd8, 0xff, 0xe0))?.contentType).toBe("image/jpeg");
    expect(recogniseImage(bytes(...text("RIFF"), 0, 0, 0, 0, ...text("WEBP")))?.contentType).toBe("image/webp");
  });

  it("refuses an SVG (it can carry script), a PDF and text named .png", () => {
    expect(recogniseImage(bytes(...text("<svg xmlns")))).toBeNull();
    expect(recogniseImage(bytes(...text("%PDF-1.7")))).toBeNull();
    expect(recogniseImage(bytes(...text("hello.png")))).toBeNull();
  });

  it("serves only names this site gave", () => {
    expect(coverContentType("0b9d6f3e-1c2a-4b5c-8d7e-9f0a1b2c3d4e.png")).toBe("image/png");
    expect(coverContentType("../../etc/passwd")).toBeNull();
    expect(coverContentType("cover.svg")).toBeNull();
  });
});
