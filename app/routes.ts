import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { sitePages } from "./routes/config/site-pages";
import { cataloguePages } from "./routes/config/catalogue-pages";
import { formRoutes } from "./routes/config/forms";

// Each area lists its own routes in routes/config/ so that the areas can grow apart.
// React Router ranks routes by specificity, so the order here does not matter.
export default [
  index("routes/home.tsx"),
  route("privacy-policy", "routes/legal.privacy-policy.tsx"),
  route("terms-of-service", "routes/legal.terms-of-service.tsx"),
  route("cookie-policy", "routes/legal.cookie-policy.tsx"),
  ...sitePages,
  ...cataloguePages,
  ...formRoutes,
  // /about-{slug} and /{slug} (the coach's pages); any other single segment is a 404.
  route(":slug", "routes/coach-pages.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
