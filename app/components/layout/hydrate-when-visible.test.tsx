// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { hydrateWhenVisible, whenReached } from "./hydrate-when-visible";

type Callback = (entries: { isIntersecting: boolean }[]) => void;
let reportIntersection: Callback = () => {};

function fakeIntersectionObserver() {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Callback) {
        reportIntersection = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
}

const settled = async (promise: Promise<void>) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("whenReached", () => {
  it("resolves at once where the server rendered no placeholder (a client-side navigation)", async () => {
    fakeIntersectionObserver();
    expect(await settled(whenReached("nowhere"))).toBe(true);
  });

  it("waits until the placeholder is scrolled into view", async () => {
    fakeIntersectionObserver();
    document.body.innerHTML = `<div data-hydrate-when-visible="part"></div>`;
    const reached = whenReached("part");
    reportIntersection([{ isIntersecting: false }]);
    expect(await settled(reached)).toBe(false);
    reportIntersection([{ isIntersecting: true }]);
    expect(await settled(reached)).toBe(true);
  });

  it("resolves when the visitor tabs into the placeholder before it is in view", async () => {
    fakeIntersectionObserver();
    document.body.innerHTML = `<div data-hydrate-when-visible="part"><a href="/x">x</a></div>`;
    const reached = whenReached("part");
    document.querySelector("a")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(await settled(reached)).toBe(true);
  });
});

describe("hydrateWhenVisible", () => {
  it("renders the part inside its placeholder, at once where it is given (the server)", () => {
    const Part = hydrateWhenVisible(
      "part",
      ({ text }: { text: string }) => <p>{text}</p>,
      () => Promise.reject(new Error("not loaded on the server")),
    );
    const { container } = render(<Part text="Below the fold" />);
    expect(screen.getByText("Below the fold").closest("[data-hydrate-when-visible='part']")).toBe(container.firstChild);
  });

  it("loads the part where it is not given (the browser)", async () => {
    const Part = hydrateWhenVisible("lazy-part", undefined, async () => ({ default: ({ text }: { text: string }) => <p>{text}</p> }));
    render(<Part text="Loaded" />);
    expect(await screen.findByText("Loaded")).toBeTruthy();
  });
});
