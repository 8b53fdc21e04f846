import { expect, test, type Page } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

test.describe("server", () => {
  test("answers /healthz when the database answers", { tag: "@smoke" }, async ({ request }) => {
    const response = await request.get("/healthz");
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  test("sends security headers and a nonce- or hash-based CSP that the page satisfies", { tag: "@smoke" }, async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto("/privacy-policy");
    const headers = response!.headers();
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    const csp = headers["content-security-policy"]!;
    // A page from the render cache allows its inline scripts by hash, any other by the request's nonce (decision 041).
    expect(csp).toMatch(/script-src 'self' (?:'nonce-[A-Za-z0-9+/=]{20,}'|'sha256-[A-Za-z0-9+/=]{44}'(?: 'sha256-[A-Za-z0-9+/=]{44}')*);/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(["gzip", "br"]).toContain(headers["content-encoding"]);
    // Hydration ran (the inline scripts were allowed): client navigation works.
    await page.getByRole("link", { name: "Terms of Service" }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    expect(violations).toEqual([]);
  });

  test("serves hashed assets with a long immutable cache", async ({ request }) => {
    const html = await (await request.get("/cookie-policy")).text();
    const asset = /\/assets\/[\w.-]+-[\w-]{8}\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    // A hashed name that does not exist is a plain 404, not the HTML app.
    expect((await request.get("/assets/missing-00000000.js")).status()).toBe(404);
  });
});

test.describe("first load", () => {
  /** True when a click on the link was handled by the hydrated app, without loading a new document. */
  async function navigatesInApp(page: Page, link: string, url: RegExp) {
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole("link", { name: link }).first().click();
    await expect(page).toHaveURL(url);
    return page.evaluate(() => "sameDocument" in window);
  }

  /** When the page's first contentful paint and parsing ended, and when each of its module fetches started. */
  function loadTiming(page: Page) {
    return page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      parsed: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
      moduleStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
  }

  test("fetches the page's modules only after its first contentful paint, then hydrates", async ({ page }) => {
    await page.goto("/", { waitUntil: "networkidle" });
    const timing = await loadTiming(page);
    expect(timing.moduleStarts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.moduleStarts)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
    expect(await navigatesInApp(page, "Explore Courses", /\/courses$/)).toBe(true);
  });

  test("paints without fetching a stylesheet: the rules are in the document, and pages reached in the app keep them", async ({ page }) => {
    const stylesheetRequests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet" || new URL(request.url()).pathname.endsWith(".css")) stylesheetRequests.push(request.url());
    });
    const consoleErrors: string[] = [];
    page.on("console", (message) => message.type() === "error" && consoleErrors.push(message.text()));
    await page.goto("/", { waitUntil: "networkidle" });
    // The rules arrive inside the head; the build's file is there only for React to adopt, disabled.
    expect(await page.locator("head > style").evaluateAll((styles) => styles.some((style) => (style.textContent ?? "").includes("@layer utilities")))).toBe(
      true,
    );
    await expect(page.locator('head link[rel="stylesheet"][data-precedence]')).toHaveAttribute("disabled", "");
    const styled = () => page.evaluate(() => getComputedStyle(document.querySelector("header")!).position);
    expect(await styled()).toBe("sticky");
    // Hydration adopted the page as it was (no client render, which would have logged an error).
    expect(await navigatesInApp(page, "Explore Courses", /\/courses$/)).toBe(true);
    expect(await styled()).toBe("sticky");
    await expect(page.locator('link[rel="stylesheet"][data-precedence]')).toHaveCount(1);
    expect(stylesheetRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test("in a tab opened in the background, fetches them while the page is parsed", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Document.prototype, "visibilityState", { get: () => "hidden" }));
    await page.goto("/", { waitUntil: "networkidle" });
    const timing = await loadTiming(page);
    expect(timing.moduleStarts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.moduleStarts)).toBeLessThan(timing.parsed);
    expect(await navigatesInApp(page, "Explore Courses", /\/courses$/)).toBe(true);
  });
});

test.describe("web fonts", () => {
  /** Sums the page's layout shifts that followed no input, from its start. */
  const observeLayoutShifts = () =>
    new PerformanceObserver((list) => {
      const page = window as unknown as { layoutShift?: number };
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput) page.layoutShift = (page.layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { layoutShift?: number }).layoutShift ?? 0);
  const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const fontsLoaded = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === "loaded")
        .map((face) => face.family.replaceAll('"', ""))
        .sort(),
    );

  // The page paints in the metric-matched fallbacks; the fonts come after that paint (decision
  // 042). Held here until the page has painted, they must move nothing when they arrive, on any
  // device's fallback font: they are used from the next visit's first paint.
  test("arriving late on /courses, they shift no layout (CLS 0), and the next visit paints with them", async ({ page }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = new Set<string>();
    await page.route(/\.woff2$/, async (route) => {
      held.add(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    await page.addInitScript(observeLayoutShifts);
    await page.goto("/courses");
    await expect.poll(() => held.size).toBe(2);
    release();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("web-fonts-cached"))).toBe("1");
    await nextFrames(page);
    expect(await layoutShift(page)).toBeLessThan(0.001);

    // Routing turns the browser's cache off.
    await page.unroute(/\.woff2$/);
    await page.reload();
    await page.evaluate(() => document.fonts.ready);
    await nextFrames(page);
    expect(await fontsLoaded(page)).toEqual(["Fraunces Variable", "Inter Variable"]);
    expect(await layoutShift(page)).toBeLessThan(0.001);
  });
});

test.describe("404", () => {
  for (const path of ["/this-page-does-not-exist", "/about-someone-else", "/courses/nope/deeper"]) {
    test(`unknown path ${path} answers 404 with the page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response!.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
      const home = page.getByRole("link", { name: "Return to Home" });
      await expect(home).toHaveAttribute("href", "/");
      await expectNoSeriousAxeViolations(page);
      await home.click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test.describe("legal pages", () => {
  const pages = [
    { path: "/privacy-policy", title: "Privacy Policy", sections: 8 },
    { path: "/terms-of-service", title: "Terms of Service", sections: 8 },
    { path: "/cookie-policy", title: "Cookie Policy", sections: 6 },
  ];
  for (const legal of pages) {
    test(`${legal.path} has its ${legal.sections} sections and a mailto contact`, async ({ page }) => {
      const response = await page.goto(legal.path);
      expect(response!.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.title);
      await expect(page.locator("main h2")).toHaveCount(legal.sections);
      await expect(page.locator('main a[href^="mailto:"]')).toHaveAttribute("href", /^mailto:.+@.+/);
      await expect(page).toHaveTitle(new RegExp(legal.title));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${legal.path}$`));
      expect(await page.locator("html").getAttribute("lang")).toBe("en");
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("the footer links to every legal page", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const legal of pages) {
      await expect(footer.getByRole("link", { name: legal.title })).toHaveAttribute("href", legal.path);
    }
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
  });
});

test.describe("header", () => {
  test("the header marks when the page has scrolled more than 50 px", async ({ page }) => {
    await page.goto("/privacy-policy");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute("data-scrolled", "true");
  });
});

test.describe("scroll restoration", () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

  test("a first visit reads no saved position before its first paint; a reload and the back button return to where the visitor was", async ({ page }) => {
    // The page's own script reads sessionStorage only for an entry that already has a key
    // (decision 052). It runs before React Router's context script; the router reads the
    // storage itself later, once its modules run.
    await page.addInitScript(() => {
      const reads: string[] = [];
      Object.assign(window, { sessionReadsBeforeRouter: reads });
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (key: string) {
        if (this === window.sessionStorage && !("__reactRouterContext" in window)) reads.push(key);
        return getItem.call(this, key);
      };
    });
    const readsBeforeRouter = () => page.evaluate(() => (window as unknown as { sessionReadsBeforeRouter: string[] }).sessionReadsBeforeRouter);
    await page.goto("/privacy-policy");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await readsBeforeRouter()).toEqual([]);
    expect(await page.evaluate(() => typeof window.history.state?.key)).toBe("string");

    await page.evaluate(() => window.scrollTo(0, 500));
    // The header slims once the page has scrolled, and scroll anchoring keeps the text in place:
    // positions are compared within its change of height.
    await expect(page.getByRole("banner")).toHaveAttribute("data-scrolled", "true");
    await expect.poll(() => scrollY(page)).toBeGreaterThan(400);
    const left = await scrollY(page);
    await page.reload();
    await expect.poll(async () => Math.abs((await scrollY(page)) - left)).toBeLessThanOrEqual(16);
    expect(await readsBeforeRouter()).toEqual(["react-router-scroll-positions"]);

    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const terms = page.getByRole("contentinfo").getByRole("link", { name: "Terms of Service" });
    await terms.scrollIntoViewIfNeeded();
    const atClick = await scrollY(page);
    await terms.click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect.poll(() => scrollY(page)).toBe(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect.poll(async () => Math.abs((await scrollY(page)) - atClick)).toBeLessThanOrEqual(16);
  });
});
