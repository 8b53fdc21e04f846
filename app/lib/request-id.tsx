import { createContext, useContext, useState } from "react";

const RequestIdContext = createContext<string | undefined>(undefined);

/** Set by entry.server.tsx around the server render: the id of the request being answered. */
export const RequestIdProvider = RequestIdContext.Provider;

/**
 * The request id an error page shows, so a visitor can quote it. On the server it is the
 * request's own; in the browser it is the one the server's error page carried (read once from
 * the page), so hydration renders the same. Pages that did not fail never carry it: an
 * anonymous page stays the same for every visitor (cacheable; issue 26).
 */
export function useRenderedRequestId(): string | undefined {
  const onServer = useContext(RequestIdContext);
  return useState(() => onServer ?? globalThis.document?.getElementById("request-id")?.textContent ?? undefined)[0];
}
