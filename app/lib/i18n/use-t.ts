import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { DEFAULT_LANGUAGE } from "./languages";
import { createTranslate } from "./translate";

/** The current language's translate function, from the root loader's catalogue. */
export function useT() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return createTranslate(data?.messages);
}

/** The current language and every language host. */
export function useLanguage() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return {
    language: data?.language ?? DEFAULT_LANGUAGE,
    languages: data?.languages ?? [],
    origin: data?.origin ?? "",
  };
}
