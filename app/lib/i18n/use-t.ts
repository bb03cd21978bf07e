import { useMatches, useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import { messagesFor } from "./catalogues";
import { DEFAULT_LANGUAGE } from "./languages";
import type { Messages } from "./messages/en";
import { createTranslate, type Translate } from "./translate";

/** On the server: the whole catalogue of the host's language (it never reaches the browser). */
function useServerT(): Translate {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return createTranslate(messagesFor(data?.language.code ?? DEFAULT_LANGUAGE.code));
}

/**
 * In the browser: only the strings the page's loaders sent for its islands and toasts (`messages` in the
 * root's and the route's data, see pickMessages), so no page carries the catalogue in its data or code.
 */
function useBrowserT(): Translate {
  const matches = useMatches();
  const messages: Partial<Messages> = {};
  for (const match of matches) Object.assign(messages, (match.data as RootData | undefined)?.messages);
  return createTranslate(messages);
}

/** The current language's translate function. */
export const useT: () => Translate = import.meta.env.SSR ? useServerT : useBrowserT;

/** The current language and every language host. */
export function useLanguage() {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return {
    language: data?.language ?? DEFAULT_LANGUAGE,
    languages: data?.languages ?? [],
    origin: data?.origin ?? "",
  };
}
