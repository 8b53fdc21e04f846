import { afterEach, describe, expect, it, vi } from "vitest";
import { restoreScrollScript, scrollPositionsStorageKey } from "./scroll-restoration";

/** Runs the page's script text against a stand-in window, history and sessionStorage. */
function runInPage(historyState: unknown, stored: string | null | Error) {
  const history = { state: historyState, replaceState: vi.fn() };
  const scrollTo = vi.fn();
  const sessionStorage = {
    getItem: vi.fn(() => {
      if (stored instanceof Error) throw stored;
      return stored;
    }),
    removeItem: vi.fn(() => {
      if (stored instanceof Error) throw stored;
    }),
  };
  vi.stubGlobal("window", { history, scrollTo });
  vi.stubGlobal("sessionStorage", sessionStorage);
  new Function(restoreScrollScript)();
  return { history, scrollTo, sessionStorage };
}

afterEach(() => vi.unstubAllGlobals());

describe("the scroll restoration script", () => {
  it("gives a new history entry a key and leaves sessionStorage alone", () => {
    const page = runInPage(null, JSON.stringify({ abc: 300 }));
    expect(page.history.replaceState).toHaveBeenCalledOnce();
    const [state] = page.history.replaceState.mock.calls[0] as [{ key: string }];
    expect(state.key).toMatch(/^[0-9a-v]+$/);
    expect(page.sessionStorage.getItem).not.toHaveBeenCalled();
    expect(page.scrollTo).not.toHaveBeenCalled();
  });

  it("treats a state without a key (one a script pushed) as a new entry", () => {
    const page = runInPage({ usr: "x" }, JSON.stringify({}));
    expect(page.history.replaceState).toHaveBeenCalledOnce();
    expect(page.sessionStorage.getItem).not.toHaveBeenCalled();
  });

  it("scrolls a reloaded entry back to where it was left, from React Router's storage key", () => {
    const page = runInPage({ key: "abc", idx: 2 }, JSON.stringify({ abc: 1234, other: 5 }));
    expect(page.sessionStorage.getItem).toHaveBeenCalledWith(scrollPositionsStorageKey);
    expect(page.scrollTo).toHaveBeenCalledWith(0, 1234);
    expect(page.history.replaceState).not.toHaveBeenCalled();
  });

  it("stays at the top when nothing was saved for the entry", () => {
    expect(runInPage({ key: "abc" }, null).scrollTo).not.toHaveBeenCalled();
    expect(runInPage({ key: "abc" }, JSON.stringify({ abc: "1234" })).scrollTo).not.toHaveBeenCalled();
  });

  it("clears saved positions it cannot read, and survives storage that is switched off", () => {
    const garbled = runInPage({ key: "abc" }, "{not json");
    expect(garbled.sessionStorage.removeItem).toHaveBeenCalledWith(scrollPositionsStorageKey);
    expect(() => runInPage({ key: "abc" }, new Error("SecurityError"))).not.toThrow();
  });
});
