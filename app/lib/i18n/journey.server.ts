import type { JourneyLanguage } from "./language";
import type { Language } from "./languages";
import { danishChrome } from "./chrome-text.da";

/** A journey page's `journey` loader data: its language, and the Danish chrome when it is Danish (decision 047). */
export function journeyLanguage(language: Language): JourneyLanguage {
  return language === "da" ? { language, chrome: danishChrome } : { language };
}
