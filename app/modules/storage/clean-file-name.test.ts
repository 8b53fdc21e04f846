import { describe, expect, it } from "vitest";
import { cleanFileName } from "./uploads.server";

describe("an uploaded file's name, as the coach sees it", () => {
  it("loses bidi overrides and other format characters, so it reads as it is", () => {
    expect(cleanFileName("x\u202Efdp.exe")).toBe("xfdp.exe");
    expect(cleanFileName("cv\u200B\u2066.pdf\u2069")).toBe("cv.pdf");
  });

  it("loses control characters and any folder, keeps letters of every language", () => {
    expect(cleanFileName("C:\\Users\\ida\\Ansøgning Søren.pdf")).toBe("Ansøgning Søren.pdf");
    expect(cleanFileName("../../etc/pass\u0000wd\u0007.pdf")).toBe("passwd.pdf");
    expect(cleanFileName("\u202E")).toBe("document.pdf");
  });
});
