import { useMatches } from "react-router";
import { englishChrome, type ChromeText, type Language } from "./chrome-text";

/**
 * A page declares its language in its handle: `danishPage` (chrome-text.da.ts) for a Danish
 * page, which brings the Danish catalogue along. A page that follows a journey (a booking's
 * checkout and confirmation) gives `lang` as a function of its loader data. English is the default.
 */
export type LanguageHandle = { lang?: Language | ((data: unknown) => Language | undefined); chrome?: ChromeText };

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
  return languageOf(page) === "da" ? ((page?.handle as LanguageHandle).chrome ?? englishChrome) : englishChrome;
}

export function usePageLanguage(): Language {
  return pageLanguage(useMatches());
}

export function useChromeText(): ChromeText {
  return chromeTextOf(useMatches());
}
