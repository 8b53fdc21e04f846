import { expect, test } from "./support/test";
import { allPages } from "./support/site-pages";

// The narrowest phones in common use are 360 px wide: no page may scroll sideways there
// (an e-mail address or a card running off the edge hides content behind a sideways swipe).
test.use({ viewport: { width: 360, height: 780 } });

for (const { path } of allPages) {
  test(`${path} does not scroll sideways at 360 px`, async ({ page }) => {
    await page.goto(path);
    const overflow = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const wide = [...document.querySelectorAll("body *")]
        .filter((element) => element.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} (right edge ${Math.round(element.getBoundingClientRect().right)} px)`,
        );
      return { scrollWidth: document.documentElement.scrollWidth, width, wide };
    });
    expect(overflow.scrollWidth, `${path} is wider than the screen; past the edge: ${overflow.wide.join(", ")}`).toBeLessThanOrEqual(overflow.width);
  });
}
