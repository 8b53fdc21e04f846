import type { MusicLink } from "./music-links";

/**
 * The artist page's fixed content. The video ids, music links and gallery artworks are
 * placeholders the coach replaces with their own; the name, email and phone come from
 * the site profile, never from here.
 */

export interface ArtistVideo {
  videoId: string;
  title: string;
  /** Where and when, shown under the title. */
  context: string;
}

export const artistVideos: ArtistVideo[] = [
  { videoId: "Xq7f2LmR0aE", title: "Stille Vand (original), live", context: "Live in Copenhagen · 2024" },
  { videoId: "pV3nT8wKc1Y", title: "The long phrase: a breath study", context: "Studio session · 2024" },
  { videoId: "d9HsQ4uJ6bM", title: "Finding the mix, masterclass excerpt", context: "Masterclass in Aarhus · 2023" },
  { videoId: "Lr5eZ0yN2gA", title: "Hallelujah, acoustic", context: "Acoustic session · 2023" },
];

export interface GalleryArtwork {
  src: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
}

export const galleryArtworks: GalleryArtwork[] = [
  {
    src: "/images/gallery/spotlight.svg",
    alt: "A single amber spotlight falling on an empty stage",
    caption: "The moment before the first note",
    width: 1200,
    height: 900,
  },
  { src: "/images/gallery/breath-lines.svg", alt: "Soft breath lines rising in waves over a midnight sky", caption: "Breath, drawn", width: 1200, height: 900 },
  {
    src: "/images/gallery/held-note.svg",
    alt: "The sound wave of one long held note, steady and wide",
    caption: "A held note, eight seconds",
    width: 1200,
    height: 900,
  },
  { src: "/images/gallery/staff-dusk.svg", alt: "Five staff lines crossing a dusk-coloured horizon", caption: "Staff lines at dusk", width: 1200, height: 900 },
  {
    src: "/images/gallery/microphone.svg",
    alt: "A vintage microphone outline in amber light",
    caption: "The old ribbon microphone in the studio",
    width: 1200,
    height: 900,
  },
];

export const artistMusicLinks: MusicLink[] = [
  { title: "Stille Vand (single)", url: "https://open.spotify.com/album/4tXkDqQ2LxQ7vP3mWQeYcB", service: "Spotify" },
  { title: "Night Songs (EP)", url: "https://music.apple.com/dk/album/night-songs-ep/1690012345", service: "Apple Music" },
  { title: "Live in Copenhagen (full set)", url: "https://soundcloud.com/majaholmvocal/live-in-copenhagen", service: "SoundCloud" },
];

export const artistIntro =
  "Singer, songwriter and vocal coach. On stage I sing Nordic jazz, soul and my own songs in Danish and English; in the studio I help other singers find the sound they already have.";

export const bookingOccasions = [
  { title: "Concerts and clubs", text: "Solo with piano, duo or with a band: an evening of Nordic jazz, soul and original songs." },
  { title: "Weddings and private celebrations", text: "Ceremony, dinner or first dance, with songs chosen together with you." },
  { title: "Corporate events", text: "Music for receptions and galas, or an interactive session where the whole room sings." },
  { title: "Workshops and talks", text: "Voice and presence for teams, choirs and schools, on site in Denmark or abroad." },
];

export const bookingChecklist = [
  "The date, time and place of the event",
  "What kind of event it is and how many guests",
  "The line-up you imagine (solo, duo, band)",
  "Any songs you would love to hear",
];
