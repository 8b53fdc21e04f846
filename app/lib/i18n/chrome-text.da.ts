import type { ChromeText } from "./chrome-text";

export const danishChrome: ChromeText = {
  skipToContent: "Spring til indhold",
  homeSuffix: ", forside",
  mainNavigation: "Hovedmenu",
  mobileNavigation: "Mobilmenu",
  menu: "Menu",
  openMenu: "Åbn menu",
  closeMenu: "Luk menu",
  home: "Forside",
  courses: "Forløb",
  shop: "Butik",
  magazine: "Magasin",
  contact: "Kontakt",
  signIn: "Log ind",
  apply: "Ansøg",
  account: "Konto",
  accountMenuFor: "Kontomenu for",
  dashboard: "Oversigt",
  adminDashboard: "Administration",
  yourAccount: "Din konto",
  signOut: "Log ud",
  bookSession: "Book Session",
  follow: "Følg",
  messageOnWhatsApp: "Skriv på WhatsApp",
  legal: "Juridisk",
  privacyPolicy: "Privatlivspolitik",
  termsOfService: "Handelsbetingelser",
  cookiePolicy: "Cookiepolitik",
  otherLanguage: "English",
  otherLanguageName: "Læs siden på engelsk",
  inOtherLanguage: "(på engelsk)",
  cart: "Indkøbskurv",
  cartOneItem: "Indkøbskurv, 1 vare",
  cartItems: "Indkøbskurv, {count} varer",
  cartCancelled: "Betalingen blev afbrudt. Din kurv er, som du forlod den.",
  checkoutCancelled: "Betalingen blev afbrudt. Du har ikke betalt noget.",
  bookingStillHeld: "Betalingen blev afbrudt. Tiden holdes stadig til dig indtil kl. {until}.",
  returnToPayment: "Gå tilbage til betalingen",
  bookingReleased: "Betalingen blev afbrudt. Den tid, du reserverede, er frigivet; vælg en ny med Book Session.",
};

/**
 * A Danish page's handle: `export const handle = danishPage;`. The catalogue travels in the
 * page's own module, so English pages never download it.
 */
export const danishPage = { lang: "da", chrome: danishChrome } as const;
