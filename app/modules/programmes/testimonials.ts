/**
 * Demo testimonials for the fictional coach, each tied to the programme (course id) it
 * speaks about. A real coach replaces them with their students' own words (with consent).
 * Quotes stay in the language they were given in; Danish ones carry an English
 * translation for the English testimonials page.
 */
export interface Testimonial {
  id: string;
  courseId: string;
  lang: "da" | "en";
  quote: string;
  /** English translation of a Danish quote. */
  translation?: string;
  name: string;
  /** Who the singer is, in the quote's language. */
  detail: string;
}

export const testimonials: Testimonial[] = [
  {
    id: "ve-line",
    courseId: "voice-elevated",
    lang: "da",
    quote:
      "Jeg har sunget i kor i femten år, men først på Voice Elevated forstod jeg, hvad støtte egentlig er. Efter tredje weekend sang jeg solo til vores julekoncert – uden at ryste på hænderne.",
    translation:
      "I had sung in a choir for fifteen years, but only on Voice Elevated did I understand what support really is. After the third weekend I sang a solo at our Christmas concert – without my hands shaking.",
    name: "Line K.",
    detail: "altsanger i kor",
  },
  {
    id: "ve-mikkel",
    courseId: "voice-elevated",
    lang: "da",
    quote: "Det lille hold gjorde hele forskellen. Man får feedback hele dagen, og man lærer næsten lige så meget af at se de andre arbejde.",
    translation: "The small group made all the difference. You get feedback all day, and you learn almost as much from watching the others work.",
    name: "Mikkel S.",
    detail: "sanger og sangskriver",
  },
  {
    id: "ve-sara",
    courseId: "voice-elevated",
    lang: "da",
    quote: "Jeg kom for at få mere højde. Jeg gik derfra med en stemme, der holder til fire sæt på en fredag aften – og det er dét, der betyder noget for mig.",
    translation: "I came for more range. I left with a voice that lasts four sets on a Friday night – and that is what matters to me.",
    name: "Sara B.",
    detail: "forsanger i coverband",
  },
  {
    id: "pc-emma",
    courseId: "private-coaching",
    lang: "da",
    quote: "Jeg havde optagelsesprøve på konservatoriet og seks uger til at forberede mig. Hver time havde et klart formål – og jeg kom ind.",
    translation: "I had a conservatoire audition and six weeks to prepare. Every session had a clear purpose – and I got in.",
    name: "Emma L.",
    detail: "konservatoriestuderende",
  },
  {
    id: "pc-henrik",
    courseId: "private-coaching",
    lang: "da",
    quote: "Efter et år med hæshed og en lang pause turde jeg knap synge. Timerne gav mig troen på stemmen tilbage, stille og roligt og uden at presse.",
    translation:
      "After a year of hoarseness and a long break I hardly dared to sing. The sessions gave me back my faith in my voice, calmly and without pushing.",
    name: "Henrik J.",
    detail: "musicalperformer",
  },
  {
    id: "pc-olivia",
    courseId: "private-coaching",
    lang: "en",
    quote:
      "I moved to Copenhagen without a word of Danish and worried about finding a teacher. Lessons in English, precise feedback and a practice plan I actually follow.",
    name: "Olivia R.",
    detail: "jazz singer",
  },
  {
    id: "cve-camilla",
    courseId: "celebrity-vocal-experience",
    lang: "da",
    quote:
      "Fem dage, hvor det eneste, der fandtes, var stemmen. Studiedagen alene var det hele værd – nu har jeg en optagelse, jeg er stolt af at sende videre.",
    translation: "Five days where nothing existed but the voice. The studio day alone was worth it all – now I have a recording I am proud to send out.",
    name: "Camilla N.",
    detail: "singer-songwriter",
  },
  {
    id: "cve-jonas",
    courseId: "celebrity-vocal-experience",
    lang: "en",
    quote: "I flew in from Hamburg for the January retreat. Daily one-to-ones, a real studio and a closing concert I will not forget. Worth every krone.",
    name: "Jonas W.",
    detail: "session vocalist",
  },
  {
    id: "ws1-freja",
    courseId: "singing-workshop-1d",
    lang: "en",
    quote: "One Saturday changed how I breathe on stage. The open mic at the end was terrifying for about ten seconds and then pure joy.",
    name: "Freja M.",
    detail: "amateur singer",
  },
  {
    id: "ws2-ahmed",
    courseId: "singing-workshop-2d",
    lang: "en",
    quote:
      "Day one gave us the tools, day two put us on stage. I have done workshops before; this was the first where every singer got real individual feedback.",
    name: "Ahmed K.",
    detail: "gospel choir member",
  },
  {
    id: "studio-ida",
    courseId: "studio-day",
    lang: "en",
    quote: "I had never sung in a professional studio. Warm-up, guided takes, and at the end a mixed song I have played for everyone I know.",
    name: "Ida P.",
    detail: "songwriter",
  },
  {
    id: "bv-peter",
    courseId: "beginner-vocals",
    lang: "en",
    quote: "I am 52 and had never had a singing lesson. The weekly class is friendly and unhurried and, to my surprise, the highlight of my week.",
    name: "Peter H.",
    detail: "first-time singer",
  },
];

export function testimonialsFor(courseId: string): Testimonial[] {
  return testimonials.filter((testimonial) => testimonial.courseId === courseId);
}

/** Testimonials grouped by programme, in the order of the given course ids. */
export function testimonialsByCourse(courseIds: readonly string[]): { courseId: string; testimonials: Testimonial[] }[] {
  return courseIds.map((courseId) => ({ courseId, testimonials: testimonialsFor(courseId) })).filter((group) => group.testimonials.length > 0);
}

/**
 * The landing page's few voices: the first testimonial of each programme, one per programme,
 * up to `count`. Danish quotes are read in their English translation there (the page is English).
 */
export function landingTestimonials(count = 3): { id: string; quote: string; name: string; detail: string | null; translated: boolean }[] {
  const seen = new Set<string>();
  const picked: Testimonial[] = [];
  for (const testimonial of testimonials) {
    if (seen.has(testimonial.courseId) || picked.length >= count) continue;
    seen.add(testimonial.courseId);
    picked.push(testimonial);
  }
  return picked.map((t) => ({
    id: t.id,
    quote: t.lang === "en" ? t.quote : (t.translation ?? t.quote),
    name: t.name,
    // The detail is in the quote's language: an English page shows it only for English quotes.
    detail: t.lang === "en" ? t.detail : null,
    translated: t.lang !== "en" && Boolean(t.translation),
  }));
}
