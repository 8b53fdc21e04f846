import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { magazineItems } from "./items";
import { durationSeconds, encodeWav, synthesiseWarmup, warmupWav, WARMUP_FILE, WARMUP_SAMPLE_RATE } from "./warmup-audio";

const text = (bytes: Uint8Array, at: number, length: number) => String.fromCharCode(...bytes.slice(at, at + length));

describe("encodeWav", () => {
  it("writes a valid 16-bit mono PCM header and the samples little-endian", () => {
    const wav = encodeWav(new Int16Array([0, 1, -1, 32767]), 8000);
    const view = new DataView(wav.buffer);
    expect(text(wav, 0, 4)).toBe("RIFF");
    expect(view.getUint32(4, true)).toBe(wav.length - 8);
    expect(text(wav, 8, 8)).toBe("WAVEfmt ");
    expect(view.getUint16(20, true)).toBe(1);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint32(28, true)).toBe(16000);
    expect(view.getUint16(34, true)).toBe(16);
    expect(text(wav, 36, 4)).toBe("data");
    expect(view.getUint32(40, true)).toBe(8);
    expect([0, 1, 2, 3].map((i) => view.getInt16(44 + i * 2, true))).toEqual([0, 1, -1, 32767]);
  });
});

describe("the warm-up tone", () => {
  const samples = synthesiseWarmup();

  it("lasts as long as its notes and as the card says", () => {
    expect(samples.length).toBe(durationSeconds() * WARMUP_SAMPLE_RATE);
    const card = magazineItems.find((item) => item.type === "audio")!;
    const [minutes, seconds] = card.audioLength!.split(":").map(Number);
    expect(minutes! * 60 + seconds!).toBe(Math.round(durationSeconds()));
  });

  it("is audible but never clips, and starts and ends in silence", () => {
    const peak = samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(8000);
    expect(peak).toBeLessThan(32767);
    expect(samples[0]).toBe(0);
    expect(Math.abs(samples[samples.length - 1]!)).toBeLessThan(200);
  });

  it("is the committed file, byte for byte", () => {
    const committed = new Uint8Array(readFileSync(WARMUP_FILE));
    expect(committed.length).toBe(warmupWav().length);
    expect(Buffer.from(committed).equals(Buffer.from(warmupWav()))).toBe(true);
  });
});
