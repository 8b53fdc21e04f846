import { describe, expect, it } from "vitest";
import { sameOriginAllowed } from "./same-origin";

const allowed = ["https://studio.example"];
const post = (extra: { origin?: string; secFetchSite?: string; path?: string; method?: string }) =>
  sameOriginAllowed({ method: extra.method ?? "POST", path: extra.path ?? "/login", origin: extra.origin, secFetchSite: extra.secFetchSite }, allowed);

describe("sameOriginAllowed (CSRF)", () => {
  it("lets our own pages post", () => {
    expect(post({ origin: "https://studio.example", secFetchSite: "same-origin" })).toBe(true);
    expect(post({ origin: "https://STUDIO.example/" })).toBe(true);
  });

  it("refuses posts from other sites, whatever else they send", () => {
    expect(post({ origin: "https://evil.example" })).toBe(false);
    expect(post({ origin: "https://evil.example", secFetchSite: "same-origin" })).toBe(false);
    expect(post({ origin: "null" })).toBe(false);
    expect(post({ origin: "http://studio.example" })).toBe(false);
    expect(post({ secFetchSite: "cross-site" })).toBe(false);
    expect(post({ secFetchSite: "same-site" })).toBe(false);
    for (const method of ["PUT", "PATCH", "DELETE"]) expect(post({ method, origin: "https://evil.example" })).toBe(false);
  });

  it("lets reads, non-browser clients and Stripe's signed webhook through", () => {
    expect(post({ method: "GET", origin: "https://evil.example" })).toBe(true);
    expect(post({})).toBe(true);
    expect(post({ secFetchSite: "none" })).toBe(true);
    expect(post({ path: "/webhooks/stripe", origin: "https://evil.example" })).toBe(true);
  });
});
