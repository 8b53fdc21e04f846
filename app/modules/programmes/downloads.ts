/**
 * PDFs open to everyone: the Voice Elevated brochures written per request with the next run's
 * dates (brochures.server.ts), the others served from public/downloads/ (written by
 * scripts/make-content-pdfs.mjs and committed). Purchaser-only material is not here: it
 * is served behind the access check of the accounts issue.
 */
export interface PublicDownload {
  href: string;
  title: string;
  lang: "da" | "en";
  pages: number;
}

export const publicDownloads = {
  voiceElevatedBrochure: {
    href: "/downloads/voice-elevated-brochure.pdf",
    title: "Voice Elevated – brochure",
    lang: "da",
    pages: 2,
  },
  voiceElevatedOverview: {
    href: "/downloads/voice-elevated-overview.pdf",
    title: "Voice Elevated – programme overview",
    lang: "en",
    pages: 1,
  },
  privateCoachingProgramme: {
    href: "/downloads/private-coaching-programme.pdf",
    title: "Privat coaching – program",
    lang: "da",
    pages: 1,
  },
} as const satisfies Record<string, PublicDownload>;
