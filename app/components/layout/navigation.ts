import { href } from "react-router";
import { artistPath, type SiteProfile } from "~/modules/site/profile";
import type { ChromeText } from "~/lib/i18n/chrome-text";

export type NavItem = { kind: "anchor"; label: string; anchor: string } | { kind: "route"; label: string; to: string };

/**
 * The navigation (docs/rules.md, "Site"): the same items, in this order, in the header bar and
 * the mobile menu. One coach is one entry, her name: 'About' and 'Instructors' led to the same
 * person (decision record 043).
 */
export function navigationItems(profile: Pick<SiteProfile, "name" | "slug">, text: ChromeText): NavItem[] {
  return [
    { kind: "anchor", label: text.home, anchor: "home" },
    { kind: "route", label: text.courses, to: href("/courses") },
    { kind: "route", label: profile.name, to: artistPath(profile) },
    { kind: "route", label: text.shop, to: href("/shop") },
    { kind: "route", label: text.magazine, to: href("/magazine") },
    { kind: "anchor", label: text.contact, anchor: "contact" },
  ];
}

export type PrimaryAction = { kind: "book" } | { kind: "apply"; to: string };

const applyPages: { prefix: string; to: string }[] = [
  { prefix: "/courses/voice-elevated", to: "/voice-elevated-application" },
  { prefix: "/courses/celebrity-vocal-experience", to: "/celebrity-application" },
];

/** The header's one call to action: apply on a programme taken by application, else book a session. */
export function primaryAction(pathname: string): PrimaryAction {
  const page = applyPages.find((entry) => pathname === entry.prefix || pathname.startsWith(`${entry.prefix}/`));
  return page ? { kind: "apply", to: page.to } : { kind: "book" };
}

/** On the landing page an anchor scrolls in place; elsewhere it leads to the root with the anchor. */
export function anchorHref(anchor: string, pathname: string) {
  return pathname === "/" ? `#${anchor}` : `/#${anchor}`;
}

export const SCROLLED_THRESHOLD_PX = 50;

export function isScrolled(scrollY: number) {
  return scrollY > SCROLLED_THRESHOLD_PX;
}
