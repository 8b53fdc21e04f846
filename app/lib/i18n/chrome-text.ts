/**
 * The site chrome's texts (header, footer, menus, skip link), one catalogue per language
 * (decision record 043). English is the source: a Danish key missing or misspelt fails tsc.
 * Texts SPEC.md gives word for word stay as written, in their language ('Book Session').
 */
import type { Language } from "./languages";

export type { Language };

const en = {
  skipToContent: "Skip to content",
  homeSuffix: ", home",
  mainNavigation: "Main",
  mobileNavigation: "Mobile",
  menu: "Menu",
  openMenu: "Open menu",
  closeMenu: "Close menu",
  home: "Home",
  courses: "Courses",
  shop: "Shop",
  magazine: "Magazine",
  contact: "Contact",
  signIn: "Sign in",
  apply: "Apply",
  account: "Account",
  accountMenuFor: "Account menu for",
  dashboard: "Dashboard",
  adminDashboard: "Admin Dashboard",
  yourAccount: "Your account",
  signOut: "Sign out",
  /** SPEC.md: the footer's and Private Coaching page's button; kept in English on Danish pages too. */
  bookSession: "Book Session",
  follow: "Follow",
  messageOnWhatsApp: "Message on WhatsApp",
  legal: "Legal",
  privacyPolicy: "Privacy Policy",
  termsOfService: "Terms of Service",
  cookiePolicy: "Cookie Policy",
  /** The visible link to the same page in the other language. */
  otherLanguage: "Dansk",
  otherLanguageName: "Read this page in Danish",
  /** Marks a link whose page is in the other language. */
  inOtherLanguage: "(in Danish)",
  // The cart button's name and the return from a cancelled checkout, on every page; the cart's
  // other texts are cart-text.ts, loaded with the cart (decision 050).
  cart: "Shopping cart",
  cartOneItem: "Shopping cart, 1 item",
  cartItems: "Shopping cart, {count} items",
  cartCancelled: "Payment cancelled. Your cart is just as you left it.",
  checkoutCancelled: "Payment cancelled. Nothing was charged.",
  /** A session's checkout cancelled: on the page the booking began on (decision 047), in its language. */
  bookingStillHeld: "Payment cancelled. Your time is still held for you until {until}.",
  returnToPayment: "Return to payment",
  bookingReleased: "Payment cancelled. The time you reserved has been released; choose a new one with Book Session.",
};

export type ChromeText = typeof en;

/** English is in every page's first load; the Danish catalogue comes with the Danish pages' own modules (chrome-text.da.ts). */
export const englishChrome = en;
