import type { Route } from "./+types/magazine";
import { rootData, seo } from "~/lib/seo";
import { MagazinePage } from "~/components/magazine/magazine-page";
import { ShareStoryDialog } from "~/components/forms/share-story-dialog";
import { magazineItems } from "~/modules/magazine/items";

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const origin = root?.origin ?? "";
  return seo(args, {
    title: "Magazine",
    description: "Articles, studio diaries, interviews, warm-up videos and practice tracks for singers, from a Copenhagen vocal studio.",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: "Magazine",
        url: `${origin}/magazine`,
        hasPart: magazineItems.map((item) => ({
          "@type": item.type === "video" ? "VideoObject" : item.type === "audio" ? "AudioObject" : "Article",
          name: item.title,
          headline: item.title,
          description: item.excerpt,
          datePublished: item.published,
          image: `${origin}${item.image}`,
          url: item.external && item.link ? item.link : `${origin}/magazine#${item.id}`,
        })),
      },
    ],
  });
};

export default function Magazine() {
  return <MagazinePage shareYourStory={<ShareStoryDialog variant="primary" />} />;
}
