import { describe, expect, it } from "vitest";
import { MAX_INLINE_BYTES, inlineableStylesheet, inlinedStylesheet } from "./inline-stylesheet.server";

const files: Record<string, string> = {
  "/assets/app-B0SekQy1.css": "@layer utilities{.p-4{padding:1rem}}",
  "/assets/closing-Ab12.css": ".x{content:'</style><script>alert(1)</script>'}",
  "/assets/huge-Ab12.css": `.x{content:"${"a".repeat(MAX_INLINE_BYTES)}"}`,
};
const read = (href: string) => {
  const css = files[href];
  if (css === undefined) throw new Error(`ENOENT ${href}`);
  return css;
};

describe("inlineableStylesheet", () => {
  it("gives the text of a stylesheet of the build", () => {
    expect(inlineableStylesheet("/assets/app-B0SekQy1.css", read)).toBe(files["/assets/app-B0SekQy1.css"]);
  });

  it("keeps the link for anything but a build asset that is there", () => {
    for (const href of ["/assets/missing-00000000.css", "/assets/../../etc/passwd.css", "https://cdn.example/app.css", "/app.css", "/assets/app.js"]) {
      expect(inlineableStylesheet(href, read), href).toBeUndefined();
    }
  });

  it("never writes into the page a stylesheet that could close its <style>, or one too large to carry on every page", () => {
    expect(inlineableStylesheet("/assets/closing-Ab12.css", read)).toBeUndefined();
    expect(inlineableStylesheet("/assets/huge-Ab12.css", read)).toBeUndefined();
  });

  it("keeps the link where the server was not told of a client build (the dev server, tests)", () => {
    expect(inlineableStylesheet("/assets/app-B0SekQy1.css")).toBeUndefined();
  });
});

describe("inlinedStylesheet", () => {
  it("puts the rules first and keeps React's link, disabled, for React to adopt", () => {
    const link = '<link rel="stylesheet" href="/assets/app-B0SekQy1.css" data-precedence="default"/>';
    expect(inlinedStylesheet(link, ".p-4{padding:1rem}")).toBe(
      '<style>.p-4{padding:1rem}</style><link rel="stylesheet" href="/assets/app-B0SekQy1.css" data-precedence="default" disabled=""/>',
    );
    expect(inlinedStylesheet('<link rel="stylesheet" href="/assets/a.css" data-precedence="default">', "a{}")).toBe(
      '<style>a{}</style><link rel="stylesheet" href="/assets/a.css" data-precedence="default" disabled=""/>',
    );
  });
});
