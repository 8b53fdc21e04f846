import { lazy, memo, Suspense, useEffect, type ComponentType } from "react";

type Module<P> = { default: ComponentType<P> };

/**
 * A part of a page whose code the browser loads only when the part comes near the viewport,
 * or the visitor points or tabs into it. The server renders it whole (pass the component as
 * `rendered` there, `undefined` in the browser so the bundler leaves it out); while its code
 * is on its way, React keeps the server's markup as it is and hydrates it when it arrives
 * (decision 042). On a client-side navigation, where there is no server markup, it loads at once.
 */
export function hydrateWhenVisible<P extends object>(name: string, rendered: ComponentType<P> | undefined, load: () => Promise<Module<P>>) {
  const Part =
    rendered ??
    lazy(async () => {
      const serverMarkup = placeholder(name) !== null;
      await whenReached(name);
      const module = await load();
      return serverMarkup ? module : { default: scrollsToHash(module.default) };
    });
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

const placeholder = (name: string) => (typeof document === "undefined" ? null : document.querySelector(`[data-hydrate-when-visible="${name}"]`));

/**
 * On a client-side navigation to an anchor inside the part (/#contact from another page), the
 * router scrolls before the part's code has arrived, to a section not there yet: scroll again.
 */
function scrollsToHash<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function ScrollsToHash(props: P) {
    useEffect(() => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (id) document.getElementById(id)?.scrollIntoView();
    }, []);
    return <Component {...props} />;
  };
}

/**
 * Resolves when the placeholder named `name` is scrolled into view or pointed or tabbed into.
 * Its first 80 px do not count: a section's top padding peeking under a tall hero shows nothing to use.
 */
export function whenReached(name: string): Promise<void> {
  const place = placeholder(name);
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
