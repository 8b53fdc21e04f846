import { useEffect, useRef, useState } from "react";
import Play from "lucide-react/icons/play";
import { cn } from "~/lib/cn";
import { focusRing } from "~/components/ui/focus-ring";
import { StaffLines } from "~/components/art/staff-lines";
import { embedUrl, thumbnailUrl, watchUrl } from "~/modules/artist/video-links";

/**
 * Hides the thumbnail when it cannot load (also when that happened before hydration) or
 * when YouTube answers with its small "no such video" placeholder instead of a 480 px image.
 */
function useThumbnail() {
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const fail = () => setFailed(true);
  const check = () => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth < 200) setFailed(true);
  };
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth < 200) setFailed(true);
  }, []);
  return { ref, failed, fail, check };
}

/**
 * A video as a light facade: the thumbnail and a play button. The player (and YouTube's
 * scripts and cookies) loads only when the visitor asks for it, from the privacy-enhanced
 * domain. Before JavaScript has loaded the facade is a plain link to the video.
 */
export function VideoFacade({ videoId, title, poster, className }: { videoId: string; title: string; poster?: string; className?: string }) {
  const [playing, setPlaying] = useState(false);
  const thumbnail = useThumbnail();
  return (
    <div className={cn("relative aspect-video overflow-hidden rounded-card bg-ink-900", className)}>
      {playing ? (
        <iframe
          src={embedUrl(videoId)}
          title={title}
          className="absolute inset-0 h-full w-full border-0"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <a
          href={watchUrl(videoId)}
          onClick={(event) => {
            event.preventDefault();
            setPlaying(true);
          }}
          aria-label={`Play video: ${title}`}
          className={cn("group absolute inset-0 block", focusRing, "focus-visible:-outline-offset-4")}
        >
          {/* Drawn behind the thumbnail, so something designed shows if it cannot load. */}
          <span aria-hidden className="absolute inset-0 bg-[radial-gradient(circle_at_70%_30%,rgb(233_174_76/0.35),transparent_60%)]" />
          {poster ? (
            <img src={poster} alt="" width={1200} height={800} loading="lazy" decoding="async" className="absolute inset-0 h-full w-full object-cover" />
          ) : (
            <StaffLines className="absolute inset-x-0 top-1/2 h-1/3 w-full -translate-y-1/2 text-ivory/15" />
          )}
          {thumbnail.failed ? null : (
            <img
              ref={thumbnail.ref}
              onError={thumbnail.fail}
              onLoad={thumbnail.check}
              src={thumbnailUrl(videoId)}
              alt=""
              width={480}
              height={360}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 h-full w-full object-cover transition-transform duration-500 group-hover:scale-[1.02]"
            />
          )}
          <span aria-hidden className="absolute inset-0 bg-gradient-to-t from-ink-950/70 via-transparent to-transparent" />
          <span
            aria-hidden
            className="absolute left-1/2 top-1/2 flex h-16 w-16 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-amber-400 text-ink-950 shadow-lg transition-transform group-hover:scale-105"
          >
            <Play className="ml-1 h-7 w-7 fill-current" />
          </span>
        </a>
      )}
    </div>
  );
}
