import type { IncomingMessage, ServerResponse } from "node:http";

type NonceSource = (req: IncomingMessage, res: ServerResponse) => string;

/**
 * The site's Content-Security-Policy. Scripts only from our origin or with the request's
 * nonce (React Router's inline hydration data). Styles allow inline attributes because
 * Radix positions popovers with style attributes. YouTube appears only as the
 * privacy-enhanced player and its thumbnails; checkout redirects go to Stripe.
 */
export function contentSecurityPolicy(nonce: NonceSource) {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", nonce],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", "https://i.ytimg.com"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["https://www.youtube-nocookie.com"],
    "media-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'", "https://checkout.stripe.com"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * The same policy as a header value, with `scriptSources` where the nonce goes: the render
 * cache's pages carry no nonce and allow their own inline scripts by hash (decision 041).
 */
export function contentSecurityPolicyWith(scriptSources: string[]): string {
  return Object.entries(contentSecurityPolicy(() => ""))
    .map(([name, values]) => [name, ...values.flatMap((value) => (typeof value === "function" ? scriptSources : [value]))].join(" "))
    .join(";");
}
