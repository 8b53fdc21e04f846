/**
 * Designed fallback artwork for courses without a photo: each course gets one of a few
 * original SVG motifs and a palette, with details varied by a seed from its id, so cards
 * look distinct yet belong together. Pure geometry; the SVG lives in components/art.
 */
export type ArtMotif = "waves" | "breath" | "staff" | "spotlight" | "numeral" | "spectrum";
export type ArtPalette = "aubergine" | "dusk" | "ember";

export interface CourseArt {
  motif: ArtMotif;
  palette: ArtPalette;
  seed: number;
  /** The large figure of the numeral motif, e.g. "4" for four weekends. */
  numeral?: string;
}

const MOTIFS: ArtMotif[] = ["waves", "breath", "staff", "spotlight", "spectrum"];
const PALETTES: ArtPalette[] = ["aubergine", "dusk", "ember"];

// Chosen by hand so that each programme's picture hints at what it is.
const ASSIGNED: Record<string, Omit<CourseArt, "seed">> = {
  "voice-elevated": { motif: "numeral", palette: "aubergine", numeral: "4" },
  "celebrity-vocal-experience": { motif: "spotlight", palette: "ember" },
  "private-coaching": { motif: "numeral", palette: "dusk", numeral: "1:1" },
  "singing-workshop-1d": { motif: "breath", palette: "aubergine" },
  "singing-workshop-2d": { motif: "breath", palette: "dusk" },
  "studio-day": { motif: "spectrum", palette: "ember" },
  "beginner-vocals": { motif: "staff", palette: "dusk" },
  "advanced-technique": { motif: "waves", palette: "aubergine" },
  "performance-mastery": { motif: "spotlight", palette: "aubergine" },
  "recording-essentials": { motif: "spectrum", palette: "dusk" },
};

/** FNV-1a, 32 bit: a stable number from a string. */
export function hashString(value: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    hash ^= value.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small deterministic generator, so server and browser draw the same picture. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function courseArt(courseId: string): CourseArt {
  const seed = hashString(courseId);
  const assigned = ASSIGNED[courseId];
  if (assigned) return { ...assigned, seed };
  return { motif: MOTIFS[seed % MOTIFS.length]!, palette: PALETTES[(seed >>> 8) % PALETTES.length]!, seed };
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * A sound wave across the picture: a sine whose amplitude swells in the middle and fades
 * at both ends, as a sung phrase does.
 */
export function wavePath(options: { width: number; y: number; amplitude: number; cycles: number; phase: number; steps?: number }): string {
  const { width, y, amplitude, cycles, phase, steps = 48 } = options;
  const points: string[] = [];
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const envelope = Math.sin(Math.PI * t) ** 1.5;
    const value = Math.sin(t * cycles * 2 * Math.PI + phase) * amplitude * envelope;
    points.push(`${round(t * width)} ${round(y + value)}`);
  }
  return `M${points.join(" L")}`;
}

/** Bar heights (0–1) of an equaliser that rises and falls smoothly, varied by the seed. */
export function spectrumBars(seed: number, count: number): number[] {
  const random = seededRandom(seed);
  const peak = 0.3 + random() * 0.4;
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    const shape = Math.exp(-((t - peak) ** 2) / 0.08);
    return Math.min(1, Math.max(0.08, 0.15 + shape * 0.7 + (random() - 0.5) * 0.25));
  });
}

/** A short melody for the staff motif: staff positions (0 = bottom line, 8 = top line), stepwise mostly. */
export function melody(seed: number, count: number): number[] {
  const random = seededRandom(seed);
  let position = 2 + Math.floor(random() * 3);
  return Array.from({ length: count }, () => {
    const step = Math.floor(random() * 5) - 2;
    position = Math.min(8, Math.max(0, position + step));
    return position;
  });
}
