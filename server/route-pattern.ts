import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type BuildRoutes = ServerBuild["routes"];

/**
 * The route pattern a path matches in the React Router build ("/booking/cancel/:token",
 * "/*" for the 404 page): the label metrics use instead of the raw URL, which can carry
 * tokens and personal data (decision 027).
 */
export function routePatternMatcher(routes: BuildRoutes): (pathname: string) => string {
  const tree = routeTree(routes);
  return (pathname) => {
    const matches = matchRoutes(tree, pathname);
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
