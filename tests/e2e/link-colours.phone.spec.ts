import { expect, test, type Page } from "./support/test";
import { sitePages } from "./support/site-pages";

// Playwright's trace recording renders the whole page, which would hide the fault checked
// here (colours stuck mid-transition in parts of the page not yet rendered).
test.use({ trace: "off" });

/**
 * Fails with every link or button whose computed colour is the browser's default link blue
 * (#0000ee), which none of ours is. Chrome left colour transitions stuck at that blue inside
 * `content-visibility: auto` sections, and contrast checkers (Lighthouse's, axe) then
 * reported failures the eye could not see.
 */
async function expectNoDefaultLinkColour(page: Page) {
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

for (const sitePage of sitePages) {
  test(`no link or button on ${sitePage.path} is left in the browser's default blue`, async ({ page }) => {
    await page.goto(sitePage.path);
    await expectNoDefaultLinkColour(page);
  });
}
