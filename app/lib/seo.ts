import type { MetaDescriptor } from "react-router";
/** The part of the root loader's data (app/components/layout/site-data.ts) that the tags need. */
interface SiteForSeo {
  profile: { businessName: string };
  origin: string;
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export interface PageSeo {
  title: string;
  description: string;
  /** Open Graph type; "website" unless the page is an article. */
  type?: "website" | "article";
  /** Absolute or root-relative image; defaults to the site's social card. */
  image?: string;
  /** Set false for pages search engines should not index (404, thank-you pages). */
  index?: boolean;
  /** schema.org objects rendered as JSON-LD. */
  jsonLd?: object[];
}

/** Title, description, canonical URL, Open Graph and JSON-LD for one page. */
export function seo(args: MetaArgs, page: PageSeo): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === "root")?.data as SiteForSeo | undefined;
  const origin = root?.origin ?? "";
  const siteName = root?.profile.businessName ?? "Vocal Studio";
  const url = `${origin}${args.location.pathname === "/" ? "/" : args.location.pathname.replace(/\/$/, "")}`;
  const image = page.image ?? "/social-card.png";
  const descriptors: MetaDescriptor[] = [
    { title: `${page.title} · ${siteName}` },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:image", content: image.startsWith("http") ? image : `${origin}${image}` },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (page.index === false) descriptors.push({ name: "robots", content: "noindex" });
  for (const item of page.jsonLd ?? []) descriptors.push({ "script:ld+json": item });
  return descriptors;
}
