import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// Route files are named by their URL (flat routes): `courses.private-coaching.tsx` serves
// /courses/private-coaching, `$slug.tsx` the coach's /{slug} and /about-{slug}, `$.tsx` any
// other URL (404). React Router ranks routes by specificity, so static paths win over `$slug`.
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*"] }) satisfies RouteConfig;
