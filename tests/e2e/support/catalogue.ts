import type { Page } from "@playwright/test";

/** The facade's thumbnails and the player come from YouTube; keep the tests offline. */
export async function stubYouTube(page: Page) {
  await page.route("https://i.ytimg.com/**", (route) => route.abort());
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>player</title>" }));
  await page.route("https://www.youtube.com/**", (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>youtube</title>" }));
}

/** Loads a page and waits until its scripts have loaded and hydrated it. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  return response!;
}
