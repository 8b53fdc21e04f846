/**
 * The artist page's video wall: a visitor pastes a link to
 * add a video at the top. Empty and duplicate links are ignored; the id comes from a `v=`
 * watch link or a `youtu.be/ID` short link; anything else becomes an 'Invalid link' tile.
 */

export type VideoTile = { kind: "video"; videoId: string; title: string } | { kind: "invalid"; link: string };

/** YouTube ids are 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

const WATCH_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "music.youtube.com"]);
const SHORT_HOSTS = new Set(["youtu.be", "www.youtu.be"]);

export function isVideoId(value: string): boolean {
  return VIDEO_ID.test(value);
}

function parseUrl(link: string): URL | undefined {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(link) ? link : `https://${link}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === "https:" || url.protocol === "http:" ? url : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The video id of a watch link (`youtube.com/watch?v=ID`) or a short link
 * (`youtu.be/ID`), or undefined for anything else. A scheme is optional, as people
 * often paste `youtu.be/…` without one. Only a well-formed id is returned, because it
 * ends up in an iframe and image address.
 */
export function extractVideoId(link: string): string | undefined {
  const url = parseUrl(link.trim());
  if (!url) return undefined;
  const host = url.hostname.toLowerCase();
  let candidate: string | null | undefined;
  if (WATCH_HOSTS.has(host) && url.pathname === "/watch") {
    candidate = url.searchParams.get("v");
  } else if (SHORT_HOSTS.has(host)) {
    candidate = url.pathname.split("/")[1];
  }
  return candidate && isVideoId(candidate) ? candidate : undefined;
}

function tileKey(tile: VideoTile): string {
  return tile.kind === "video" ? `video:${tile.videoId}` : `invalid:${tile.link}`;
}

/**
 * The tiles after a visitor adds `link`: the new tile goes first. The same tiles are
 * returned (same array) when the link is empty or already on the wall, whether it names a
 * video that is there or is the same unrecognised text again.
 */
export function addVideoLink(tiles: readonly VideoTile[], link: string, title = "Added video"): readonly VideoTile[] {
  const trimmed = link.trim();
  if (!trimmed) return tiles;
  const videoId = extractVideoId(trimmed);
  const tile: VideoTile = videoId ? { kind: "video", videoId, title } : { kind: "invalid", link: trimmed };
  const key = tileKey(tile);
  if (tiles.some((existing) => tileKey(existing) === key)) return tiles;
  return [tile, ...tiles];
}

/** Stable React key for a tile (ids and links are unique on the wall by construction). */
export { tileKey as videoTileKey };

export function thumbnailUrl(videoId: string): string {
  return `https://i.ytimg.com/vi/${videoId}/hqdefault.jpg`;
}

/** The privacy-enhanced player, started on the visitor's click. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
}

/** Where the facade's link leads before JavaScript has loaded. */
export function watchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${videoId}`;
}
