import { STORAGE_FOLDERS } from "~/modules/storage/storage.server";

export interface SeedResource {
  id: string;
  title: string;
  kind: "pdf" | "audio";
  /** The committed file under content/materials/ (written by scripts/make-learning-content.mjs). */
  contentFile: string;
  /** Pages for a PDF, seconds for audio. */
  length: number;
}

export interface SeedModule {
  id: string;
  courseId: string;
  title: string;
  description: string;
  /** The lesson's audio file (content/materials/learning/…), or none: the dashboard shows a placeholder. */
  lesson?: { contentFile: string; seconds: number };
  resources: SeedResource[];
  /** Completed by the demo student (the sample progress: 75% Beginner, 30% Advanced). */
  demoCompleted?: boolean;
}

export const LESSON_SECONDS = 4;
const lesson = (id: string) => ({ contentFile: `learning/${id}-lesson.wav`, seconds: LESSON_SECONDS });
const pdf = (id: string, title: string): SeedResource => ({
  id: `${id}-worksheet`,
  title,
  kind: "pdf",
  contentFile: `learning/${id}-worksheet.pdf`,
  length: 1,
});
const track = (id: string, title: string): SeedResource => ({
  id: `${id}-practice`,
  title,
  kind: "audio",
  contentFile: `learning/${id}-practice.wav`,
  length: LESSON_SECONDS,
});

/** The dashboard's demo courses, Beginner Vocals and Advanced Technique (decision 017). */
export const seedModules: SeedModule[] = [
  {
    id: "bv-breathing",
    courseId: "beginner-vocals",
    title: "Breathing Fundamentals",
    description:
      "Learn the low, calm breath that supports every note: ribs widening, shoulders still, and the air let out slowly and evenly through a whole phrase.",
    lesson: lesson("bv-breathing"),
    resources: [pdf("bv-breathing", "Breathing Exercises Worksheet"), track("bv-breathing", "Breath Count Practice Track")],
    demoCompleted: true,
  },
  {
    id: "bv-range",
    courseId: "beginner-vocals",
    title: "Finding Your Range",
    description:
      "Gentle slides and five-note scales show you where your voice is comfortable, where it changes, and how to move between the two without strain.",
    lesson: lesson("bv-range"),
    resources: [pdf("bv-range", "Range Finder Chart")],
    demoCompleted: true,
  },
  {
    id: "bv-pitch",
    courseId: "beginner-vocals",
    title: "Pitch and Ear Training",
    description: "Match a note, sing simple scales and intervals, and train your ear to hear when you are in tune, with tracks to sing along to every day.",
    lesson: lesson("bv-pitch"),
    resources: [pdf("bv-pitch", "Interval Song Reference"), track("bv-pitch", "Pitch Practice Scales")],
    demoCompleted: true,
  },
  {
    id: "bv-first-song",
    courseId: "beginner-vocals",
    title: "Your First Song",
    description: "Choose a song that suits your voice, learn it phrase by phrase, and record yourself kindly, so you can hear how far you have come.",
    lesson: lesson("bv-first-song"),
    resources: [pdf("bv-first-song", "Song Learning Plan")],
  },
  ...(
    [
      [
        "at-mix",
        "Mix Voice",
        "Connect chest and head voice into one mixed sound, and bridge the passaggio without a break on every vowel.",
        "Mix Voice Exercises",
        true,
      ],
      [
        "at-agility",
        "Agility and Runs",
        "Slow runs first, clean runs always: patterns from pop, soul and gospel, built up in speed without tension.",
        "Run Patterns Workbook",
        true,
      ],
      [
        "at-dynamics",
        "Dynamics and Colour",
        "Soft singing that carries, crescendos without pushing, and bright or dark colours chosen on purpose.",
        "Dynamics Map Template",
        true,
      ],
      [
        "at-vowels",
        "Vowel Shaping",
        "Modify vowels through the range so that high notes stay open and the words still reach the listener.",
        "Vowel Ladder Sheet",
        false,
      ],
      [
        "at-belt",
        "Healthy Belting",
        "A bright, speech-like belt that is loud without shouting, with the balance of breath and resonance it needs.",
        "Belting Checklist",
        false,
      ],
      [
        "at-vibrato",
        "Vibrato Control",
        "Let vibrato appear naturally, then learn to delay, narrow or straighten it as the style asks for.",
        "Vibrato Practice Plan",
        false,
      ],
      [
        "at-long-phrases",
        "Breath for Long Phrases",
        "Plan breaths like a composer, pace the air, and finish long phrases with the same tone you started them with.",
        "Phrase Breath Marks",
        false,
      ],
      [
        "at-style",
        "Stylistic Choices",
        "Pop phrasing, soul and blues inflections, musical-theatre text: make style a choice instead of a habit.",
        "Style Listening Guide",
        false,
      ],
      [
        "at-microphone",
        "Microphone Technique",
        "Distance, angle and dynamics in front of a microphone, on stage and in the studio, without losing your tone.",
        "Microphone Distance Guide",
        false,
      ],
      [
        "at-performance",
        "Performance Run-through",
        "Bring it all together in a complete song, filmed, with a checklist to review your own performance.",
        "Performance Review Checklist",
        false,
      ],
    ] as const
  ).map(([id, title, description, resource, done], index) => ({
    id,
    courseId: "advanced-technique",
    title,
    description,
    // The first three lessons are recorded; the others show the dashboard's placeholder until the coach uploads them.
    lesson: index < 3 ? lesson(id) : undefined,
    resources: index === 0 ? [pdf(id, resource), track(id, "Mix Siren Practice Track")] : [pdf(id, resource)],
    demoCompleted: done,
  })),
];

export const DEMO_STUDENT = { email: "student@example.com", password: "sing-every-day", name: "Demo Student" } as const;

/** The demo student's paid orders: Beginner Vocals first, then Advanced Technique (the tabs' order). */
export const demoOrders = [
  { id: "demo-order-beginner-vocals", courseId: "beginner-vocals", paidAt: new Date("2026-09-01T09:00:00Z") },
  { id: "demo-order-advanced-technique", courseId: "advanced-technique", paidAt: new Date("2026-10-01T09:00:00Z") },
];

/** Fixed keys, so two instances seeding at once write the same objects. */
export const learningStorageKey = (courseId: string, contentFile: string) => `${STORAGE_FOLDERS.courseMaterials}/${courseId}/${contentFile}`;

export const contentTypeOf = (kind: "pdf" | "audio") => (kind === "pdf" ? "application/pdf" : "audio/wav");
