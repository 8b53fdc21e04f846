import { href } from "react-router";
import { artistPath, type SiteProfile } from "~/modules/site/profile";

export type NavItem = { kind: "anchor"; label: string; anchor: string } | { kind: "route"; label: string; to: string };

/** The navigation (docs/rules.md, "Site"): the same items, in this order, in the header bar and the mobile menu. */
export function navigationItems(profile: Pick<SiteProfile, "name" | "slug">): NavItem[] {
  return [
    { kind: "anchor", label: "Home", anchor: "home" },
    { kind: "anchor", label: "About", anchor: "about" },
    { kind: "route", label: "Courses", to: href("/courses") },
    { kind: "anchor", label: "Instructors", anchor: "instructors" },
    { kind: "route", label: profile.name, to: artistPath(profile) },
    { kind: "route", label: "Shop", to: href("/shop") },
    { kind: "route", label: "Magazine", to: href("/magazine") },
    { kind: "anchor", label: "Contact", anchor: "contact" },
  ];
}

/** On the landing page an anchor scrolls in place; elsewhere it leads to the root with the anchor. */
export function anchorHref(anchor: string, pathname: string) {
  return pathname === "/" ? `#${anchor}` : `/#${anchor}`;
}

export const SCROLLED_THRESHOLD_PX = 50;

export function isScrolled(scrollY: number) {
  return scrollY > SCROLLED_THRESHOLD_PX;
}
