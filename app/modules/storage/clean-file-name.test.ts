import { describe, expect, it } from "vitest";
import { cleanFileName } from "./uploads.server";

describe("an uploaded file's name, as the coach sees it", () => {
  it("loses bidi overrides and other format characters, so it reads as it is", () => {
    expect(cleanFileName("x\u202Efdp.exe")).toBe("xfdp.pdf");
    expect(cleanFileName("cv\u200B\u2066.pdf\u2069")).toBe("cv.pdf");
  });

  it("loses control characters and any folder, keeps letters of every language", () => {
    expect(cleanFileName("C:\\Users\\ida\\Ansøgning Søren.pdf")).toBe("Ansøgning Søren.pdf");
    expect(cleanFileName("../../etc/pass\u0000wd\u0007.pdf")).toBe("passwd.pdf");
    expect(cleanFileName("\u202E")).toBe("document.pdf");
  });

  it("keeps only the extension the content decided, never the sender's", () => {
    expect(cleanFileName("song.mp3.exe", "mp3")).toBe("song.mp3");
    expect(cleanFileName("take 1.final.WAV", "wav")).toBe("take 1.wav");
    expect(cleanFileName("invoice.pdf.bat")).toBe("invoice.pdf");
    expect(cleanFileName("README", "pdf")).toBe("README.pdf");
    expect(cleanFileName("setup.exe", null)).toBe("setup");
    expect(cleanFileName("a".repeat(400) + ".exe").length).toBeLessThanOrEqual(200);
  });
});
