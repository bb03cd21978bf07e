import { useLocation, useMatches } from "react-router";

/** What a page's loader returns when its address differs per language: its path on each language's host. */
export type LanguagePaths = { languagePaths: Record<string, string> };

function hasLanguagePaths(data: unknown): data is LanguagePaths {
  return typeof data === "object" && data !== null && "languagePaths" in data;
}

/**
 * The address of the current page on another language's host: the page's own path there when its loader
 * gives one (a record with a translated slug), else the current path; the query is kept.
 */
export function useLanguageHref(): (language: { code: string; origin: string }) => string {
  const { pathname, search } = useLocation();
  const matches = useMatches();
  const paths = matches.map((match) => match.loaderData).findLast(hasLanguagePaths)?.languagePaths;
  return (language) => `${language.origin}${paths?.[language.code] ?? pathname}${search}`;
}
