import { describe, expect, it } from "vitest";
import { formatDuration, recogniseMedia, recogniseResource } from "./media-check";

const bytes = (...parts: (string | number[])[]) => {
  const out: number[] = [];
  for (const part of parts) out.push(...(typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part));
  while (out.length < 64) out.push(0);
  return new Uint8Array(out);
};

describe("lesson media, by content", () => {
  it("recognises the common audio and video containers", () => {
    expect(recogniseMedia(bytes("ID3", [4, 0]), "audio")).toMatchObject({ kind: "audio", contentType: "audio/mpeg" });
    expect(recogniseMedia(bytes([0xff, 0xfb, 0x90]), "audio")).toMatchObject({ contentType: "audio/mpeg" });
    expect(recogniseMedia(bytes("RIFF", [0, 0, 0, 0], "WAVE"), "audio")).toMatchObject({ contentType: "audio/wav" });
    expect(recogniseMedia(bytes("fLaC"), "audio")).toMatchObject({ contentType: "audio/flac" });
    expect(recogniseMedia(bytes([0, 0, 0, 0x20], "ftypisom"), "video")).toMatchObject({ kind: "video", contentType: "video/mp4", extension: "mp4" });
    expect(recogniseMedia(bytes([0, 0, 0, 0x20], "ftypM4A "), "video")).toMatchObject({ kind: "audio", contentType: "audio/mp4" });
    expect(recogniseMedia(bytes([0, 0, 0, 0x14], "ftypqt  "), "video")).toMatchObject({ contentType: "video/quicktime" });
    expect(recogniseMedia(bytes([0x1a, 0x45, 0xdf, 0xa3]), "video")).toMatchObject({ contentType: "video/webm" });
  });

  it("refuses a PDF, a renamed text file or an executable, whatever they are called", () => {
    expect(recogniseMedia(bytes("%PDF-1.7"), "audio")).toBeNull();
    expect(recogniseMedia(bytes("hello, this is not audio"), "audio")).toBeNull();
    expect(recogniseMedia(bytes([0x7f], "ELF"), "video")).toBeNull();
    expect(recogniseMedia(bytes("MZ"), "video")).toBeNull();
  });

  it("takes a PDF or audio as a lesson's resource, never video or anything else", () => {
    expect(recogniseResource(bytes("%PDF-1.7"))).toEqual({ kind: "pdf", contentType: "application/pdf", extension: "pdf" });
    expect(recogniseResource(bytes("ID3", [4, 0]))).toMatchObject({ kind: "audio", contentType: "audio/mpeg" });
    expect(recogniseResource(bytes([0, 0, 0, 0x20], "ftypM4A "))).toMatchObject({ kind: "audio" });
    expect(recogniseResource(bytes([0, 0, 0, 0x14], "ftypqt  "))).toBeNull();
    expect(recogniseResource(bytes("PK", [3, 4]))).toBeNull();
    expect(recogniseResource(bytes(" %PDF-1.7"))).toBeNull();
  });

  it("shows durations as SPEC.md's mm:ss", () => {
    expect(formatDuration(3)).toBe("00:03");
    expect(formatDuration(754.4)).toBe("12:34");
    expect(formatDuration(3725)).toBe("1:02:05");
    expect(formatDuration(null)).toBe("—");
  });
});
