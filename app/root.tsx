import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, href } from "react-router";
import { useEffect } from "react";
import type { Route } from "./+types/root";
import appStylesheet from "./app.css?url";
import fontsStylesheet from "./fonts.css?url";
import { SiteHeader } from "~/components/layout/site-header";
import { SiteFooter } from "~/components/layout/site-footer";
import { NotFound } from "~/components/layout/not-found";
import { LazyToaster } from "~/components/ui/lazy-toaster";
import { useNonce } from "~/lib/nonce";
import { useOptionalRootData, type RootData } from "~/components/layout/site-data";
import { loadSiteProfile } from "~/modules/site/profile.server";
import { publicOrigin } from "~/lib/origin.server";
import { useRenderedRequestId } from "~/lib/request-id";
import { CheckoutCancelledNotice } from "~/components/payments/checkout-cancelled-notice";
import { headerViewer } from "~/modules/shop/header-viewer.server";
import { checkoutCancelNotice } from "~/modules/shop/actions.server";
import { useChromeText, usePageLanguage } from "~/lib/i18n/language";
import { LanguageAlternates } from "~/components/layout/language-switch";
import { ScrollRestoration } from "~/components/layout/scroll-restoration";

// The stylesheet carries a React `precedence`, which puts it first in the head: the first paint
// waits for it. The web fonts wait for the first paint instead (decision 042): it shows the words
// in their metric-matched fallbacks. With script, the page's own scripts declare the fonts
// (app/lib/scripts-after-first-paint.server.ts: from the cache before the next visit's first
// paint, never as a swap under the visitor's eyes); without, the <noscript> below links them.
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: appStylesheet, precedence: "default" } as never,
  // Raster icons, not the SVG they are drawn from: Chrome builds an SVG favicon as a document on
  // the page's main thread just after the first paint (decision 060).
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** Only used when a page failed: its own meta is not rendered then. */
export const meta: Route.MetaFunction = ({ error, data }) => {
  if (!error) return [];
  const site = data?.profile.businessName ?? "";
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? "Page not found" : status === 403 ? "No access" : "Unexpected error";
  return [{ title: `${title} · ${site}` }, { name: "robots", content: "noindex" }];
};

export async function loader({ request }: Route.LoaderArgs): Promise<RootData> {
  const [checkoutCancelled, viewer] = await Promise.all([checkoutCancelNotice(request), headerViewer(request)]);
  // `viewer` only when there is one: an anonymous visitor's page stays byte for byte the same.
  return { profile: loadSiteProfile(), origin: publicOrigin(request), checkoutCancelled, ...(viewer ? { viewer } : {}) };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const lang = usePageLanguage();
  const text = useChromeText();
  const data = useOptionalRootData();
  // Marks the page as hydrated: its modules load only after the first paint (decision 007),
  // and browser tests wait for this before they use controls that need script.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#120f1c" />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href={fontsStylesheet} />
        </noscript>
        <LanguageAlternates />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-control focus:bg-amber-400 focus:px-4 focus:py-2 focus:text-ink-950"
        >
          {text.skipToContent}
        </a>
        {data ? <SiteHeader profile={data.profile} /> : null}
        <main id="main" className="flex-1" tabIndex={-1}>
          {data?.checkoutCancelled ? <CheckoutCancelledNotice notice={data.checkoutCancelled} /> : null}
          {children}
        </main>
        {data ? <SiteFooter profile={data.profile} /> : null}
        <LazyToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const requestId = useRenderedRequestId();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim()
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <section className="mx-auto max-w-2xl px-6 py-24">
      <h1 className="text-3xl text-ink-900">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted">{message}</p>
      {requestId ? (
        <p className="mt-2 text-sm text-muted">
          Reference:{" "}
          <code id="request-id" data-testid="request-id">
            {requestId}
          </code>
        </p>
      ) : null}
      {import.meta.env.DEV && error instanceof Error && error.stack ? (
        <pre className="mt-6 overflow-auto rounded-card bg-sand-100 p-4 text-sm">{error.stack}</pre>
      ) : null}
      <a href={href("/")} className="mt-8 inline-block font-medium text-ink-800 underline underline-offset-4">
        Return to Home
      </a>
    </section>
  );
}
