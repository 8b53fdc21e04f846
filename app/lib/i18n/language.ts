import { useMatches } from "react-router";
import { englishChrome, type ChromeText, type Language } from "./chrome-text";

/**
 * A page declares its language in its handle: `danishPage` (chrome-text.da.ts) for a Danish
 * page, which brings the Danish catalogue along. A page that follows a journey (a booking's
 * checkout and confirmation) is a `journeyPage`: its loader says the language and brings the
 * catalogue (`journeyLanguage`, journey.server.ts). English is the default.
 */
export type LanguageHandle = {
  lang?: Language | ((data: unknown) => Language | undefined);
  chrome?: ChromeText | ((data: unknown) => ChromeText | undefined);
};

/** What a journey page's loader returns under `journey`. */
export interface JourneyLanguage {
  language: Language;
  /** The chrome's catalogue when it is not English, so no browser bundle carries it. */
  chrome?: ChromeText;
}

const journeyOf = (data: unknown) => (data as { journey?: JourneyLanguage } | null | undefined)?.journey;

/** The handle of a page whose language is its journey's (the order's, or the link's `?lang`). */
export const journeyPage = {
  lang: (data: unknown) => journeyOf(data)?.language,
  chrome: (data: unknown) => journeyOf(data)?.chrome,
} satisfies LanguageHandle;

type Match = { handle?: unknown; loaderData?: unknown };

function languageOf(match: Match | undefined): Language | undefined {
  const lang = (match?.handle as LanguageHandle | undefined)?.lang;
  return typeof lang === "function" ? lang(match?.loaderData) : lang;
}

function deepestDeclaring(matches: readonly Match[]): Match | undefined {
  for (let i = matches.length - 1; i >= 0; i--) if (languageOf(matches[i])) return matches[i];
  return undefined;
}

export function pageLanguage(matches: readonly Match[]): Language {
  return languageOf(deepestDeclaring(matches)) ?? "en";
}

/** The chrome's texts in the page's language; English where the page brought no other catalogue. */
export function chromeTextOf(matches: readonly Match[]): ChromeText {
  const page = deepestDeclaring(matches);
  if (languageOf(page) !== "da") return englishChrome;
  const chrome = (page?.handle as LanguageHandle).chrome;
  return (typeof chrome === "function" ? chrome(page?.loaderData) : chrome) ?? englishChrome;
}

export function usePageLanguage(): Language {
  return pageLanguage(useMatches());
}

export function useChromeText(): ChromeText {
  return chromeTextOf(useMatches());
}
