// The public pages of app/modules/site/pages.json (the page registry) for the scripts, with
// the default profile's slug filled in: the production build the benchmarks start runs
// with the default profile.
import registry from "../../app/modules/site/pages.json" with { type: "json" };
import defaultProfile from "../../app/modules/site/default-profile.json" with { type: "json" };

/** Every registered page's path, in registry order. */
export const sitePagePaths = registry.map((page) => page.path.replaceAll("{slug}", defaultProfile.slug));
