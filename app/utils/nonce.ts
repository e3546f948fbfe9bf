import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce (app/entry.server.tsx), for the inline and module
 * scripts the root layout renders. Undefined in the browser, which hides nonces from the DOM; the
 * scripts that need one are only ever rendered on the server.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
