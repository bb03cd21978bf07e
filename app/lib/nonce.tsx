import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

/** Provides the request's CSP nonce to the document during server rendering. */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce for inline scripts (undefined in the browser, where it is no longer needed). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
