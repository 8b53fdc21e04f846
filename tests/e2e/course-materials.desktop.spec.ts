import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./support/test";
import { expectNoSeriousAxeViolations } from "./support/axe";

// Signed-out visitors here. The signed-in states (non-buyer, buyer) are covered at the
// module level with an injected viewer (app/modules/materials/*.data.test.ts).

const MATERIALS = ["voice-elevated-programme", "voice-elevated-curriculum"];
const fileOf = (id: string) => readFileSync(path.join(process.cwd(), "content/materials", `${id}.pdf`));

test("Voice Elevated details, signed out: the curriculum says a purchase is required and 'Login to Access' leads through /auth to the login page and back", async ({
  page,
}) => {
  await page.goto("/courses/voice-elevated/details");
  const section = page.locator("#materials");
  await expect(section.getByText("Purchase required to access this material")).toBeVisible();
  await expect(section.getByRole("link", { name: "Purchase Course" })).toHaveCount(0);
  await expect(section.getByText("Coming Soon")).toBeVisible();
  // Brochures stay open to all; no link leads to the purchaser files.
  await expect(section.getByRole("link", { name: /brochure/i })).toHaveAttribute("href", "/downloads/voice-elevated-brochure.pdf");
  await expect(page.locator('a[href^="/materials/"]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await expect(section.getByRole("link", { name: "Login to Access" })).toHaveAttribute("href", /^\/auth\?/);
  await section.getByRole("link", { name: "Login to Access" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === "/courses/voice-elevated/details#materials");
});

test("Voice Elevated (Danish), signed out: the participant programme is locked, 'Log ind for adgang' leads through /auth to the login page", async ({
  page,
}) => {
  await page.goto("/courses/voice-elevated");
  const section = page.locator("#materialer");
  await expect(section.getByText("Køb forløbet for at få adgang til materialet")).toBeVisible();
  await expect(page.locator('a[href^="/materials/"]')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await expect(section.getByRole("link", { name: "Log ind for adgang" })).toHaveAttribute("href", /^\/auth\?/);
  await section.getByRole("link", { name: "Log ind for adgang" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/login" && (url.searchParams.get("redirectTo") ?? "").startsWith("/courses/voice-elevated"));
});

test("the Voice Elevated pages are the same for every visitor without a cookie (apart from the CSP nonce)", async ({ request }) => {
  for (const url of ["/courses/voice-elevated", "/courses/voice-elevated/details"]) {
    // (The user agent stays the same: the server streams to browsers and waits for the whole page for bots.)
    const first = await request.get(url);
    const second = await request.get(url, { headers: { "accept-language": "en-GB", "x-forwarded-for": "203.0.113.9" } });
    const withoutNonce = async (response: typeof first) => (await response.text()).replace(/nonce="[^"]*"/g, 'nonce=""');
    expect(await withoutNonce(first)).toBe(await withoutNonce(second));
    expect(first.headers()["cache-control"] ?? "").not.toContain("private");
    expect(first.headers()["vary"]).toMatch(/Cookie/i);
    // A cookie that names a session (a stale one here): looked up, still signed out, but not cacheable for others.
    const withCookie = await request.get(url, { headers: { cookie: "better-auth.session_token=stale.token" } });
    expect(withCookie.headers()["cache-control"]).toBe("private, no-store");
    expect(withCookie.headers()["x-render-cache"]).toBe("bypass");
    // A cookie that changes nothing on the page gets the page everyone gets (decision 041).
    const unrelated = await request.get(url, { headers: { cookie: "something=else" } });
    expect(unrelated.headers()["cache-control"]).toBe("public, no-cache");
    expect(await withoutNonce(unrelated)).toBe(await withoutNonce(first));
  }
});

test("signed out, every material URL answers without a byte of the file: a browser goes to /login and back, anything else gets 401", async ({ request }) => {
  for (const id of MATERIALS) {
    const file = fileOf(id);
    const navigation = await request.get(`/materials/${id}`, { headers: { accept: "text/html" }, maxRedirects: 0 });
    expect(navigation.status()).toBe(303);
    expect(navigation.headers()["location"]).toBe(`/login?redirectTo=%2Fmaterials%2F${id}`);
    for (const headers of [{}, { range: "bytes=0-99" }, { range: "bytes=-1000" }] as Record<string, string>[]) {
      const response = await request.get(`/materials/${id}`, { headers, maxRedirects: 0 });
      expect(response.status()).toBe(401);
      const body = await response.body();
      expect(body.includes(Buffer.from("%PDF-"))).toBe(false);
      expect(body.includes(file.subarray(file.length - 200))).toBe(false);
    }
    // Not under a public URL either: not in /downloads, nor the storage folders.
    for (const url of [`/downloads/${id}.pdf`, `/files/course-materials/voice-elevated/${id}.pdf`, `/course-materials/voice-elevated/${id}.pdf`]) {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(404);
      expect((await response.body()).includes(Buffer.from("%PDF-")), url).toBe(false);
    }
  }
});
