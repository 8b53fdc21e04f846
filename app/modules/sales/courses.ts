/**
 * The online courses' sales pages (docs/rules.md, "Programmes"): their modules, questions and
 * testimonials. What is sold (title, texts, cover, prices and plans) is the catalogue's, in the
 * database (decision 028); `page.server.ts` puts the two together.
 */

export interface PriceOption {
  name: string;
  /** US dollars. */
  price: number;
  features: string[];
  /** Months the price can be spread over, when a payment plan is offered. */
  paymentPlanMonths?: number;
}

export interface SalesModule {
  title: string;
  lessons: string[];
}

export interface SalesTestimonial {
  name: string;
  quote: string;
  /** The student's photo when there is one; initials are drawn otherwise. */
  image?: string;
}

/** A sales page's own content, kept with the page. */
export interface SalesContent {
  id: SalesCourseId;
  modules: SalesModule[];
  faqs: Array<{ question: string; answer: string }>;
  testimonials: SalesTestimonial[];
}

/** A sales page as shown: its content with the catalogue's offer. */
export interface SalesCourse extends SalesContent {
  title: string;
  subtitle: string;
  heroImage: string;
  description: string;
  /** US dollars: the price to start from. */
  price: number;
  priceOptions?: PriceOption[];
}

export const SALES_COURSE_IDS = ["beginner-course", "advanced-technique", "main-course"] as const;
export type SalesCourseId = (typeof SALES_COURSE_IDS)[number];
export const FALLBACK_SALES_COURSE: SalesCourseId = "main-course";
export const GUARANTEE_DAYS = 30;

const sharedFaqs = {
  access: {
    question: "How long do I keep access?",
    answer: "For as long as the course exists, including every update. Watch at your own pace, on any device.",
  },
  guarantee: {
    question: "What if the course is not right for me?",
    answer: `Write to the studio within ${GUARANTEE_DAYS} days of enrolling and you get your money back, no questions asked.`,
  },
};

export const salesContent: Record<SalesCourseId, SalesContent> = {
  "beginner-course": {
    id: "beginner-course",
    modules: [
      {
        title: "Getting to know your voice",
        lessons: ["How the voice works, in plain words", "Finding your comfortable range", "Posture that frees the breath"],
      },
      { title: "Breath", lessons: ["The low breath", "Breath for long phrases", "A three-minute daily breathing routine"] },
      { title: "Pitch and ear", lessons: ["Matching a note", "Singing scales with confidence", "Intervals you already know from songs"] },
      { title: "Your first song", lessons: ["Choosing a song that fits your voice", "Learning it phrase by phrase", "Recording yourself, kindly"] },
    ],
    faqs: [
      { question: "Do I need any experience?", answer: "None at all. If you can speak, you can learn to sing; the course starts from the very beginning." },
      { question: "What do I need?", answer: "A phone or computer, headphones, a quiet corner and fifteen minutes a day." },
      sharedFaqs.access,
      sharedFaqs.guarantee,
    ],
    testimonials: [
      { name: "Line Madsen", quote: "I used to mime in the car when someone else was in it. Now I sing at family birthdays and actually enjoy it." },
      { name: "Jonas Berg", quote: "The breathing lessons alone were worth it. My voice does not crack on the high part of my favourite song any more." },
    ],
  },
  "advanced-technique": {
    id: "advanced-technique",
    modules: [
      { title: "Mix voice", lessons: ["Chest, head and the space between", "Bridging without a break", "Mix on every vowel"] },
      { title: "Agility and runs", lessons: ["Slow runs, clean runs", "Patterns from pop, soul and gospel", "Building speed without tension"] },
      { title: "Dynamics and colour", lessons: ["Soft singing that carries", "Bright, dark and everything between", "Crescendo without pushing"] },
      { title: "Style", lessons: ["Pop phrasing", "Soul and blues inflections", "Musical theatre: text first"] },
    ],
    faqs: [
      {
        question: "Is this course right for me?",
        answer:
          "If you sing regularly, know your range and want to refine technique rather than learn the basics, yes. New singers start with Beginner Vocals.",
      },
      { question: "Are the practice tracks in my key?", answer: "Every exercise comes in low, middle and high keys, so every voice type can follow along." },
      sharedFaqs.access,
      sharedFaqs.guarantee,
    ],
    testimonials: [
      { name: "Amalie Krogh", quote: "The mix module finally connected my chest and head voice. I sing my set without the dreaded flip." },
      { name: "Mikkel Sand", quote: "Clear, precise and never showing off. The slowed-down runs made something I thought was talent feel learnable." },
    ],
  },
  "main-course": {
    id: "main-course",
    modules: [
      { title: "Foundations: breath and body", lessons: ["The low breath", "Posture and release", "Support without squeezing"] },
      { title: "Tone and resonance", lessons: ["Finding the buzz", "Vowels that ring", "Your natural colour"] },
      { title: "Range and registers", lessons: ["Chest, head and mix", "Extending the top safely", "Low notes with body"] },
      { title: "Interpretation", lessons: ["Reading a lyric", "Phrasing and breath marks", "Making a song your own"] },
      { title: "Stage presence and nerves", lessons: ["What nerves are for", "The first ten seconds on stage", "Connecting with a room"] },
      { title: "Record and perform", lessons: ["Singing for the microphone", "Recording at home", "Your final performance"] },
    ],
    faqs: [
      {
        question: "Which plan should I choose?",
        answer:
          "Basic gives you the whole course. Choose Premium if you want feedback and a group to learn with, and Professional for personal sessions with the coach.",
      },
      { question: "Can I pay in instalments?", answer: "Yes: Premium and Professional can be paid in three monthly payments." },
      {
        question: "How much time does it take?",
        answer: "Plan on two to three hours a week for about three months. Lessons are short so you can practise every day.",
      },
      sharedFaqs.access,
      sharedFaqs.guarantee,
    ],
    testimonials: [
      { name: "Sofie Lund", quote: "I finished the course with a video of myself singing my own song. A year ago I would not have believed it." },
      { name: "Emil Vestergaard", quote: "The module on nerves changed how I walk on stage. I still feel them, but now they work for me." },
      { name: "Clara Nørgaard", quote: "The private sessions in the Professional plan were worth it many times over. Precise, kind and honest feedback." },
    ],
  },
};

export function isSalesCourseId(value: string | undefined): value is SalesCourseId {
  return (SALES_COURSE_IDS as readonly string[]).includes(value ?? "");
}

/** Unknown ids fall back to the main course (docs/rules.md, "Programmes"); its URL is then the canonical one. */
export function resolveSalesCourse(courseId: string | undefined) {
  const id = isSalesCourseId(courseId) ? courseId : FALLBACK_SALES_COURSE;
  return { content: salesContent[id], canonicalPath: salesPath(id), isFallback: id !== courseId };
}

export function salesPath(id: SalesCourseId) {
  return `/sales/${id}`;
}

export function lessonCount(course: Pick<SalesContent, "modules">): number {
  return course.modules.reduce((sum, module) => sum + module.lessons.length, 0);
}
