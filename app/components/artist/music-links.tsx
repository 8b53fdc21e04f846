import { useEffect, useId, useRef, useState } from "react";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Music2 from "lucide-react/icons/music-2";
import Plus from "lucide-react/icons/plus";
import X from "lucide-react/icons/x";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { useValuesTypedBeforeHydration } from "~/components/forms/values-typed-before-hydration";
import { cn } from "~/lib/cn";
import { focusRing } from "~/components/ui/focus-ring";
import { addMusicLink, parseStoredMusicLinks, removeMusicLink, MUSIC_LINKS_STORAGE_KEY, type MusicLink } from "~/modules/artist/music-links";

/** The visitor's links, read after hydration (localStorage does not exist on the server). */
function useStoredLinks() {
  const [links, setLinks] = useState<MusicLink[]>([]);
  useEffect(() => {
    try {
      setLinks(parseStoredMusicLinks(window.localStorage.getItem(MUSIC_LINKS_STORAGE_KEY)));
    } catch {
      // Storage blocked: the list simply starts empty.
    }
  }, []);
  const save = (next: MusicLink[]) => {
    setLinks(next);
    try {
      window.localStorage.setItem(MUSIC_LINKS_STORAGE_KEY, JSON.stringify(next.map(({ title, url }) => ({ title, url }))));
    } catch {
      // Quota or privacy mode: the links still show for this visit.
    }
  };
  return [links, save] as const;
}

function LinkRow({ link, onRemove }: { link: MusicLink; onRemove?: () => void }) {
  return (
    <li className="flex items-center gap-3 border-b border-sand-200 py-3 last:border-none">
      <span aria-hidden className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-ink-900 text-amber-300">
        <Music2 className="h-5 w-5" />
      </span>
      <a href={link.url} target="_blank" rel="noopener noreferrer" className={cn("group flex min-w-0 flex-1 flex-col rounded-sm", focusRing)}>
        <span className="flex items-center gap-1 font-medium text-ink-900 group-hover:underline group-hover:underline-offset-4">
          <span className="truncate">{link.title}</span>
          <ArrowUpRight aria-hidden className="h-4 w-4 shrink-0 text-amber-700" />
        </span>
        <span className="text-sm text-muted">
          {link.service}
          <span className="sr-only"> (opens in a new tab)</span>
        </span>
      </a>
      {onRemove ? (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove ${link.title}`}
          className={cn("inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-muted hover:bg-sand-100 hover:text-text", focusRing)}
        >
          <X aria-hidden className="h-5 w-5" />
        </button>
      ) : null}
    </li>
  );
}

export function MusicLinks({ fixed }: { fixed: MusicLink[] }) {
  const [links, save] = useStoredLinks();
  const [url, setUrl] = useState("");
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string>();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeHydration(form, { url, title }, (typed) => {
    if (typed.url !== undefined) setUrl(typed.url);
    if (typed.title !== undefined) setTitle(typed.title);
  });

  function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = addMusicLink(links, { url, title }, fixed);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    save(result.links);
    setError(undefined);
    setUrl("");
    setTitle("");
  }

  return (
    <div className="grid gap-10 lg:grid-cols-[1.2fr_1fr]">
      <div>
        <ul aria-label="Music links">
          {links.map((link) => (
            <LinkRow key={link.url} link={link} onRemove={() => save(removeMusicLink(links, link.url))} />
          ))}
          {fixed.map((link) => (
            <LinkRow key={link.url} link={link} />
          ))}
        </ul>
      </div>
      <form
        ref={form}
        onSubmit={add}
        noValidate
        aria-labelledby={`${id}-title`}
        className="self-start rounded-card border border-sand-200 bg-sand-100 p-5 sm:p-6"
      >
        <h3 id={`${id}-title`} className="text-xl text-ink-900">
          Keep your own links here
        </h3>
        <p className="mt-1 text-sm text-muted">A playlist, a favourite recording, your own demo. Saved in this browser only.</p>
        <div className="mt-5 grid gap-2">
          <Label htmlFor={`${id}-url`}>Link</Label>
          <Input
            id={`${id}-url`}
            name="url"
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://open.spotify.com/…"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p id={`${id}-error`} className="text-sm font-medium text-danger">
              {error}
            </p>
          ) : null}
        </div>
        <div className="mt-4 grid gap-2">
          <Label htmlFor={`${id}-name`}>
            Title <span className="font-normal text-muted">(optional)</span>
          </Label>
          <Input id={`${id}-name`} name="title" maxLength={120} value={title} onChange={(event) => setTitle(event.target.value)} />
        </div>
        <Button type="submit" variant="secondary" className="mt-5">
          <Plus aria-hidden />
          Add link
        </Button>
      </form>
    </div>
  );
}
