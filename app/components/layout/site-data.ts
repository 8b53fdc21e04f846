import type { CheckoutCancelNotice } from "~/modules/orders/return-urls";
import { useRouteLoaderData } from "react-router";
import type { SiteProfile } from "~/modules/site/profile";

/** What the root loader (app/root.tsx) gives every page: the coach's profile and the site's public origin. */
export interface RootData {
  profile: SiteProfile;
  origin: string;
  /** Back from a checkout by Cancel: what the page says (a booking's page says its own). */
  checkoutCancelled?: CheckoutCancelNotice;
  /** Only for a request with a session or cart cookie (modules/shop/header-viewer.server.ts): the header's state before JavaScript. */
  viewer?: { signedIn: boolean; cartCount: number };
}

/**
 * The root route's data, or undefined when the root loader failed (the document shell then
 * shows the error screen without header and footer). Pages use useSiteProfile() instead.
 */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The root route's data inside a component; throws when it is missing (outside the root route's tree). */
export function useRootData(): RootData {
  const data = useOptionalRootData();
  if (!data?.profile)
    throw new Error("useSiteProfile()/useSiteOrigin() needs the root route's loader data; it is missing (is the component rendered outside app/root.tsx?)");
  return data;
}

/** The coach's site profile (name, slug, contact details, links). */
export function useSiteProfile(): SiteProfile {
  return useRootData().profile;
}

/** The site's public origin, e.g. https://www.studio.example, without a trailing slash. */
export function useSiteOrigin(): string {
  return useRootData().origin;
}

/** The root data inside a meta function: `rootData(args.matches)`; undefined when the root loader failed. */
export function rootData(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}
