import { data } from "react-router";
import type { Route } from "./+types/coach-pages";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { aboutPath } from "~/modules/site/profile";
import { logNotFound } from "~/lib/not-found.server";
import { rootData, seo } from "~/lib/seo";
import { artistJsonLd } from "~/modules/artist/json-ld";
import { AboutPage } from "~/components/pages/about-page";
import { ArtistPage } from "~/components/pages/artist-page";

type CoachPage = "about" | "artist";

function whichPage(slug: string, profileSlug: string): CoachPage | undefined {
  if (slug === profileSlug) return "artist";
  if (`/${slug}` === aboutPath({ slug: profileSlug })) return "about";
  return undefined;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const page = whichPage(params.slug, loadSiteProfile().slug);
  if (!page) {
    logNotFound(request);
    throw data(null, { status: 404, statusText: "Not Found" });
  }
  return { page };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const name = root?.profile.name ?? "";
  return args.data?.page === "about"
    ? seo(args, {
        title: `About ${name}`,
        description: `${name}: singer, vocal coach and teacher. Biography, teaching philosophy and the story behind the studio.`,
      })
    : seo(args, {
        title: name,
        description: `${name} on stage and in the studio: videos, gallery, music and booking.`,
        jsonLd: root ? [artistJsonLd(root.profile, root.origin)] : [],
      });
};

export default function CoachPages({ loaderData }: Route.ComponentProps) {
  return loaderData.page === "about" ? <AboutPage /> : <ArtistPage />;
}
