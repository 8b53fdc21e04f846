/**
 * A kept anonymous page is sent without Cross-Origin-Opener-Policy (decision 057), so a site that
 * opened it with `window.open` keeps a reference to its window and could later send that window
 * somewhere else. While such an opener is there, following one of the site's links is left to the
 * browser: a document load, not the router's client-side navigation. The first page that comes
 * with the header (sign-in, an account, anything rendered for its visitor) then moves the window
 * to a browsing-context group of its own, out of the opener's reach.
 */
export function documentLoadsUnderAnOpener() {
  if (window.opener === null) return;
  window.addEventListener(
    "click",
    (event) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      // React listens at the document: a listener on the window, in the capture phase, runs
      // before it. Without its handler, the browser follows the link as it would without script.
      event.stopPropagation();
    },
    { capture: true },
  );
}
