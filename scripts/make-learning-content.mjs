// Writes the demo learning content (decision 017) into content/materials/learning/: a short
// generated lesson tone (WAV, 8 kHz, 8-bit mono, a sung-like note with vibrato and a soft
// envelope) per recorded module and practice track, and a one-page worksheet PDF per resource.
// The files are committed; the seed puts them into private storage. Run by hand after changing
// the list in app/modules/learning/seed-data.server.ts: `node scripts/make-learning-content.mjs`.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import { defaultProfile, renderDocument } from "./make-content-pdfs.mjs";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "content/materials/learning");
const RATE = 8000;
const SECONDS = 4;

/** A note at `hz` with a 5 Hz vibrato, two overtones and a fade in and out: recognisably "a voice", not a beep. */
export function toneWav(hz, seconds = SECONDS) {
  const samples = RATE * seconds;
  const data = Buffer.alloc(samples);
  let phase = 0;
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    const vibrato = 1 + 0.012 * Math.sin(2 * Math.PI * 5 * t);
    phase += (2 * Math.PI * hz * vibrato) / RATE;
    const envelope = Math.min(1, t / 0.3, (seconds - t) / 0.5);
    const value = envelope * (0.6 * Math.sin(phase) + 0.25 * Math.sin(2 * phase) + 0.1 * Math.sin(3 * phase));
    data[i] = Math.round(128 + 100 * value);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write("WAVE", 8);
  header.write("fmt ", 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE, 28); // bytes per second
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write("data", 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}

async function main() {
  // The list of modules is the seed's own TypeScript module, loaded through jiti.
  const jiti = createJiti(import.meta.url, { alias: { "~": path.join(ROOT, "app") } });
  const { seedModules } = await jiti.import(path.join(ROOT, "app/modules/learning/seed-data.server.ts"));
  const profile = defaultProfile();
  mkdirSync(OUT, { recursive: true });
  let note = 0;
  const scale = [220, 247, 262, 294, 330, 349, 392, 440];
  for (const module of seedModules) {
    const files = [];
    if (module.lesson) files.push([module.lesson.contentFile, toneWav(scale[note++ % scale.length])]);
    for (const resource of module.resources) {
      if (resource.kind === "audio") files.push([resource.contentFile, toneWav(scale[note++ % scale.length])]);
      else
        files.push([
          resource.contentFile,
          renderDocument({
            author: profile.name,
            footer: `${profile.businessName} · ${profile.email} · For students of this course`,
            eyebrow: `Course resource · ${module.title}`,
            title: resource.title,
            subject: `${resource.title} (${module.title})`,
            blocks: [
              { paragraph: module.description },
              { heading: "Practise this week" },
              {
                bullets: [
                  "Warm up for five minutes: lip trills, sirens and gentle humming.",
                  `Work through the lesson "${module.title}" once with the audio, then once on your own.`,
                  "Record one short take and listen back with kind ears: note one thing that went well.",
                  "Write what you noticed in your Vocal Journal on the dashboard.",
                ],
              },
              { heading: "Notes" },
              { paragraph: "Stop if anything hurts or feels tight: a healthy voice never needs to push. Rest, drink water and try again tomorrow." },
            ],
          }),
        ]);
    }
    for (const [file, bytes] of files) {
      writeFileSync(path.join(ROOT, "content/materials", file), bytes);
      console.log(`content/materials/${file}: ${bytes.length} bytes`);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
