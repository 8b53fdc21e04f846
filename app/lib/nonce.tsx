import { createContext, useContext } from "react";

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The request's CSP nonce on the server; undefined in the browser, where it is not needed. */
export function useNonce() {
  return useContext(NonceContext);
}
