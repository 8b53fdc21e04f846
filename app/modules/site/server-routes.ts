/**
 * The URLs the Express app serves in front of React Router, outside app/routes (issue 41): one
 * constant per path, and a list of them with the file that handles each, beside the page registry
 * (pages.json). app/routes/page-registry.test.ts fails when server/app.ts wires a path not listed
 * here, when one listed is not wired, and when one shadows a route file. The browser imports the
 * paths alone (the list is left out of its bundle).
 */
export const HEALTHZ_PATH = "/healthz";
export const READYZ_PATH = "/readyz";
export const METRICS_PATH = "/metrics";
export const BACKUP_PATH = "/_operations/backup";
export const CART_API = "/api/cart";
export const BOOKING_API = "/api/booking";
/** The resumable upload endpoint (tus); the admin check guards every request to it. */
export const ADMIN_UPLOAD_PATH = "/admin/uploads";

export const SERVER_ROUTES = [
  { path: HEALTHZ_PATH, file: "server/app.ts", why: "liveness: the process answers, and its database" },
  { path: READYZ_PATH, file: "server/operations.ts", why: "readiness for a load balancer (decision 027)" },
  { path: METRICS_PATH, file: "server/operations.ts", why: "Prometheus text, behind METRICS_TOKEN" },
  { path: BACKUP_PATH, file: "server/operations.ts", why: "npm run backup asks the running server (this machine only)" },
  { path: CART_API, file: "app/modules/shop/actions.server.ts", why: "the cart's JSON endpoint, batched (decision 021)" },
  { path: BOOKING_API, file: "app/modules/booking/api.server.ts", why: "the booking dialog's JSON endpoint (decision 021)" },
  { path: ADMIN_UPLOAD_PATH, file: "app/modules/admin/media-uploads.server.ts", why: "resumable lesson uploads (tus, decision 029)" },
] as const;
