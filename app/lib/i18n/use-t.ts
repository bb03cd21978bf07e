import { createContext, useContext } from "react";
import { useRouteLoaderData } from "react-router";
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

/** The strings an island brought in its server HTML (`data-island-strings`, see <Island>). */
export const IslandMessages = createContext<Partial<Messages>>({});

/**
 * In the browser: only the strings the browser code in use needs, so no page carries the catalogue in
 * its data or its code: the toasts' (root loader data) and each island's own (decision 022).
 */
function useBrowserT(): Translate {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const island = useContext(IslandMessages);
  return createTranslate({ ...root?.messages, ...island });
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
