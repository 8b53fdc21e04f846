import { useId, useRef, useState } from "react";
import Link2Off from "lucide-react/icons/link-2-off";
import Plus from "lucide-react/icons/plus";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useValuesTypedBeforeHydration } from "~/components/forms/values-typed-before-hydration";
import { addVideoLink, videoTileKey, type VideoTile } from "~/modules/artist/video-links";
import type { ArtistVideo } from "~/modules/artist/content";
import { VideoFacade } from "./video-facade";

function InvalidTile() {
  return (
    <div className="flex aspect-video flex-col items-center justify-center gap-3 rounded-card border border-dashed border-danger/50 bg-sand-100 p-6 text-center">
      <Link2Off aria-hidden className="h-8 w-8 text-danger" />
      <p className="font-medium text-danger">Invalid link</p>
    </div>
  );
}

/** The artist page's videos: four fixed ones; a visitor's links are added on top. */
export function VideoWall({ videos }: { videos: ArtistVideo[] }) {
  const [tiles, setTiles] = useState<readonly VideoTile[]>(() => videos.map((video) => ({ kind: "video", videoId: video.videoId, title: video.title })));
  const [link, setLink] = useState("");
  const [added, setAdded] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeHydration(form, { link }, (typed) => typed.link !== undefined && setLink(typed.link));
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const context = new Map(videos.map((video) => [video.videoId, video.context]));

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = addVideoLink(tiles, link, `Your video ${added + 1}`);
    if (next !== tiles) {
      setTiles(next);
      if (next[0]?.kind === "video") setAdded(added + 1);
    }
    setLink("");
  }

  return (
    <div>
      <form ref={form} onSubmit={add} className="flex max-w-2xl flex-col gap-2" aria-label="Add a video">
        <Label htmlFor={inputId}>Add a video link</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id={inputId}
            name="link"
            type="text"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://youtu.be/…"
            value={link}
            onChange={(event) => setLink(event.target.value)}
            aria-describedby={hintId}
          />
          <Button type="submit" variant="secondary" className="shrink-0">
            <Plus aria-hidden />
            Add video
          </Button>
        </div>
        <p id={hintId} className="text-sm text-muted">
          Paste a YouTube watch link or a youtu.be short link. Videos you add appear first and stay only until you leave the page.
        </p>
      </form>

      <ul className="mt-10 grid gap-x-6 gap-y-10 md:grid-cols-2" aria-label="Videos">
        {tiles.map((tile) => (
          <li key={videoTileKey(tile)}>
            {tile.kind === "video" ? (
              <figure>
                <VideoFacade videoId={tile.videoId} title={tile.title} />
                <figcaption className="mt-3">
                  <span className="block font-display text-lg text-ink-900">{tile.title}</span>
                  {context.get(tile.videoId) ? <span className="text-sm text-muted">{context.get(tile.videoId)}</span> : null}
                </figcaption>
              </figure>
            ) : (
              <InvalidTile />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
