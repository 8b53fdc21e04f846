import { createHash } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { E2E_ADMIN } from "../support/accounts";

// The render cache of anonymous pages (decision 041), as visitors meet it: what one visitor is
// answered personally (signed in, a post, an error) never reaches another, kept pages carry
// their scripts' hashes instead of a nonce, and revalidation answers 304.

const DETAILS = "/courses/voice-elevated/details";
let contexts: APIRequestContext[] = [];

/** A visitor of their own: a fresh cookie jar. */
async function visitor(playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } }) {
  const context = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  contexts.push(context);
  return context;
}

test.afterEach(async () => {
  await Promise.all(contexts.map((context) => context.dispose()));
  contexts = [];
});

test("an anonymous page is kept: the same bytes, its scripts allowed by hash, 304 on revalidation", async ({ playwright }) => {
  const anonymous = await visitor(playwright);
  const first = await anonymous.get("/courses");
  const kept = await anonymous.get("/courses");
  const headers = kept.headers();
  expect(headers["x-render-cache"]).toBe("hit");
  // The same bytes for everyone carry no Cross-Origin-Opener-Policy, kept or just made (decision 057).
  expect(first.headers()["cross-origin-opener-policy"]).toBeUndefined();
  expect(headers["cross-origin-opener-policy"]).toBeUndefined();
  expect(headers["cache-control"]).toBe("public, no-cache");
  expect(headers["vary"]).toMatch(/^Cookie\b/);
  expect(headers["etag"]).toMatch(/^W\/"[\w-]+"$/);
  const html = await kept.text();
  expect(html).not.toMatch(/\snonce="/);
  const policy = headers["content-security-policy"]!;
  expect(policy).not.toContain("nonce");
  const scriptSources = /script-src ([^;]*)/.exec(policy)![1]!.split(" ");
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter((match) => !/\ssrc=/.test(match[1]!));
  expect(inline.length).toBeGreaterThan(0);
  for (const [, , code] of inline) expect(scriptSources).toContain(`'sha256-${createHash("sha256").update(code!).digest("base64")}'`);
  expect(scriptSources).toEqual(expect.arrayContaining(["'self'"]));

  const again = await anonymous.get("/courses", { headers: { "If-None-Match": headers["etag"]! } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe("");

  // Answered in front of the middleware (server.js), a hit keeps every header the middleware gives a page.
  expect(headers["x-request-id"]).toMatch(/^[\w.:@-]+$/);
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"]).toContain("camera=()");
  expect(headers["strict-transport-security"]).toBeUndefined();

  // A campaign link is the bare page: the same bytes, and nothing of its query in them.
  const campaign = `spring-${Date.now()}`;
  const tracked = await anonymous.get(`/courses?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}&fbclid=IwAR0x`);
  expect(tracked.headers()["x-render-cache"]).toBe("hit");
  expect(tracked.headers()["etag"]).toBe(headers["etag"]);
  expect(await tracked.text()).not.toContain(campaign);

  // Any other query string is rendered for its visitor, as before: a nonce, nothing kept.
  const queried = await anonymous.get("/courses?utm_source=newsletter&page=2");
  expect(queried.headers()["x-render-cache"]).toBeUndefined();
  expect(queried.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  expect(queried.headers()["cross-origin-opener-policy"]).toBe("same-origin");
});

test("a signed-in page, a post's answer and an error page never reach an anonymous visitor", async ({ playwright }) => {
  const signedIn = await visitor(playwright);
  const login = await signedIn.post("/login", { form: { email: E2E_ADMIN.email, password: E2E_ADMIN.password }, maxRedirects: 0 });
  expect(login.headers()["set-cookie"]).toContain("session_token");

  // The admin has not bought Voice Elevated: signed in, its materials offer the purchase.
  const personal = await signedIn.get(DETAILS);
  expect(personal.headers()["x-render-cache"]).toBe("bypass");
  expect(personal.headers()["cache-control"]).toMatch(/private/);
  expect(personal.headers()["cross-origin-opener-policy"]).toBe("same-origin");
  expect(await personal.text()).toContain("Purchase Course");

  for (let n = 0; n < 2; n++) {
    const anonymous = await visitor(playwright);
    const page = await anonymous.get(DETAILS);
    expect(["hit", "miss"]).toContain(page.headers()["x-render-cache"]);
    const html = await page.text();
    expect(html).toContain("Login to Access");
    expect(html).not.toContain("Purchase Course");
  }

  // The shop's add without JavaScript answers with the guest's cart cookie and a notice.
  const poster = await visitor(playwright);
  const added = await poster.post("/shop", { form: { productId: "tea-mug" } });
  expect(added.headers()["set-cookie"]).toMatch(/cart_session_id=/);
  const afterPost = await (await visitor(playwright)).get("/shop");
  expect(afterPost.headers()["set-cookie"]).toBeUndefined();
  expect(afterPost.headers()["x-render-cache"]).not.toBe("bypass");
  // The poster's own next page is theirs: the cart cookie bypasses the cache.
  expect((await poster.get("/shop")).headers()["x-render-cache"]).toBe("bypass");

  // An error page is rendered for each visitor, never kept.
  const missing = `/no-such-page-${Date.now()}`;
  for (let n = 0; n < 2; n++) {
    const answer = await (await visitor(playwright)).get(missing);
    expect(answer.status()).toBe(404);
    expect(answer.headers()["x-render-cache"]).not.toBe("hit");
    expect(answer.headers()["etag"]).toBeUndefined();
  }
});

test("files of the build are still served from the list read at start, and a page path is not looked for on disk", async ({ playwright }) => {
  const anonymous = await visitor(playwright);
  const icon = await anonymous.get("/favicon.svg");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toMatch(/image\/svg\+xml/);
  expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
  expect(icon.headers()["x-render-cache"]).toBeUndefined();
  // The icons pages link, and the paths browsers and crawlers ask for unbidden: files, not 404 pages.
  const ico = await anonymous.get("/favicon.ico");
  expect(ico.status()).toBe(200);
  expect(ico.headers()["content-type"]).toMatch(/^image\/(vnd\.microsoft\.icon|x-icon)/);
  const touch = await anonymous.get("/apple-touch-icon.png");
  expect(touch.status()).toBe(200);
  expect(touch.headers()["content-type"]).toBe("image/png");
  const head = (await (await anonymous.get("/")).text()).split("</head>")[0]!;
  expect(head).toContain(`<link rel="icon" href="/favicon.ico" sizes="32x32"/>`);
  expect(head).toContain(`<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>`);
  expect(head).not.toContain("image/svg+xml");
  // Not a file: the site's own 404 page, with the page headers.
  const missing = await anonymous.get(`/favicon-${Date.now()}.svg`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()["content-type"]).toMatch(/text\/html/);
});
