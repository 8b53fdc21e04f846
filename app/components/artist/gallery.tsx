import { useEffect, useId, useRef, useState } from "react";
import ImagePlus from "lucide-react/icons/image-plus";
import Lock from "lucide-react/icons/lock";
import X from "lucide-react/icons/x";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { focusRing } from "~/components/ui/focus-ring";
import { captionFromFileName, sortGalleryFiles, GALLERY_IMAGE_TYPES, GALLERY_MAX_IMAGES } from "~/modules/artist/gallery-rules";
import type { GalleryArtwork } from "~/modules/artist/content";
import { deleteImage, listImages, saveImage } from "./local-gallery-store";

interface VisitorImage {
  id: string;
  url: string;
  caption: string;
}

/** Loads and keeps the visitor's images; object URLs are revoked when they go. */
function useVisitorImages() {
  const [images, setImages] = useState<VisitorImage[]>([]);
  const [persistent, setPersistent] = useState(true);
  const urls = useRef(new Set<string>());

  const track = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    urls.current.add(url);
    return url;
  };

  useEffect(() => {
    const owned = urls.current;
    let cancelled = false;
    listImages()
      .then((stored) => {
        if (cancelled) return;
        setImages(stored.map((image) => ({ id: image.id, url: track(image.blob), caption: captionFromFileName(image.name) })));
      })
      .catch(() => setPersistent(false));
    return () => {
      cancelled = true;
      owned.forEach((url) => URL.revokeObjectURL(url));
      owned.clear();
    };
  }, []);

  async function add(files: File[]) {
    const fresh: VisitorImage[] = [];
    for (const file of files) {
      const id = crypto.randomUUID();
      // Without IndexedDB (some private windows) the image still shows for this visit.
      if (persistent) await saveImage({ id, name: file.name, blob: file, addedAt: Date.now() }).catch(() => setPersistent(false));
      fresh.unshift({ id, url: track(file), caption: captionFromFileName(file.name) });
    }
    setImages((current) => [...fresh, ...current]);
  }

  async function remove(id: string) {
    await deleteImage(id).catch(() => undefined);
    setImages((current) => {
      const gone = current.find((image) => image.id === id);
      if (gone) {
        URL.revokeObjectURL(gone.url);
        urls.current.delete(gone.url);
      }
      return current.filter((image) => image.id !== id);
    });
  }

  return { images, persistent, add, remove };
}

/** A feature image with two beside it, then two halves (on wide screens). */
const artworkCell = ["col-span-2 lg:col-span-4 lg:row-span-2", "lg:col-span-2", "lg:col-span-2", "lg:col-span-3", "lg:col-span-3"];

export function Gallery({ artworks }: { artworks: GalleryArtwork[] }) {
  const { images, persistent, add, remove } = useVisitorImages();
  const [refused, setRefused] = useState<string[]>([]);
  const inputId = useId();
  const noteId = `${inputId}-note`;

  async function choose(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const { accepted, refused } = sortGalleryFiles(Array.from(input.files ?? []), images.length);
    setRefused(refused);
    input.value = "";
    await add(accepted);
  }

  return (
    <div>
      <div className="flex flex-col gap-4 rounded-card border border-sand-200 bg-sand-100 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <p id={noteId} className="flex max-w-xl gap-3 text-sm text-muted">
          <Lock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
          <span>
            Add your own pictures to the gallery. They stay on this device: they are kept in this browser only and are never uploaded. Up to{" "}
            {GALLERY_MAX_IMAGES} images (JPEG, PNG, WebP, GIF or AVIF), 8 MB each.
            {persistent ? "" : " This browser does not allow saving them, so they disappear when you leave the page."}
          </span>
        </p>
        {/* The real input is visually hidden behind its label, which looks like a button. */}
        <div>
          <input
            id={inputId}
            type="file"
            accept={GALLERY_IMAGE_TYPES.join(",")}
            multiple
            onChange={choose}
            aria-describedby={noteId}
            className="peer sr-only"
          />
          <label
            htmlFor={inputId}
            className={cn(
              buttonVariants({ variant: "secondary" }),
              "peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-amber-700",
            )}
          >
            <ImagePlus aria-hidden />
            Add images
          </label>
        </div>
      </div>
      <div role="status" aria-live="polite" className="mt-3 text-sm font-medium text-danger">
        {refused.length > 0 ? refused.join(" ") : ""}
      </div>

      {images.length > 0 ? (
        <>
          <h3 className="mt-8 font-sans text-sm font-semibold uppercase tracking-[0.14em] text-amber-700">Your images, on this device</h3>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="Your images">
            {images.map((image) => (
              <li key={image.id} className="relative">
                <figure>
                  <img src={image.url} alt={image.caption} className="aspect-[4/3] w-full rounded-card object-cover" />
                  <figcaption className="mt-2 truncate text-sm text-muted">{image.caption}</figcaption>
                </figure>
                <button
                  type="button"
                  onClick={() => remove(image.id)}
                  aria-label={`Remove ${image.caption}`}
                  className={cn(
                    "absolute right-2 top-2 inline-flex h-10 w-10 items-center justify-center rounded-full bg-ink-950/80 text-ivory hover:bg-ink-950",
                    focusRing,
                  )}
                >
                  <X aria-hidden className="h-5 w-5" />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-6" aria-label="Gallery">
        {artworks.map((art, index) => (
          <li key={art.src} className={artworkCell[index] ?? "lg:col-span-2"}>
            <figure className="relative h-full">
              <img
                src={art.src}
                alt={art.alt}
                width={art.width}
                height={art.height}
                loading="lazy"
                decoding="async"
                className={cn("aspect-[4/3] w-full rounded-card bg-ink-900 object-cover", index === 0 && "lg:aspect-auto lg:h-full")}
              />
              <figcaption className="mt-2 text-sm text-muted sm:absolute sm:inset-x-0 sm:bottom-0 sm:mt-0 sm:rounded-b-card sm:bg-gradient-to-t sm:from-ink-950/90 sm:to-transparent sm:px-4 sm:pb-3 sm:pt-10 sm:text-ivory">
                {art.caption}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
