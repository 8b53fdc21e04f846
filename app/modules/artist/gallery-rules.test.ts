import { describe, expect, it } from "vitest";
import { captionFromFileName, checkGalleryFile, sortGalleryFiles, GALLERY_MAX_IMAGES, GALLERY_MAX_IMAGE_BYTES } from "./gallery-rules";

const image = (name: string, type = "image/jpeg", size = 1000) => ({ name, type, size });

describe("checkGalleryFile", () => {
  it("accepts common image types within the limits", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]) {
      expect(checkGalleryFile(image("a", type), 0)).toEqual({ ok: true });
    }
  });

  it("refuses anything that is not an image, and SVG (it can carry scripts)", () => {
    for (const type of ["application/pdf", "text/plain", "", "image/svg+xml", "video/mp4"]) {
      expect(checkGalleryFile(image("file", type), 0)).toMatchObject({ ok: false, reason: expect.stringContaining("not an image") });
    }
  });

  it("refuses files over the size limit and beyond the count limit", () => {
    expect(checkGalleryFile(image("big.jpg", "image/jpeg", GALLERY_MAX_IMAGE_BYTES + 1), 0)).toMatchObject({ ok: false });
    expect(checkGalleryFile(image("ok.jpg", "image/jpeg", GALLERY_MAX_IMAGE_BYTES), 0)).toEqual({ ok: true });
    expect(checkGalleryFile(image("one.jpg"), GALLERY_MAX_IMAGES)).toMatchObject({ ok: false });
    expect(checkGalleryFile(image("one.jpg"), GALLERY_MAX_IMAGES - 1)).toEqual({ ok: true });
  });
});

describe("sortGalleryFiles", () => {
  it("keeps the images, explains the refusals and counts what it accepts against the limit", () => {
    const { accepted, refused } = sortGalleryFiles(
      [image("a.jpg"), image("notes.pdf", "application/pdf"), image("b.png", "image/png"), image("c.png", "image/png")],
      GALLERY_MAX_IMAGES - 2,
    );
    expect(accepted.map((f) => f.name)).toEqual(["a.jpg", "b.png"]);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toContain("notes.pdf");
  });
});

describe("captionFromFileName", () => {
  it("turns a file name into a caption", () => {
    expect(captionFromFileName("my_first-gig.JPG")).toBe("my first gig");
    expect(captionFromFileName(".png")).toBe("Your image");
  });
});
