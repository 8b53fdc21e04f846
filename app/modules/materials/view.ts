/** What a course page shows in its materials section, in its three states: signed out, not purchased, purchased. */
export interface MaterialLink {
  id: string;
  title: string;
  kind: "pdf" | "audio" | "video";
  pages: number | null;
  sizeBytes: number;
}

export type MaterialsView = { state: "signed-out" } | { state: "not-purchased" } | { state: "purchased"; materials: MaterialLink[] };

/**
 * The 'Login to Access' target (/auth: the login page, then back to
 * `returnTo`). The page is the accounts issue's, so the address is written out here.
 */
export function loginToAccessHref(returnTo: string) {
  return `/auth?${new URLSearchParams({ redirectTo: returnTo })}`;
}

export function fileSizeText(bytes: number, lang: "da" | "en"): string {
  const kb = bytes / 1024;
  const [value, unit] = kb < 1024 ? [Math.max(1, Math.round(kb)), "KB"] : [Math.round((kb / 1024) * 10) / 10, "MB"];
  return `${new Intl.NumberFormat(lang === "da" ? "da-DK" : "en-GB").format(value)} ${unit}`;
}
