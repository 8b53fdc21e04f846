import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** Fails with the rule ids and elements of every serious or critical axe violation on the page. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Fails with every link or button whose computed colour is the browser's default link blue
 * (#0000ee), which none of ours is. Chrome left colour transitions stuck at that blue inside
 * `content-visibility: auto` sections, and contrast checkers (Lighthouse's, axe) then
 * reported failures the eye could not see.
 */
export async function expectNoDefaultLinkColour(page: Page) {
  const defaultBlue = await page.evaluate(() => {
    // Computed colours come as rgb() or, mid-transition, oklab(): a canvas reads both.
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgb = (colour: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    const isDefaultBlue = ([red, green, blue]: number[]) => red! < 8 && green! < 8 && Math.abs(blue! - 238) < 8;
    return [...document.querySelectorAll("a, button")]
      .filter((element) => isDefaultBlue(rgb(getComputedStyle(element).color)))
      .map((element) => element.outerHTML.slice(0, 80));
  });
  expect(defaultBlue).toEqual([]);
}
