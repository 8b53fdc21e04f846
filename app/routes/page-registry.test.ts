import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pagePath, pageRegistry, sitePages } from "~/modules/site/pages";
import { aboutPath, artistPath } from "~/modules/site/profile";
import { salesPath, SALES_COURSE_IDS } from "~/modules/sales/courses";
import * as serverRoutes from "~/modules/site/server-routes";

/** Route modules that are not pages of their own, and why. Every other route file must have a registry entry. */
const notPages: Record<string, string> = {
  "$.tsx": "the 404 page for any unknown URL",
  "api.contact.tsx": "form endpoint; its page shows only after a post without JavaScript (noindex)",
  "api.newsletter.tsx": "form endpoint; its page shows only after a post without JavaScript (noindex)",
  "newsletter.confirm.$token.tsx": "dynamic: one URL per e-mailed link (noindex)",
  "newsletter.unsubscribe.$token.tsx": "dynamic: one URL per e-mailed link (noindex)",
  "payment-success.tsx": "dynamic: one per order, reached from the payment provider (noindex)",
  "payment-success_.calendar[.]ics.ts": "resource route: a paid session's calendar invite, by its order's id",
  "booking.cancel.$token.tsx": "dynamic: one URL per e-mailed link (noindex)",
  "booking.confirm.$token.tsx": "dynamic: one URL per e-mailed link (noindex)",
  "sitemap[.]xml.ts": "resource route",
  "robots[.]txt.ts": "resource route",
  "downloads.voice-elevated-brochure[.]pdf.ts": "resource route: the brochure with the next run's dates",
  "downloads.voice-elevated-overview[.]pdf.ts": "resource route: the programme overview with the next run's dates",
  "api.create-payment.ts": "resource route (create-payment)",
  "payment-failed.tsx": "shown only after a pay button's post fails before JavaScript loaded (noindex)",
  "test-checkout.$id.tsx": "dynamic: one URL per test checkout session (noindex)",
  "webhooks.stripe.ts": "resource route (Stripe's webhook)",
  "materials.$materialId.ts": "resource route: a course file, for its buyers only",
  "auth.tsx": "redirects to /login, then back to where the visitor came from",
  "courses.$courseId.tsx": "dynamic: one page per course made in the back office",
  "dashboard.tsx": "private: the signed-in student's own page",
  "admin.tsx": "private: admins only",
  "admin._index.tsx": "private: admins only",
  "admin.calendar.tsx": "private: admins only",
  "admin.settings_.portrait.ts": "resource route: the portrait upload's action, admins only, back to /admin/settings",
  "admin.availability.tsx": "private: admins only",
  "admin.students._index.tsx": "private: admins only",
  "admin.students.$userId.tsx": "private: admins only",
  "admin.lessons._index.tsx": "private: admins only",
  "admin.lessons.$moduleId.tsx": "private: admins only",
  "admin.courses._index.tsx": "private: admins only",
  "media.covers.$file.ts": "resource route: a course's cover image",
  "workbooks.$workbookId.download.ts": "resource route: a workbook's PDF, counted",
  "admin.workbooks._index.tsx": "private: admins only",
  "admin.workbooks.$workbookId.tsx": "private: admins only",
  "admin.courses.$courseId._index.tsx": "private: admins only",
  "admin.courses.$courseId.preview.tsx": "private: admins only",
  "admin.print-on-demand.tsx": "private: admins only",
  "admin.audit.tsx": "private: admins only",
  "admin.applications._index.tsx": "private: staff only",
  "admin.applications.$applicationId.tsx": "private: staff only",
  "admin.applications.$applicationId_.files.$fileId.ts": "resource route: an applicant's file, staff only",
  "admin.applications.export.ts": "resource route: a CSV export, admins only",
  "admin.calendar-feed.tsx": "private: admins only",
  "admin.calendar_.new.tsx": "private: staff only",
  "admin.messages.$kind.$id.tsx": "private: staff only",
  "admin.messages.$kind.$id_.pdf.ts": "resource route: a story's PDF, staff only",
  "admin.messages._index.tsx": "private: staff only",
  "admin.messages.export.ts": "resource route: a CSV export, admins only",
  "admin.orders.$orderId.tsx": "private: admins only",
  "admin.orders._index.tsx": "private: admins only",
  "admin.outbox._index.tsx": "private: staff only",
  "admin.outbox.export.ts": "resource route: a CSV export, admins only",
  "admin.settings.tsx": "private: admins only",
  "admin.subscribers._index.tsx": "private: staff only",
  "admin.subscribers.export.ts": "resource route: a CSV export, admins only",
  "booking.reschedule.$token.tsx": "dynamic: one URL per e-mailed link (noindex)",
  "calendar-feed.$token.ts": "resource route: the coach's secret calendar feed",
  "applications.pay.$token.tsx": "dynamic: one URL per e-mailed payment link (noindex)",
  "admin.analytics.tsx": "private: admins only",
  "admin.export._index.tsx": "private: admins only",
  "admin.export.$kind.ts": "resource route: a CSV export, admins only",
  "admin.products._index.tsx": "private: admins only",
  "admin.products.$productId.tsx": "private: admins only",
  "media.print-files.$file.ts": "resource route: a product's print file, for the printer",
  "account.tsx": "private: the signed-in person's account",
  "account_.orders.$orderId.tsx": "private: one order's receipt, for its owner only",
  "verify-email.tsx": "dynamic: one URL per e-mailed link (noindex)",
  "sign-out.ts": "resource route (sign-out action)",
  "api.me.ts": "resource route (the header's account menu, private JSON)",
  "api.cart-checkout.ts": "resource route (the cart's 'Proceed to Checkout', private JSON)",
  "api.my-data.ts": "resource route (the data download, private JSON)",
};

const routeFiles = readdirSync(path.join(process.cwd(), "app/routes")).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

describe("the page registry (app/modules/site/pages.json)", () => {
  it("has an entry for every page route in app/routes", () => {
    expect(routeFiles.length).toBeGreaterThan(10);
    const registered = new Set(pageRegistry.map((page) => page.route));
    const missing = routeFiles.filter((file) => !registered.has(file) && !(file in notPages));
    expect(missing, "add these pages to app/modules/site/pages.json (or to notPages here if they are no page)").toEqual([]);
  });

  it("names only route files that exist, and no file both as a page and as a non-page", () => {
    for (const page of pageRegistry) expect(routeFiles).toContain(page.route);
    for (const file of Object.keys(notPages)) {
      expect(routeFiles).toContain(file);
      expect(pageRegistry.map((page) => page.route)).not.toContain(file);
    }
  });

  it("lists each path once", () => {
    const paths = pageRegistry.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists every online course's sales page, and the coach's two pages under the profile's slug", () => {
    const salesPages = pageRegistry.filter((page) => page.route === "sales.($courseId).tsx").map((page) => page.path);
    expect(salesPages.toSorted()).toEqual(SALES_COURSE_IDS.map(salesPath).toSorted());
    const profile = { slug: "ada-lind", name: "Ada Lind" };
    const coachPages = sitePages(profile).filter((page) => page.route === "$slug.tsx");
    expect(coachPages.map((page) => page.path).toSorted()).toEqual([aboutPath(profile), artistPath(profile)].toSorted());
    expect(coachPages.map((page) => page.h1).toSorted()).toEqual(["About Ada Lind", "Ada Lind"]);
    expect(pagePath({ path: "/about-{slug}" }, profile)).toBe("/about-ada-lind");
  });
});

/** The URL a flat route file answers (`admin.calendar_.new.tsx` → `/admin/calendar/new`); dynamic segments stay as written. */
function routeUrl(file: string) {
  const segments = file
    .replace(/\.tsx?$/, "")
    .replaceAll("[.]", "\u0000")
    .split(".")
    .map((segment) => segment.replaceAll("\u0000", ".").replace(/_$/, ""))
    .filter((segment) => segment !== "_index");
  return `/${segments.join("/")}`;
}

/** Every path server/app.ts wires with app.get/post/all/…: the constants it names, resolved; a literal path is reported as such. */
function wiredPaths(source: string) {
  const paths: string[] = [];
  for (const [, first] of source.matchAll(/\bapp\.(?:get|post|put|patch|delete|all)\(\s*(\[[^\]]*\]|[^,]+),/g)) {
    for (const part of first!.replace(/^\[|\]$/g, "").split(",")) {
      const name = part.trim();
      if (!name || name.startsWith("`")) continue; // `${ADMIN_UPLOAD_PATH}/*id`: the same endpoint's ids
      const value = (serverRoutes as Record<string, unknown>)[name];
      paths.push(typeof value === "string" ? value : `not a constant of server-routes.ts: ${name}`);
    }
  }
  return paths;
}

describe("the URLs served outside app/routes (app/modules/site/server-routes.ts)", () => {
  const listed = serverRoutes.SERVER_ROUTES.map((route) => route.path);

  it("are exactly what server/app.ts wires, each through its constant", () => {
    const wired = wiredPaths(readFileSync(path.join(process.cwd(), "server/app.ts"), "utf8"));
    expect(wired.length).toBeGreaterThan(5);
    expect(new Set(wired)).toEqual(new Set(listed));
    expect(wiredPaths(`app.get("/made-up", handler);`)).toEqual(['not a constant of server-routes.ts: "/made-up"']);
  });

  it("name files that exist and handle them, once each, and shadow no route file", () => {
    expect(new Set(listed).size).toBe(listed.length);
    for (const route of serverRoutes.SERVER_ROUTES) expect(existsSync(path.join(process.cwd(), route.file)), route.file).toBe(true);
    const routeUrls = new Set(routeFiles.map(routeUrl));
    expect(routeUrl("admin.calendar_.new.tsx")).toBe("/admin/calendar/new");
    expect(routeUrls).toContain("/api/cart-checkout");
    for (const url of listed) expect(routeUrls.has(url), url).toBe(false);
  });
});
