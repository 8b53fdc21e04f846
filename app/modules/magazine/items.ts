/**
 * The magazine's six fixed cards (article, blog, interview, link, video, audio). Text items
 * carry their full body so the magazine reads in place; the link card leaves the site.
 */

export type MagazineItemType = "article" | "blog" | "interview" | "link" | "video" | "audio";

export interface MagazineItem {
  id: string;
  type: MagazineItemType;
  title: string;
  excerpt: string;
  /** Cover artwork (the coach's own photo later). */
  image: string;
  tag: string;
  /** What the reader gets, shown on the card: "Article", "Video, 5 min" … */
  contentType: string;
  /** Where the card leads when it leads off the card itself. */
  link?: string;
  external: boolean;
  /** Video id for the video card (played through the privacy-enhanced facade). */
  video?: string;
  /** Audio file for the audio card, and its length as m:ss. */
  audio?: string;
  audioLength?: string;
  /** Full text of article, blog and interview items, one string per paragraph. */
  body?: string[];
  /** Publication date, ISO. */
  published: string;
}

export const magazineItems: MagazineItem[] = [
  {
    id: "breath-before-belt",
    type: "article",
    title: "Breath before belt: where vocal power really comes from",
    excerpt: "Loud is not the same as strong. Why a powerful high note starts with a quiet, low breath, and three exercises to feel the difference this week.",
    image: "/images/magazine/breath-before-belt.svg",
    tag: "Technique",
    contentType: "Article · 4 min read",
    external: false,
    published: "2025-09-02",
    body: [
      "Most singers who come to me wanting more power are already pushing hard. The throat tightens, the jaw juts forward, and the note gets louder for a moment before it cracks or thins out. Power is not something you add at the top of a phrase. It is something you allow from the bottom of the breath.",
      "Start with the inhale. Let the breath drop low and wide, into the back and sides of the ribs, without lifting the shoulders. Then sing a long 'ssss' on one breath and notice how the ribs want to collapse. Your job is to let them close slowly, not to hold them still.",
      "Exercise one: sing 'ng' on a comfortable note and slide up a fifth and back. Exercise two: say 'hey!' as if calling a friend across the street, then sing it on three ascending notes. Exercise three: sing your belt phrase on 'nay' at half volume, then at full, keeping the same easy breath.",
      "If it hurts, stop. Power that is built on breath feels spacious. Power that is built on squeezing feels like effort, and your voice will tell you the difference by the next morning.",
    ],
  },
  {
    id: "the-week-everyone-sang-flat",
    type: "blog",
    title: "Studio diary: the week everyone sang flat",
    excerpt: "Seven students, seven flat high notes, one culprit. What a cold Copenhagen week taught me about tiredness, hydration and listening.",
    image: "/images/magazine/studio-diary.svg",
    tag: "Studio diary",
    contentType: "Blog post · 3 min read",
    external: false,
    published: "2025-10-14",
    body: [
      "It started on Monday with a student who has perfect pitch on a good day. By Thursday, seven singers in a row had landed just under their high notes. Not badly, just enough to make the room feel slightly grey.",
      "The pattern was not technique. It was November: dark mornings, central heating, too much coffee and too little water. Tired voices go flat first at the top, because the fine adjustments that tune a high note are the first thing fatigue takes away.",
      "So we changed the lessons. Ten minutes of gentle straw phonation, a glass of water before we started, and high notes approached from above with sirens instead of reached for from below. By the next week the pitch was back.",
      "The lesson I keep relearning: when a whole room sings flat, look at the room, the season and the sleep before you look at the singers.",
    ],
  },
  {
    id: "interview-sofie-lund",
    type: "interview",
    title: "“I stopped trying to sound like someone else”",
    excerpt: "Sofie Lund joined Voice Elevated as a choir singer who never sang solo. Eight months later she played her first concert with her own songs.",
    image: "/images/magazine/interview.svg",
    tag: "Interview",
    contentType: "Interview · 5 min read",
    external: false,
    published: "2025-11-03",
    body: [
      "Why did you apply? — I had sung in choirs for fifteen years and always hid in the alto section. I wanted to find out whether I had a voice of my own, or only a voice that blended.",
      "What surprised you most? — How much of singing is listening. The first weekend we barely sang full songs. We worked on breath, on the first note of a phrase, on what my voice does when I stop trying to make it pretty.",
      "What was the hardest part? — Singing alone in front of the group on the third weekend. My legs shook. But everyone in the room was in the same place, and that made it possible.",
      "What would you tell someone who is hesitating? — That you do not need to be ready. I was not. The programme is where you get ready.",
    ],
  },
  {
    id: "taking-care-of-your-voice",
    type: "link",
    title: "Taking care of your voice",
    excerpt:
      "A clear, research-based checklist on hydration, rest, reflux and warning signs from the US National Institute on Deafness and Other Communication Disorders.",
    image: "/images/magazine/voice-care.svg",
    tag: "Vocal health",
    contentType: "External link · nidcd.nih.gov",
    link: "https://www.nidcd.nih.gov/health/taking-care-your-voice",
    external: true,
    published: "2025-08-20",
  },
  {
    id: "five-minute-morning-warm-up",
    type: "video",
    title: "A five-minute morning warm-up",
    excerpt: "Lip trills, sirens and a gentle hum: the short routine I give every new student to wake the voice up without tiring it.",
    image: "/images/magazine/warm-up-video.svg",
    tag: "Warm-up",
    contentType: "Video · 5 min",
    video: "Hn4cT7wQ2sE",
    external: false,
    published: "2025-09-22",
  },
  {
    id: "five-note-hum-along",
    type: "audio",
    title: "Hum along: the five-note pattern",
    excerpt: "A pure reference tone walking up five notes from middle C and back down. Hum it on 'mm', then try it on 'ng' and 'ah'.",
    image: "/images/magazine/hum-along.svg",
    tag: "Practice track",
    contentType: "Audio",
    audio: "/media/five-note-warmup.wav",
    audioLength: "0:05",
    external: false,
    published: "2025-10-01",
  },
];

export const magazineTabs = [
  { value: "all", label: "All" },
  { value: "article", label: "Articles" },
  { value: "blog", label: "Blog" },
  { value: "interview", label: "Interviews" },
  { value: "video", label: "Video" },
  { value: "audio", label: "Audio" },
  { value: "link", label: "Links" },
] as const satisfies ReadonlyArray<{ value: MagazineItemType | "all"; label: string }>;

export type MagazineFilter = (typeof magazineTabs)[number]["value"];

export function isMagazineFilter(value: string | null | undefined): value is MagazineFilter {
  return magazineTabs.some((tab) => tab.value === value);
}

export function filterMagazine(items: readonly MagazineItem[], filter: MagazineFilter): MagazineItem[] {
  return filter === "all" ? [...items] : items.filter((item) => item.type === filter);
}
