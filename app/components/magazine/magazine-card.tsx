import { ArrowUpRight, ChevronDown, Headphones } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { cn } from "~/lib/cn";
import { formatEnglishDate } from "~/lib/number-format";
import { focusRing } from "~/components/ui/focus-ring";
import { VideoFacade } from "~/components/artist/video-facade";
import type { MagazineItem } from "~/modules/magazine/items";

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
export function MagazineCard({ item }: { item: MagazineItem }) {
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
