import { createHash, randomUUID } from "node:crypto";
import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect } from "@playwright/test";

/**
 * Gives the test its own client address (the e2e server trusts X-Forwarded-For from loopback:
 * TRUST_PROXY in scripts/e2e-server.mjs), so the per-address rate limits of one test never reach another.
 */
export async function ownClientAddress(context: BrowserContext, testInfo: TestInfo) {
  const hash = createHash("sha256").update(`${testInfo.testId}:${testInfo.project.name}:${testInfo.retry}:${randomUUID()}`).digest();
  const ip = `10.${hash[0]}.${hash[1]}.${(hash[2]! % 250) + 1}`;
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip });
  return ip;
}

/** A word no other test will type: mails and records are found by it. */
export function marker(prefix = "m") {
  return `${prefix}${randomUUID().slice(0, 8)}`;
}

export const toastRegion = (page: Page) => page.getByRole("region", { name: /notifications/i });

/** A toast with this title (and description, if given) is on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator("li[data-variant]").filter({ hasText: title }).first();
  await expect(toast).toBeVisible();
  if (description) await expect(toast).toContainText(description);
  return toast;
}

/** Closes every toast on the page (each by its close button) and waits until none is left. */
export async function closeToasts(page: Page) {
  const toasts = page.locator("li[data-variant]");
  for (const close of await toasts.getByRole("button").all()) await close.click().catch(() => undefined);
  await expect(toasts).toHaveCount(0);
}

/** A small valid PDF (bytes start with %PDF-). */
export function pdfFile(name: string, text = "hello") {
  return { name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`) };
}
