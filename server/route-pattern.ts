import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type BuildRoutes = ServerBuild["routes"];
type Matches = ReturnType<typeof matchRoutes<RouteObject>>;

/** How many paths' matches are remembered; a flood of distinct paths empties it and costs no more than before. */
export const REMEMBERED_PATHS = 2000;

/**
 * `matchRoutes` on the build's tree, remembered per path. React Router flattens and ranks the
 * whole route tree on every call (about 1.5 ms for this site's routes on the 2-core machine);
 * the metrics label and the render cache asked it twice per request, well over half of what a
 * cached page cost (decision 041, "Serving a kept page").
 */
export function rememberedMatches(routes: BuildRoutes): (pathname: string) => Matches {
  const tree = routeTree(routes);
  const remembered = new Map<string, Matches>();
  return (pathname) => {
    const known = remembered.get(pathname);
    if (known !== undefined) return known;
    const matches = matchRoutes(tree, pathname);
    if (remembered.size >= REMEMBERED_PATHS) remembered.clear();
    remembered.set(pathname, matches);
    return matches;
  };
}

/**
 * The route pattern a path matches in the React Router build ("/booking/cancel/:token",
 * "/*" for the 404 page): the label metrics use instead of the raw URL, which can carry
 * tokens and personal data (decision 027).
 */
export function routePatternMatcher(routes: BuildRoutes): (pathname: string) => string {
  const matchesOf = rememberedMatches(routes);
  return (pathname) => {
    const matches = matchesOf(pathname);
    if (!matches?.length) return "unmatched";
    const pattern = matches
      .map((match) => match.route.path ?? "")
      .filter((part) => part !== "")
      .join("/")
      .replace(/\/+/g, "/");
    return `/${pattern.replace(/^\//, "")}`;
  };
}

/** The build's flat route list as the nested tree `matchRoutes` reads. */
export function routeTree(routes: BuildRoutes): RouteObject[] {
  const entries = Object.values(routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    entries
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
}
