import { useState } from "react";
import { useSearchParams } from "react-router";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import ChevronDown from "lucide-react/icons/chevron-down";
import Headphones from "lucide-react/icons/headphones";
import type { Route } from "./+types/magazine._index";
import { seo } from "~/lib/seo";
import { rootData } from "~/components/layout/site-data";
import { ShareStoryDialog } from "~/components/forms/share-story-dialog";
import { filterMagazine, isMagazineFilter, magazineItems, magazineTabs, type MagazineFilter, type MagazineItem } from "~/modules/magazine/items";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { PageHero } from "~/components/layout/page-hero";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { formatEnglishDate } from "~/lib/number-format";
import { focusRing } from "~/components/ui/focus-ring";
import { VideoFacade } from "~/components/artist/video-facade";
import { PageContainer } from "~/components/layout/page-container";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

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

/**
 * The chosen tab is mirrored in `?type=` so a filtered view can be shared and is
 * rendered on the server; switching tabs only replaces the history entry.
 */
function useFilter(): [MagazineFilter, (value: string) => void] {
  const [searchParams] = useSearchParams();
  const fromUrl = searchParams.get("type");
  const [filter, setFilter] = useState<MagazineFilter>(isMagazineFilter(fromUrl) ? fromUrl : "all");
  const choose = (value: string) => {
    if (!isMagazineFilter(value)) return;
    setFilter(value);
    const url = new URL(window.location.href);
    if (value === "all") url.searchParams.delete("type");
    else url.searchParams.set("type", value);
    window.history.replaceState(window.history.state, "", url);
  };
  return [filter, choose];
}

export default function Magazine() {
  const [filter, choose] = useFilter();
  return (
    <>
      <PageHero
        eyebrow="Magazine"
        title="Notes on singing"
        lead={
          <p>
            Articles, studio diaries, interviews, videos and practice tracks for singers at every stage, from the studio and from the people who sing in it.
          </p>
        }
        actions={<ShareStoryDialog variant="primary" />}
      />
      <PageContainer className="pb-20 pt-10">
        <Tabs value={filter} onValueChange={choose}>
          <TabsList aria-label="Filter the magazine">
            {magazineTabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {magazineTabs.map((tab) => {
            const items = filterMagazine(magazineItems, tab.value);
            return (
              <TabsContent key={tab.value} value={tab.value} className="mt-8">
                <p className="sr-only">{items.length === 1 ? "1 item" : `${items.length} items`}</p>
                <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                  {items.map((item) => (
                    <MagazineCard key={item.id} item={item} />
                  ))}
                </div>
              </TabsContent>
            );
          })}
        </Tabs>
      </PageContainer>
    </>
  );
}

const readLabel: Partial<Record<MagazineItem["type"], string>> = {
  article: "Read the article",
  blog: "Read the post",
  interview: "Read the interview",
};

function Cover({ item }: { item: MagazineItem }) {
  if (item.type === "video" && item.video)
    return <VideoFacade videoId={item.video} title={item.title} poster={item.image} className="aspect-[3/2] rounded-none" />;
  return <img src={item.image} alt="" width={1200} height={800} loading="lazy" decoding="async" className="aspect-[3/2] w-full object-cover" />;
}

function hostOf(link: string) {
  try {
    return new URL(link).hostname.replace(/^www\./, "");
  } catch {
    return link;
  }
}

/** One magazine card; what it offers depends on the item's kind. */
function MagazineCard({ item }: { item: MagazineItem }) {
  const headingId = `${item.id}-title`;
  return (
    <article id={item.id} aria-labelledby={headingId} className="flex flex-col overflow-hidden rounded-card border border-sand-200 bg-ivory shadow-card">
      <Cover item={item} />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted">
          <Badge>{item.tag}</Badge>
          <span>{item.contentType}</span>
        </div>
        <h2 id={headingId} className="text-xl leading-snug text-ink-900 sm:text-2xl">
          {item.title}
        </h2>
        <p className="text-muted">{item.excerpt}</p>
        <p className="text-sm text-muted">
          <time dateTime={item.published}>{formatEnglishDate(item.published)}</time>
        </p>

        <div className="mt-auto pt-2">
          {item.body ? (
            <details className="group">
              <summary
                className={cn(
                  "inline-flex min-h-11 cursor-pointer list-none items-center gap-2 font-medium text-ink-900 underline decoration-amber-500 underline-offset-4 [&::-webkit-details-marker]:hidden",
                  focusRing,
                )}
              >
                {readLabel[item.type] ?? "Read more"}
                <ChevronDown aria-hidden className="h-4 w-4 transition-transform group-open:rotate-180" />
              </summary>
              <div className="mt-4 space-y-4 border-l-2 border-amber-400 pl-4 text-text">
                {item.body.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ) : null}

          {item.external && item.link ? (
            <a
              href={item.link}
              target="_blank"
              rel="noopener noreferrer"
              className={cn("inline-flex min-h-11 items-center gap-2 font-medium text-ink-900 underline decoration-amber-500 underline-offset-4", focusRing)}
            >
              Visit {hostOf(item.link)}
              <ArrowUpRight aria-hidden className="h-4 w-4" />
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}

          {item.audio ? (
            <figure className="rounded-control bg-sand-100 p-3">
              <figcaption className="mb-2 flex items-center gap-2 text-sm font-medium text-ink-900">
                <Headphones aria-hidden className="h-4 w-4 text-amber-700" />
                Listen · {item.audioLength}
              </figcaption>
              <audio controls preload="none" src={item.audio} className="w-full" aria-label={`${item.title}, audio, ${item.audioLength}`}>
                <a href={item.audio}>Download the audio</a>
              </audio>
            </figure>
          ) : null}
        </div>
      </div>
    </article>
  );
}
