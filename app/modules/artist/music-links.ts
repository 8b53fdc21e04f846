/**
 * The artist page's music links: fixed ones from the content plus links a visitor keeps
 * in this browser (localStorage). Only http(s) links are kept; the label names the
 * service when it is a known one.
 */

export interface MusicLink {
  title: string;
  url: string;
  service: string;
}

export const MUSIC_LINKS_STORAGE_KEY = "artist-music-links";
export const MUSIC_LINKS_MAX = 30;

const SERVICES: Array<[RegExp, string]> = [
  [/(^|\.)spotify\.com$/, "Spotify"],
  [/(^|\.)music\.apple\.com$/, "Apple Music"],
  [/(^|\.)soundcloud\.com$/, "SoundCloud"],
  [/(^|\.)bandcamp\.com$/, "Bandcamp"],
  [/(^|\.)tidal\.com$/, "TIDAL"],
  [/(^|\.)deezer\.com$/, "Deezer"],
  [/(^|\.)music\.youtube\.com$/, "YouTube Music"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YouTube"],
];

export function serviceName(hostname: string): string {
  const host = hostname.toLowerCase();
  return SERVICES.find(([pattern]) => pattern.test(host))?.[1] ?? host.replace(/^www\./, "");
}

/** The link as a normalised http(s) URL, or undefined. A missing scheme means https. */
export function normaliseMusicUrl(input: string): string | undefined {
  const trimmed = input.trim();
  if (!trimmed || /\s/.test(trimmed)) return undefined;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== "https:" && url.protocol !== "http:") return undefined;
    if (!url.hostname.includes(".")) return undefined;
    return url.toString();
  } catch {
    return undefined;
  }
}

export type AddMusicLinkResult = { ok: true; links: MusicLink[] } | { ok: false; error: string };

export function addMusicLink(links: readonly MusicLink[], input: { url: string; title?: string }, fixed: readonly MusicLink[] = []): AddMusicLinkResult {
  const url = normaliseMusicUrl(input.url);
  if (!url) return { ok: false, error: "Enter a full web address, for example https://open.spotify.com/…" };
  if ([...fixed, ...links].some((link) => link.url === url)) return { ok: false, error: "That link is already in the list." };
  if (links.length >= MUSIC_LINKS_MAX) return { ok: false, error: `You can keep up to ${MUSIC_LINKS_MAX} links here.` };
  const service = serviceName(new URL(url).hostname);
  const title = input.title?.trim().slice(0, 120) || service;
  return { ok: true, links: [{ title, url, service }, ...links] };
}

export function removeMusicLink(links: readonly MusicLink[], url: string): MusicLink[] {
  return links.filter((link) => link.url !== url);
}

/** Reads what localStorage held, dropping anything malformed or unsafe. */
export function parseStoredMusicLinks(raw: string | null): MusicLink[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const links: MusicLink[] = [];
  for (const item of value.slice(0, MUSIC_LINKS_MAX)) {
    if (!item || typeof item !== "object") continue;
    const { title, url } = item as Record<string, unknown>;
    if (typeof url !== "string" || typeof title !== "string") continue;
    const safe = normaliseMusicUrl(url);
    if (!safe) continue;
    links.push({ title: title.slice(0, 120), url: safe, service: serviceName(new URL(safe).hostname) });
  }
  return links;
}
