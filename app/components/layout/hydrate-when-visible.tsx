import { lazy, memo, Suspense, type ComponentType } from "react";

type Module<P> = { default: ComponentType<P> };

/**
 * A part of a page whose code the browser loads only when the part comes near the viewport,
 * or the visitor points or tabs into it. The server renders it whole (pass the component as
 * `rendered` there, `undefined` in the browser so the bundler leaves it out); while its code
 * is on its way, React keeps the server's markup as it is and hydrates it when it arrives
 * (decision 042). On a client-side navigation, where there is no server markup, it loads at once.
 */
export function hydrateWhenVisible<P extends object>(name: string, rendered: ComponentType<P> | undefined, load: () => Promise<Module<P>>) {
  const Part = rendered ?? lazy(() => whenReached(name).then(load));
  function WhenVisible(props: P) {
    return (
      <div data-hydrate-when-visible={name}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  // A revalidation hands the page equal data in new objects; new props on a part that is not
  // hydrated yet would make React drop the server's markup and show the empty fallback.
  return memo(WhenVisible, (before, after) => JSON.stringify(before) === JSON.stringify(after));
}

/**
 * Resolves when the placeholder named `name` is scrolled into view or pointed or tabbed into.
 * Its first 80 px do not count: a section's top padding peeking under a tall hero shows nothing to use.
 */
export function whenReached(name: string): Promise<void> {
  const place = typeof document === "undefined" ? null : document.querySelector(`[data-hydrate-when-visible="${name}"]`);
  if (!place || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((resolve) => {
    const interactions = ["pointerover", "focusin", "touchstart"] as const;
    const reached = () => {
      observer.disconnect();
      for (const type of interactions) place.removeEventListener(type, reached);
      resolve();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && reached(), { rootMargin: "0px 0px -80px 0px" });
    observer.observe(place);
    for (const type of interactions) place.addEventListener(type, reached, { passive: true });
  });
}
