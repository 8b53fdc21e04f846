import type { courses, products } from "~/db/schema";

type NewCourse = typeof courses.$inferInsert;
type NewProduct = typeof products.$inferInsert;

const kr = (amount: number) => amount * 100;
const eur = (amount: number) => amount * 100;

/**
 * The ten course cards of SPEC.md with section 9's prices. Celebrity Vocal Experience is
 * DKK 68,500 (PRODUCT.md decision 2). These rows are demo content, seeded once; after
 * that the coach owns them.
 */
export const seedCourses: NewCourse[] = [
  {
    id: "voice-elevated",
    title: "Voice Elevated",
    description: "Fire weekender i København, 64 timers intensiv træning i teknik, udtryk og scenenærvær for dig, der vil tage din stemme til næste niveau.",
    priceDkk: kr(18_500),
    priceEur: eur(2_485),
    link: "/courses/voice-elevated",
    buyable: false,
  },
  {
    id: "celebrity-vocal-experience",
    title: "Celebrity Vocal Experience",
    description: "Fem dage, ti pladser: et eksklusivt retreat med daglig soloundervisning, studieoptagelse og en afsluttende koncert.",
    priceDkk: kr(68_500),
    priceEur: eur(9_065),
    link: "/courses/celebrity-vocal-experience",
    buyable: false,
  },
  {
    id: "private-coaching",
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
    title: "1-Day Singing Workshop",
    description: "A focused day on breath, resonance and healthy belting in a small group, finishing with a supported open-mic round.",
    priceDkk: kr(3_600),
    priceEur: eur(480),
    link: "/contact",
    buyable: false,
  },
  {
    id: "singing-workshop-2d",
    title: "2-Day Singing Workshop",
    description: "Two days to build technique on day one and put it on stage on day two, with individual feedback for every singer.",
    priceDkk: kr(5_400),
    priceEur: eur(720),
    link: "/contact",
    buyable: false,
  },
  {
    id: "studio-day",
    title: "Studio Day",
    description: "A full day in a professional studio: vocal preparation, guided takes and a mixed recording of your song to take home.",
    priceDkk: kr(9_500),
    priceEur: eur(1_267),
    link: "/contact",
    buyable: false,
  },
  {
    id: "beginner-vocals",
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
    title: "Advanced Technique",
    description: "An online course for experienced singers: mix voice, agility, dynamics and stylistic choices, with practice tracks.",
    priceDkk: kr(1_800),
    priceEur: eur(242),
    link: "/sales/advanced-technique",
    buyable: true,
  },
  {
    id: "performance-mastery",
    title: "Performance Mastery",
    description: "A ten-week programme on stage presence, storytelling and nerves, ending in a filmed performance with written feedback.",
    priceDkk: kr(10_500),
    priceEur: eur(1_415),
    link: "/sales/main-course",
    buyable: true,
  },
  {
    id: "recording-essentials",
    title: "Recording Essentials",
    description: "Learn to sing for the microphone: technique for the studio, working with headphones, comping takes and home recording.",
    priceDkk: kr(1_950),
    priceEur: eur(262),
    link: "/contact",
    buyable: false,
  },
].map((course, index) => ({ ...course, sortOrder: index }));

export const seedProducts: NewProduct[] = [
  { id: "studio-condenser-mic", name: "Studio Condenser Microphone", category: "Microphones", description: "Large-diaphragm condenser for warm, detailed vocal recordings at home.", price: kr(1_499), imageUrl: null },
  { id: "live-dynamic-mic", name: "Live Dynamic Microphone", category: "Microphones", description: "The rugged stage classic: clear mids, strong feedback rejection.", price: kr(899), imageUrl: null },
  { id: "usb-audio-interface", name: "USB Audio Interface", category: "Audio Gear", description: "Two inputs with clean preamps and phantom power for one singer and one instrument.", price: kr(1_299), imageUrl: null },
  { id: "in-ear-monitor-kit", name: "In-Ear Monitor Kit", category: "Audio Gear", description: "Wired in-ear monitoring so you hear your own voice on any stage.", price: kr(1_149), imageUrl: null },
  { id: "closed-back-headphones", name: "Closed-Back Studio Headphones", category: "Headphones", description: "No bleed into the microphone, comfortable through long sessions.", price: kr(1_099), imageUrl: null },
  { id: "open-back-headphones", name: "Open-Back Reference Headphones", category: "Headphones", description: "A natural, airy sound for practising and listening back.", price: kr(1_399), imageUrl: null },
  { id: "pop-filter", name: "Double-Mesh Pop Filter", category: "Accessories", description: "Tames plosives without dulling your tone; fits any stand.", price: kr(199), imageUrl: null },
  { id: "vocal-steamer", name: "Personal Vocal Steamer", category: "Accessories", description: "Warm steam for tired vocal folds before and after singing.", price: kr(449), imageUrl: null },
  { id: "breathe-sing-tee", name: "Breathe & Sing T-Shirt", category: "T-Shirts", description: "Organic cotton tee with the studio's breath-line print.", price: kr(249), imageUrl: null, podProductId: "gelato-tee-breathe-sing" },
  { id: "staff-lines-tee", name: "Staff Lines T-Shirt", category: "T-Shirts", description: "Soft, heavyweight tee with a hand-drawn staff across the chest.", price: kr(249), imageUrl: null, podProductId: "gelato-tee-staff-lines" },
  { id: "studio-hoodie", name: "Studio Hoodie", category: "Hoodies", description: "Brushed-fleece hoodie for cold rehearsal rooms; embroidered monogram.", price: kr(549), imageUrl: null, podProductId: "gelato-hoodie-studio" },
  { id: "warmup-zip-hoodie", name: "Warm-Up Zip Hoodie", category: "Hoodies", description: "Full-zip hoodie that keeps your neck warm between takes.", price: kr(599), imageUrl: null },
  { id: "tea-mug", name: "Honey & Tea Mug", category: "Drinkware", description: "Large stoneware mug for the singer's best friend: warm tea.", price: kr(149), imageUrl: null, podProductId: "gelato-mug-honey-tea" },
  { id: "insulated-bottle", name: "Insulated Water Bottle", category: "Drinkware", description: "Keeps water at room temperature, the way your voice likes it.", price: kr(229), imageUrl: null },
];
