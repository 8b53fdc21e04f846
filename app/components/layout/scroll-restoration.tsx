import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

// React Router's own <ScrollRestoration> writes a script that runs before the first paint: it
// gives a new history entry a key, then reads sessionStorage for a position saved under that key.
// A key made that instant has nothing saved under it, yet the read is the page's first use of
// sessionStorage, a synchronous trip to the browser process while it is busy loading the page:
// 2–10 ms of the main thread in our traces, four times that on Lighthouse's phone (decision 052).
// This script reads it only for an entry that already has a key (a reload, or back and forward
// to a page the browser did not keep). The router's own part (positions kept on client-side
// navigation, saved when the page is left) is React Router's hook, unchanged.

/** React Router's storage key, so positions it saved before this change still restore. */
export const scrollPositionsStorageKey = "react-router-scroll-positions";

/** Runs in the page, as its text: no closure, only globals. */
export function restoreScrollPosition(storageKey: string) {
  const key: unknown = window.history.state?.key;
  if (typeof key !== "string" || key === "") {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(storageKey) || "{}")?.[key];
    if (typeof saved === "number") window.scrollTo(0, saved);
  } catch {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // Storage is switched off: there is nothing to restore and nothing to clear.
    }
  }
}

export const restoreScrollScript = `(${restoreScrollPosition.toString()})(${JSON.stringify(scrollPositionsStorageKey)})`;

export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: scrollPositionsStorageKey });
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}
