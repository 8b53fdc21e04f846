/**
 * The magazine's audio card plays a five-note warm-up pattern (C D E F G F E D C) as a
 * soft sine tone. It is generated here, not recorded, so the committed file
 * `public/media/five-note-warmup.wav` can be rebuilt and checked byte for byte:
 *
 *   npx tsx -e 'import("./app/modules/magazine/warmup-audio.ts").then(async (m) =>
 *     (await import("node:fs")).writeFileSync(m.WARMUP_FILE, m.warmupWav()))'
 */

export const WARMUP_SAMPLE_RATE = 8000;
export const WARMUP_FILE = "public/media/five-note-warmup.wav";

const C4 = 261.63;
const D4 = 293.66;
const E4 = 329.63;
const F4 = 349.23;
const G4 = 392.0;

/** [frequency in Hz, seconds] */
export const warmupNotes: ReadonlyArray<readonly [number, number]> = [
  [C4, 0.5],
  [D4, 0.5],
  [E4, 0.5],
  [F4, 0.5],
  [G4, 0.5],
  [F4, 0.5],
  [E4, 0.5],
  [D4, 0.5],
  [C4, 1],
];

const ATTACK_S = 0.02;
const RELEASE_S = 0.08;

export function synthesiseWarmup(sampleRate = WARMUP_SAMPLE_RATE): Int16Array {
  const total = warmupNotes.reduce((sum, [, seconds]) => sum + Math.round(seconds * sampleRate), 0);
  const samples = new Int16Array(total);
  let offset = 0;
  for (const [frequency, seconds] of warmupNotes) {
    const length = Math.round(seconds * sampleRate);
    for (let i = 0; i < length; i++) {
      const t = i / sampleRate;
      const envelope = Math.min(1, t / ATTACK_S, (seconds - t) / RELEASE_S);
      // A quiet octave overtone makes the pure sine less piercing.
      const wave = Math.sin(2 * Math.PI * frequency * t) + 0.18 * Math.sin(4 * Math.PI * frequency * t);
      samples[offset + i] = Math.round(0.42 * envelope * (wave / 1.18) * 32767);
    }
    offset += length;
  }
  return samples;
}

/** 16-bit mono PCM in a RIFF/WAVE container. */
export function encodeWav(samples: Int16Array, sampleRate: number): Uint8Array {
  const dataBytes = samples.length * 2;
  const buffer = new ArrayBuffer(44 + dataBytes);
  const view = new DataView(buffer);
  const ascii = (at: number, text: string) => [...text].forEach((char, i) => view.setUint8(at + i, char.charCodeAt(0)));
  ascii(0, "RIFF");
  view.setUint32(4, 36 + dataBytes, true);
  ascii(8, "WAVE");
  ascii(12, "fmt ");
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // byte rate
  view.setUint16(32, 2, true); // block align
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, "data");
  view.setUint32(40, dataBytes, true);
  samples.forEach((sample, i) => view.setInt16(44 + i * 2, sample, true));
  return new Uint8Array(buffer);
}

export function warmupWav(): Uint8Array {
  return encodeWav(synthesiseWarmup(), WARMUP_SAMPLE_RATE);
}

export function durationSeconds(): number {
  return warmupNotes.reduce((sum, [, seconds]) => sum + seconds, 0);
}
