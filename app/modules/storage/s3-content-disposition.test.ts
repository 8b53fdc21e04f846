import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./s3-content-disposition";

describe("attachmentDisposition", () => {
  it("keeps a plain name as it is in both forms", () => {
    expect(attachmentDisposition("issue-7.pdf")).toBe(`attachment; filename="issue-7.pdf"; filename*=UTF-8''issue-7.pdf`);
  });

  it("gives the exact name in UTF-8 and a safe ASCII fallback", () => {
    expect(attachmentDisposition(`Støtte "live" (1)\\*.pdf`)).toBe(
      `attachment; filename="St_tte _live_ (1)_*.pdf"; filename*=UTF-8''St%C3%B8tte%20%22live%22%20%281%29%5C%2A.pdf`,
    );
  });

  it("cannot be broken out of by control characters or half a surrogate pair", () => {
    const header = attachmentDisposition("a\r\nSet-Cookie: x=1\uD800.pdf");
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(`attachment; filename="a__Set-Cookie: x=1_.pdf"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1%EF%BF%BD.pdf`);
  });

  it("falls back to a neutral name when nothing printable is left", () => {
    expect(attachmentDisposition("   ")).toBe(`attachment; filename="download"; filename*=UTF-8''%20%20%20`);
  });
});
