import { expect, test } from "./support/test";
import { allPages } from "./support/site-pages";

/**
 * Every control on every registered page is at least 44 × 44 px on a phone (WCAG 2.5.5), with
 * the standard's own exceptions: a link inside a sentence, and what is visually hidden (the
 * skip link until focused, a file input whose visible label is its control, a honeypot). A
 * card whose title link is stretched over it counts the card; a small checkbox counts together
 * with its label (a tap on either ticks it).
 */
test("every control on every registered page is at least 44 × 44 px at 390 px wide", async ({ page }) => {
  test.setTimeout(240_000);
  const small: string[] = [];
  for (const registered of allPages) {
    await page.goto(registered.path);
    const found = await page.evaluate(() => {
      const selector = "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=checkbox], [role=radio]";
      const out: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        let target: Element = element;
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || style.visibility === "hidden" || element.closest("[aria-hidden=true]")) continue;
        if (element.tabIndex < 0 && element.tagName === "INPUT") continue;
        const parentText = element.parentElement?.textContent?.trim() ?? "";
        if (element.tagName === "A" && style.display === "inline" && parentText.length > (element.textContent?.trim().length ?? 0) + 1) continue;
        const after = getComputedStyle(element, "::after");
        if (after.position === "absolute" && style.position === "static") {
          let block = element.parentElement;
          while (block && getComputedStyle(block).position === "static") block = block.parentElement;
          if (block) target = block;
        }
        let { width, height } = target.getBoundingClientRect();
        // A box and its label are one target (a tap on either ticks it): measure them together.
        const input = element as HTMLInputElement;
        if (input.type === "checkbox" || input.type === "radio") {
          const label = input.closest("label") ?? (input.id ? document.querySelector(`label[for="${CSS.escape(input.id)}"]`) : null);
          if (label) {
            const own = input.getBoundingClientRect();
            const its = label.getBoundingClientRect();
            width = Math.max(own.right, its.right) - Math.min(own.left, its.left);
            height = Math.max(own.bottom, its.bottom) - Math.min(own.top, its.top);
          }
        }
        if (width < 43.5 || height < 43.5) {
          const name = (element.getAttribute("aria-label") ?? element.textContent ?? element.getAttribute("name") ?? "").trim().slice(0, 40);
          out.push(`${element.tagName.toLowerCase()} "${name}" ${Math.round(width)}×${Math.round(height)}`);
        }
      }
      return out;
    });
    small.push(...found.map((item) => `${registered.path}: ${item}`));
  }
  expect(small).toEqual([]);
});
