/**
 * The three free workbooks (the books page at /books). Each preview
 * page is real sample content laid out as a printed page. `pdfUrl` stays null until the
 * coach uploads the PDF; until then 'Download Free PDF' explains that it is coming.
 */

export type PageBlock =
  | { kind: "paragraph"; text: string }
  | { kind: "steps"; items: string[] }
  | { kind: "checklist"; items: string[] }
  | { kind: "table"; columns: string[]; rows: string[][] }
  | { kind: "note"; text: string }
  | { kind: "contents"; entries: Array<{ title: string; page: number }> };

export interface PreviewPage {
  /** The page's number in the printed workbook. */
  number: number;
  section: string;
  heading: string;
  blocks: PageBlock[];
}

export interface Workbook {
  id: string;
  title: string;
  description: string;
  pages: number;
  coverImage: string;
  previewPages: PreviewPage[];
  pdfUrl: string | null;
}

export const PDF_PLACEHOLDER_MESSAGE = "The free PDF is a placeholder for now: the workbook will be available for download soon.";

export const workbooks: Workbook[] = [
  {
    id: "voice-workbook",
    title: "The Voice Workbook",
    description:
      "The main workbook of the studio: breath, tone, range and storytelling in five parts, with exercises for every week and a practice log to fill in.",
    pages: 76,
    coverImage: "/images/books/voice-workbook.svg",
    pdfUrl: null,
    previewPages: [
      {
        number: 3,
        section: "Contents",
        heading: "What is inside",
        blocks: [
          {
            kind: "contents",
            entries: [
              { title: "Part 1 · Breath that carries", page: 5 },
              { title: "Part 2 · Tone and resonance", page: 19 },
              { title: "Part 3 · Range and registers", page: 33 },
              { title: "Part 4 · Songs and stories", page: 47 },
              { title: "Part 5 · Your practice plan", page: 61 },
              { title: "Practice log", page: 70 },
            ],
          },
          { kind: "note", text: "Work through one part a fortnight. Come back to Part 1 whenever singing starts to feel like effort." },
        ],
      },
      {
        number: 6,
        section: "Part 1 · Breath that carries",
        heading: "Lesson 1: The low breath",
        blocks: [
          {
            kind: "paragraph",
            text: "A singer's breath is not a big breath. It is a low, quiet one that lets the ribs widen to the sides and back while the shoulders stay where they are.",
          },
          {
            kind: "steps",
            items: [
              "Lie on your back with your knees bent and one hand on your lower ribs.",
              "Breathe in through the nose for four counts and feel the ribs widen under your hand.",
              "Breathe out on a long, thin 'ssss' for eight counts. Let the ribs close slowly.",
              "Repeat five times, then stand and do the same.",
            ],
          },
          { kind: "note", text: "If you feel dizzy, pause and breathe normally. Less air, more ease." },
        ],
      },
      {
        number: 20,
        section: "Part 2 · Tone and resonance",
        heading: "Lesson 6: Finding the buzz",
        blocks: [
          {
            kind: "paragraph",
            text: "Resonance is the voice finding space to ring. You feel it as a gentle buzz in the lips, nose and cheekbones before you hear it.",
          },
          {
            kind: "steps",
            items: [
              "Hum on 'mm' on a comfortable note until your lips tickle.",
              "Open slowly to 'ng' (as in 'sing') and keep the buzz.",
              "Let 'ng' open into 'ah' without losing the ring.",
              "Slide up three notes and back on 'ng-ah'.",
            ],
          },
          { kind: "paragraph", text: "Write down where you feel the buzz on low, middle and high notes. It moves, and that is normal." },
        ],
      },
      {
        number: 71,
        section: "Practice log",
        heading: "Week 1",
        blocks: [
          {
            kind: "table",
            columns: ["Day", "Warm-up", "Focus", "Minutes", "How it felt"],
            rows: [
              ["Mon", "Lip trills", "Low breath", "15", "Calm, a bit tight at first"],
              ["Tue", "Sirens", "'ng' to 'ah'", "20", "Buzz in the cheeks!"],
              ["Wed", "", "", "", ""],
              ["Thu", "", "", "", ""],
            ],
          },
          { kind: "note", text: "Short and daily beats long and weekly. Fifteen minutes counts." },
        ],
      },
    ],
  },
  {
    id: "vocal-health",
    title: "The Healthy Voice Handbook",
    description:
      "How the voice works, what tires it and what keeps it well: a daily care checklist, hydration, rest and the signs that mean you should see a doctor.",
    pages: 32,
    coverImage: "/images/books/vocal-health.svg",
    pdfUrl: null,
    previewPages: [
      {
        number: 4,
        section: "Introduction",
        heading: "Your voice is tissue, not a machine",
        blocks: [
          {
            kind: "paragraph",
            text: "Your vocal folds are two small bands of muscle and soft tissue that meet hundreds of times a second when you sing. Like any tissue they need water, rest and recovery.",
          },
          {
            kind: "paragraph",
            text: "This handbook is about the everyday habits that keep them flexible. It is not medical advice: when something feels wrong for more than two weeks, see a doctor.",
          },
        ],
      },
      {
        number: 9,
        section: "Daily care",
        heading: "The daily voice care checklist",
        blocks: [
          {
            kind: "checklist",
            items: [
              "Drink water steadily through the day, not all at once.",
              "Warm up for five minutes before you sing or speak for long.",
              "Speak at your natural pitch; do not push it low.",
              "Rest your voice for ten minutes after every hour of singing.",
              "Avoid shouting over noise: move closer instead.",
              "Sleep seven to nine hours before important performances.",
            ],
          },
        ],
      },
      {
        number: 17,
        section: "Hydration",
        heading: "Water, inside and out",
        blocks: [
          {
            kind: "paragraph",
            text: "The water you drink reaches your vocal folds slowly, through the body. That is why drinking the day before a concert matters more than a glass in the wings.",
          },
          { kind: "paragraph", text: "Steam works from the outside: ten minutes of breathing warm steam moistens the surface of the folds directly." },
          { kind: "note", text: "Dry air in winter? A bowl of water on the radiator or a small humidifier in the bedroom helps more than you would think." },
        ],
      },
      {
        number: 26,
        section: "Warning signs",
        heading: "When to rest, and when to see a doctor",
        blocks: [
          {
            kind: "table",
            columns: ["What you notice", "What to do"],
            rows: [
              ["Tired, husky voice after a long day", "Rest your voice and drink water"],
              ["Hoarseness after a cold", "Gentle humming only, until it clears"],
              ["Hoarseness for more than two weeks", "See an ear, nose and throat doctor"],
              ["Sudden loss of voice or pain when singing", "Stop singing and see a doctor"],
            ],
          },
        ],
      },
    ],
  },
  {
    id: "warmup",
    title: "The Ten-Minute Warm-Up",
    description:
      "A pocket routine for every day and every stage: body, breath, lip trills, sirens and a first song, in ten minutes, with a tracker for thirty days.",
    pages: 24,
    coverImage: "/images/books/warmup.svg",
    pdfUrl: null,
    previewPages: [
      {
        number: 3,
        section: "Before you start",
        heading: "How to use this booklet",
        blocks: [
          { kind: "paragraph", text: "Each spread is one or two minutes of the routine. Do them in order, standing, with a glass of water nearby." },
          { kind: "paragraph", text: "Warm up gently and in the middle of your range. A warm-up should leave you ready to sing, never tired." },
        ],
      },
      {
        number: 6,
        section: "Minutes 1 to 2",
        heading: "Body and breath",
        blocks: [
          {
            kind: "steps",
            items: [
              "Roll your shoulders back five times and let them drop.",
              "Massage your jaw hinges with small circles.",
              "Yawn-sigh from a high note down to a low one, three times.",
              "Breathe in for four, out on 'ssss' for eight, three times.",
            ],
          },
        ],
      },
      {
        number: 10,
        section: "Minutes 3 to 5",
        heading: "Lip trills and sirens",
        blocks: [
          {
            kind: "steps",
            items: [
              "Trill your lips on one easy note. Fingers on the cheeks help.",
              "Trill a five-note scale up and down: 1-2-3-4-5-4-3-2-1.",
              "Siren on 'ng' from the bottom of your range to the top and back.",
              "Repeat the siren on 'oo', keeping it light at the top.",
            ],
          },
          { kind: "note", text: "The magazine's hum-along track plays this five-note pattern for you." },
        ],
      },
      {
        number: 22,
        section: "Tracker",
        heading: "Thirty days of warming up",
        blocks: [
          {
            kind: "table",
            columns: ["Week", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"],
            rows: [
              ["1", "✓", "✓", "", "✓", "", "", ""],
              ["2", "", "", "", "", "", "", ""],
              ["3", "", "", "", "", "", "", ""],
              ["4", "", "", "", "", "", "", ""],
            ],
          },
        ],
      },
    ],
  },
];
