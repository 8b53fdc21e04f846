import { defaultSiteProfile as profile } from "../../../app/modules/site/profile";
import { sitePages as registeredPages } from "../../../app/modules/site/pages";

export const aboutPath = `/about-${profile.slug}`;

/** Every registered page (app/modules/site/pages.json) as the e2e server, which runs with the default profile, serves it. */
export const allPages = registeredPages(profile);

/** The public pages of the page registry (app/modules/site/pages.json) with a fixed h1, and the language each is in. */
export const sitePages = allPages.filter((page) => page.area === "site");

/** The catalogue pages: the artist page, magazine, shop, books and the online courses' sales pages. */
export const cataloguePages = allPages.filter((page) => page.area === "catalogue");
