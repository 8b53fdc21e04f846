import type { coursePrices, courses, products, productVariants } from "~/db/schema";

type NewCourse = typeof courses.$inferInsert;
type NewCoursePrice = typeof coursePrices.$inferInsert;
type NewProduct = typeof products.$inferInsert;

const kr = (amount: number) => amount * 100;
const eur = (amount: number) => amount * 100;
const usd = (amount: number) => amount * 100;

/** A seeded offer: its row, and its prices (minor units) per currency. */
type SeedCard = Omit<NewCourse, "sortOrder"> & { priceDkk: number; priceEur: number };

function splitPrices(cards: SeedCard[], sortFrom = 0): { offers: NewCourse[]; prices: NewCoursePrice[] } {
  return {
    offers: cards.map(({ priceDkk: _dkk, priceEur: _eur, ...offer }, index) => ({ ...offer, sortOrder: sortFrom + index })),
    prices: cards.flatMap((card) => [
      { courseId: card.id, currency: "DKK", amount: card.priceDkk, sortOrder: 0 },
      { courseId: card.id, currency: "EUR", amount: card.priceEur, sortOrder: 1 },
    ]),
  };
}

/**
 * The ten course cards with their prices. Celebrity Vocal Experience is
 * DKK 68,500 (docs/rules.md, "Prices"). The base catalogue, seeded once whatever the demo
 * setting; after that the coach owns it (decision 028).
 */
const seedCards: SeedCard[] = [
  {
    id: "voice-elevated",
    kind: "programme",
    title: "Voice Elevated",
    description: "Fire weekender i København, 64 timers intensiv træning i teknik, udtryk og scenenærvær for dig, der vil tage din stemme til næste niveau.",
    priceDkk: kr(18_500),
    priceEur: eur(2_485),
    link: "/courses/voice-elevated",
    buyable: false,
  },
  {
    id: "celebrity-vocal-experience",
    kind: "programme",
    title: "Celebrity Vocal Experience",
    description: "Fem dage, ti pladser: et eksklusivt retreat med daglig soloundervisning, studieoptagelse og en afsluttende koncert.",
    priceDkk: kr(68_500),
    priceEur: eur(9_065),
    link: "/courses/celebrity-vocal-experience",
    buyable: false,
  },
  {
    id: "private-coaching",
    kind: "session",
    title: "Private Coaching",
    description: "One-to-one sessions of 60 minutes, shaped entirely around your voice, your repertoire and your next performance.",
    priceDkk: kr(1_950),
    priceEur: eur(262),
    priceNote: "per session",
    link: "/courses/private-coaching",
    buyable: true,
  },
  {
    id: "singing-workshop-1d",
    kind: "workshop",
    title: "1-Day Singing Workshop",
    description: "A focused day on breath, resonance and healthy belting in a small group, finishing with a supported open-mic round.",
    priceDkk: kr(3_600),
    priceEur: eur(480),
    link: "/contact",
    buyable: false,
  },
  {
    id: "singing-workshop-2d",
    kind: "workshop",
    title: "2-Day Singing Workshop",
    description: "Two days to build technique on day one and put it on stage on day two, with individual feedback for every singer.",
    priceDkk: kr(5_400),
    priceEur: eur(720),
    link: "/contact",
    buyable: false,
  },
  {
    id: "studio-day",
    kind: "workshop",
    title: "Studio Day",
    description: "A full day in a professional studio: vocal preparation, guided takes and a mixed recording of your song to take home.",
    priceDkk: kr(9_500),
    priceEur: eur(1_267),
    link: "/contact",
    buyable: false,
  },
  {
    id: "beginner-vocals",
    kind: "class",
    title: "Beginner Vocals",
    description: "A weekly 60-minute live group class online: the foundations of breath, pitch and tone in a friendly, unhurried pace.",
    priceDkk: kr(1_290),
    priceEur: eur(175),
    priceNote: "per month",
    link: "/sales/beginner-course",
    buyable: true,
    isBeginnerVocals: true,
  },
  {
    id: "advanced-technique",
    kind: "course",
    title: "Advanced Technique",
    description: "An online course for experienced singers: mix voice, agility, dynamics and stylistic choices, with practice tracks.",
    priceDkk: kr(1_800),
    priceEur: eur(242),
    link: "/sales/advanced-technique",
    buyable: true,
  },
  {
    id: "performance-mastery",
    kind: "course",
    title: "Performance Mastery",
    description: "A ten-week programme on stage presence, storytelling and nerves, ending in a filmed performance with written feedback.",
    priceDkk: kr(10_500),
    priceEur: eur(1_415),
    link: "/sales/main-course",
    buyable: true,
  },
  {
    id: "recording-essentials",
    kind: "course",
    title: "Recording Essentials",
    description: "Learn to sing for the microphone: technique for the studio, working with headphones, comping takes and home recording.",
    priceDkk: kr(1_950),
    priceEur: eur(262),
    link: "/contact",
    buyable: false,
  },
];

const cards = splitPrices(seedCards);
export const seedCourses: NewCourse[] = cards.offers;
export const seedCoursePrices: NewCoursePrice[] = cards.prices;

/**
 * Offers that lived in code until decision 028, seeded once into every database (also one seeded
 * before): the online courses of the sales pages (USD; the main course by plan) and the $1 test
 * payment. Beginner Vocals Online (USD 97, video lessons, lifetime access) is its own offer,
 * apart from the Beginner Vocals group class on /courses (DKK 1.290 / EUR 175 a month). Each
 * online course gives its catalogue course (decision 017): beginner course → Beginner Vocals,
 * advanced → Advanced Technique, main course → Performance Mastery.
 */
const onlineOffers: Omit<NewCourse, "sortOrder">[] = [
  {
    id: "beginner-vocals-online",
    kind: "online-course",
    salesId: "beginner-course",
    grantsCourseId: "beginner-vocals",
    title: "Beginner Vocals Online",
    subtitle: "Find your voice from the very first note",
    description:
      "A warm, unhurried start for anyone who has always wanted to sing. Short video lessons on breath, pitch and tone, practice tracks for every day, and your first song learned phrase by phrase.",
    imageUrl: "/images/sales/beginner-course.svg",
    includes: ["12 video lessons in 4 modules", "Practice tracks for every day", "Lifetime access and updates", "The Beginner Vocals course on your dashboard"],
    link: "/sales/beginner-course",
    buyable: true,
  },
  {
    id: "advanced-technique-online",
    kind: "online-course",
    salesId: "advanced-technique",
    grantsCourseId: "advanced-technique",
    title: "Advanced Technique",
    subtitle: "Mix, agility and control for experienced singers",
    description:
      "For singers who already perform and want more freedom at the top, cleaner runs and real control of colour and dynamics. Detailed demonstrations, slowed-down examples and practice tracks in several keys.",
    imageUrl: "/images/sales/advanced-technique.svg",
    includes: [
      "12 video lessons in 4 modules",
      "Practice tracks in low, middle and high keys",
      "Lifetime access and updates",
      "The Advanced Technique course on your dashboard",
    ],
    link: "/sales/advanced-technique",
    buyable: true,
  },
  {
    id: "performance-mastery-online",
    kind: "online-course",
    salesId: "main-course",
    grantsCourseId: "performance-mastery",
    title: "Performance Mastery Online",
    subtitle: "The complete course: technique, expression and stage presence",
    description:
      "Everything the studio teaches, in one course. Six modules take you from breath and tone to interpretation, nerves and the stage, and end with you recording and performing your own song.",
    imageUrl: "/images/sales/main-course.svg",
    includes: ["18 video lessons in 6 modules", "Lifetime access and updates", "The Performance Mastery course on your dashboard"],
    link: "/sales/main-course",
    buyable: true,
  },
  {
    id: "test-payment",
    kind: "test",
    title: "Test payment",
    description: "One US dollar through the whole payment path while payments are in test mode; grants nothing.",
    link: "/",
    buyable: true,
  },
];
export const seedOnlineOffers: NewCourse[] = onlineOffers.map((offer, index) => ({ ...offer, sortOrder: 100 + index }));

export const seedOnlinePrices: NewCoursePrice[] = [
  { courseId: "beginner-vocals-online", currency: "USD", amount: usd(97) },
  { courseId: "advanced-technique-online", currency: "USD", amount: usd(147) },
  {
    courseId: "performance-mastery-online",
    currency: "USD",
    plan: "Basic",
    amount: usd(297),
    sortOrder: 0,
    features: ["All 6 modules and 18 video lessons", "Practice tracks in three keys", "The Voice Workbook (76 pages)", "Lifetime access and updates"],
  },
  {
    courseId: "performance-mastery-online",
    currency: "USD",
    plan: "Premium",
    amount: usd(497),
    sortOrder: 1,
    paymentPlanMonths: 3,
    features: [
      "Everything in Basic",
      "Monthly live group Q&A with the coach for 6 months",
      "Personal video feedback on 2 performances",
      "A private community of fellow students",
    ],
  },
  {
    courseId: "performance-mastery-online",
    currency: "USD",
    plan: "Professional",
    amount: usd(997),
    sortOrder: 2,
    paymentPlanMonths: 3,
    features: [
      "Everything in Premium",
      "Three 60-minute private sessions online",
      "A personal practice plan",
      "Written feedback on your final filmed performance",
    ],
  },
  { courseId: "test-payment", currency: "USD", amount: usd(1) },
];

export const seedProducts: NewProduct[] = [
  {
    id: "studio-condenser-mic",
    name: "Studio Condenser Microphone",
    category: "Microphones",
    description: "Large-diaphragm condenser for warm, detailed vocal recordings at home.",
    price: kr(1_499),
    imageUrl: null,
  },
  {
    id: "live-dynamic-mic",
    name: "Live Dynamic Microphone",
    category: "Microphones",
    description: "The rugged stage classic: clear mids, strong feedback rejection.",
    price: kr(899),
    imageUrl: null,
  },
  {
    id: "usb-audio-interface",
    name: "USB Audio Interface",
    category: "Audio Gear",
    description: "Two inputs with clean preamps and phantom power for one singer and one instrument.",
    price: kr(1_299),
    imageUrl: null,
  },
  {
    id: "in-ear-monitor-kit",
    name: "In-Ear Monitor Kit",
    category: "Audio Gear",
    description: "Wired in-ear monitoring so you hear your own voice on any stage.",
    price: kr(1_149),
    imageUrl: null,
  },
  {
    id: "closed-back-headphones",
    name: "Closed-Back Studio Headphones",
    category: "Headphones",
    description: "No bleed into the microphone, comfortable through long sessions.",
    price: kr(1_099),
    imageUrl: null,
  },
  {
    id: "open-back-headphones",
    name: "Open-Back Reference Headphones",
    category: "Headphones",
    description: "A natural, airy sound for practising and listening back.",
    price: kr(1_399),
    imageUrl: null,
  },
  {
    id: "pop-filter",
    name: "Double-Mesh Pop Filter",
    category: "Accessories",
    description: "Tames plosives without dulling your tone; fits any stand.",
    price: kr(199),
    imageUrl: null,
  },
  {
    id: "vocal-steamer",
    name: "Personal Vocal Steamer",
    category: "Accessories",
    description: "Warm steam for tired vocal folds before and after singing.",
    price: kr(449),
    imageUrl: null,
  },
  {
    id: "breathe-sing-tee",
    name: "Breathe & Sing T-Shirt",
    category: "T-Shirts",
    description: "Organic cotton tee with the studio's breath-line print.",
    price: kr(249),
    imageUrl: null,
    podProductId: "gelato-tee-breathe-sing",
  },
  {
    id: "staff-lines-tee",
    name: "Staff Lines T-Shirt",
    category: "T-Shirts",
    description: "Soft, heavyweight tee with a hand-drawn staff across the chest.",
    price: kr(249),
    imageUrl: null,
    podProductId: "gelato-tee-staff-lines",
  },
  {
    id: "studio-hoodie",
    name: "Studio Hoodie",
    category: "Hoodies",
    description: "Brushed-fleece hoodie for cold rehearsal rooms; embroidered monogram.",
    price: kr(549),
    imageUrl: null,
    podProductId: "gelato-hoodie-studio",
  },
  {
    id: "warmup-zip-hoodie",
    name: "Warm-Up Zip Hoodie",
    category: "Hoodies",
    description: "Full-zip hoodie that keeps your neck warm between takes.",
    price: kr(599),
    imageUrl: null,
  },
  {
    id: "tea-mug",
    name: "Honey & Tea Mug",
    category: "Drinkware",
    description: "Large stoneware mug for the singer's best friend: warm tea.",
    price: kr(149),
    imageUrl: null,
    podProductId: "gelato-mug-honey-tea",
  },
  {
    id: "insulated-bottle",
    name: "Insulated Water Bottle",
    category: "Drinkware",
    description: "Keeps water at room temperature, the way your voice likes it.",
    price: kr(229),
    imageUrl: null,
  },
];

type NewVariant = typeof productVariants.$inferInsert;

const SIZES = ["S", "M", "L", "XL"];

/** Clothing is bought by size (decision 046): one variant per size (and colour), each its own Gelato product. */
function sized(productId: string, podProductId: string | null, colours: (string | null)[] = [null], stock: number | null = null): NewVariant[] {
  return colours.flatMap((colour, colourIndex) =>
    SIZES.map((size, sizeIndex) => {
      const suffix = [size, colour].filter(Boolean).join("-").toLowerCase();
      return {
        id: `${productId}-${suffix}`,
        productId,
        size,
        colour,
        sku: `${productId}-${suffix}`,
        stock,
        podProductId: podProductId ? `${podProductId}-${suffix}` : null,
        sortOrder: colourIndex * SIZES.length + sizeIndex,
      };
    }),
  );
}

/** The clothing's sizes and colours; every other product sells its default variant (made by a trigger). */
export const seedVariants: NewVariant[] = [
  ...sized("breathe-sing-tee", "gelato-tee-breathe-sing", ["black", "white"]),
  ...sized("staff-lines-tee", "gelato-tee-staff-lines"),
  ...sized("studio-hoodie", "gelato-hoodie-studio"),
  // Not printed to order: the studio holds a few of each size.
  ...sized("warmup-zip-hoodie", null, [null], 5),
];
