import type { Route } from "./+types/voice-elevated-article";
import { rootData, seo } from "~/lib/seo";
import { VoiceElevatedArticle } from "~/components/pages/voice-elevated-article";

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const name = root?.profile.name ?? "";
  return seo(args, {
    title: "Why I created Voice Elevated",
    description: `${name} on the idea behind Voice Elevated: four weekends, a small group and the stage, and why that changes a voice more than weekly lessons alone. With the brochure to download.`,
    type: "article",
    jsonLd: root
      ? [
          {
            "@context": "https://schema.org",
            "@type": "Article",
            headline: "Why I created Voice Elevated",
            author: { "@type": "Person", name },
            publisher: { "@type": "Organization", name: root.profile.businessName },
            mainEntityOfPage: `${root.origin}/voice-elevated`,
          },
        ]
      : [],
  });
};

export default function VoiceElevatedArticleRoute() {
  return <VoiceElevatedArticle />;
}
