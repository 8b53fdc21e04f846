import { Link, useMatches } from "react-router";
import { useOptionalRootData } from "./site-data";
import { pageLanguage, useChromeText } from "~/lib/i18n/language";
import type { Language } from "~/lib/i18n/chrome-text";

/** A page that exists in both languages names its other version: `handle = { lang: "da", alternate: "/en/…" }`. */
export type AlternateHandle = { alternate?: string };

export function pageAlternate(matches: readonly { handle?: unknown; pathname: string; loaderData?: unknown }[]) {
  const page = matches.at(-1);
  const alternate = (page?.handle as AlternateHandle | undefined)?.alternate;
  if (!page || !alternate) return null;
  const lang = pageLanguage(matches);
  const other: Language = lang === "da" ? "en" : "da";
  return { versions: { [lang]: page.pathname, [other]: alternate } as Record<Language, string>, other, path: alternate };
}

/** `<link rel="alternate" hreflang>` for both versions (search engines want each page to list itself too). */
export function LanguageAlternates() {
  const origin = useOptionalRootData()?.origin ?? "";
  const alternate = pageAlternate(useMatches());
  if (!alternate) return null;
  return (
    <>
      {(Object.entries(alternate.versions) as [Language, string][]).map(([lang, path]) => (
        <link key={lang} rel="alternate" hrefLang={lang} href={`${origin}${path}`} />
      ))}
    </>
  );
}

/** The visible link to the page's other language, shown only where that version exists. */
export function LanguageSwitch() {
  const text = useChromeText();
  const alternate = pageAlternate(useMatches());
  if (!alternate) return null;
  return (
    <Link
      to={alternate.path}
      hrefLang={alternate.other}
      lang={alternate.other}
      title={text.otherLanguageName}
      className="inline-flex min-h-11 items-center rounded-control px-2.5 text-sm font-medium text-ivory/85 underline-offset-4 transition-colors hover:text-amber-300 hover:underline"
    >
      {text.otherLanguage}
    </Link>
  );
}
