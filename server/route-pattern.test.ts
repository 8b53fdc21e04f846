import { describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { REMEMBERED_PATHS, rememberedMatches, routePatternMatcher } from "./route-pattern";

const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} });
const routes = {
  root: route("root", undefined, ""),
  "routes/_index": route("routes/_index", "root", undefined, true),
  "routes/booking.cancel.$token": route("routes/booking.cancel.$token", "root", "booking/cancel/:token"),
  "routes/courses": route("routes/courses", "root", "courses"),
  "routes/courses._index": route("routes/courses._index", "routes/courses", undefined, true),
  "routes/$": route("routes/$", "root", "*"),
} as unknown as ServerBuild["routes"];

describe("route patterns for metrics labels", () => {
  const patternOf = routePatternMatcher(routes);

  it("labels a path with a token by its pattern, never the token", () => {
    expect(patternOf("/booking/cancel/secret-token-123")).toBe("/booking/cancel/:token");
  });

  it("labels the home page, index routes and the 404 splat", () => {
    expect(patternOf("/")).toBe("/");
    expect(patternOf("/courses")).toBe("/courses");
    expect(patternOf("/no/such/page?email=a@b.c")).toBe("/*");
  });
});

describe("remembered matches", () => {
  it("answers a path it has seen from memory, and stays bounded under a flood of paths", () => {
    const matchesOf = rememberedMatches(routes);
    const first = matchesOf("/courses");
    expect(first?.at(-1)?.route.id).toBe("routes/courses._index");
    expect(matchesOf("/courses")).toBe(first);
    for (let n = 0; n < REMEMBERED_PATHS + 10; n++) expect(matchesOf(`/no/such/${n}`)?.at(-1)?.route.id).toBe("routes/$");
    // The memory was emptied once it was full: the same path is matched afresh, with the same answer.
    const again = matchesOf("/courses");
    expect(again).not.toBe(first);
    expect(again?.at(-1)?.route.id).toBe("routes/courses._index");
  });
});
