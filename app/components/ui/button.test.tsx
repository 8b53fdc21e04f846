// @vitest-environment jsdom
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Link, MemoryRouter } from "react-router";
import { compile } from "tailwindcss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Button, buttonVariants, type ButtonSize, type ButtonVariant } from "./button";

const variants: ButtonVariant[] = ["primary", "secondary", "outline", "ghost", "onDark", "link", "destructive"];
const sizes: ButtonSize[] = ["sm", "md", "lg", "icon"];
// items-start: a stretching flex row would give every button the height of the tallest.
const row = "flex flex-wrap items-start gap-4 p-6";
const lightSurface = `bg-ivory ${row}`;
const darkSurface = `on-dark bg-ink-950 ${row}`;

describe("Button", () => {
  it("is a button that forwards its ref and reports clicks", async () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Button ref={ref} onClick={onClick}>
        Book
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Book" });
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("renders its child instead of a button with asChild", () => {
    render(
      <MemoryRouter>
        <Button asChild variant="secondary" size="lg">
          <Link to="/book">Book a lesson</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Book a lesson" });
    expect(link).toHaveAttribute("href", "/book");
    expect(link.className).toBe(buttonVariants({ variant: "secondary", size: "lg" }));
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("buttonVariants", () => {
  // tailwind-merge's job: a caller's class replaces the variant's conflicting one.
  it("lets className win over the variant", () => {
    const classes = buttonVariants({ variant: "primary", className: "bg-ivory" }).split(" ");
    expect(classes).toContain("bg-ivory");
    expect(classes).not.toContain("bg-amber-400");
  });
});

/** The site's stylesheet (app.css and its theme), generated for the classes the buttons use. */
async function buttonStylesheet() {
  const appDir = path.resolve("app");
  const stylesheet = async (id: string, base: string) => {
    const file = id === "tailwindcss" ? path.resolve("node_modules/tailwindcss/index.css") : path.resolve(base, id);
    return { path: file, base: path.dirname(file), content: await readFile(file, "utf8") };
  };
  const compiler = await compile(await readFile(path.join(appDir, "app.css"), "utf8"), { base: appDir, loadStylesheet: stylesheet });
  const classes = variants.flatMap((variant) => sizes.map((size) => buttonVariants({ variant, size }))).join(" ");
  return compiler.build([...new Set(`${classes} ${lightSurface} ${darkSurface}`.split(/\s+/))]);
}

/** Every variant in every size, each on the surface it is made for. */
function buttonGallery() {
  return renderToStaticMarkup(
    <>
      {variants.map((variant) => (
        <div key={variant} className={variant === "onDark" ? darkSurface : lightSurface}>
          {sizes.map((size) => (
            <Button key={size} variant={variant} size={size} data-testid={`${variant}-${size}`}>
              {size === "icon" ? "+" : "Book"}
            </Button>
          ))}
        </div>
      ))}
    </>,
  );
}

describe("Button as Chromium lays it out with the site's CSS", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
    });
    page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.setContent(`<!doctype html><html><head><style>${await buttonStylesheet()}</style></head><body>${buttonGallery()}</body></html>`);
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const box = async (testId: string) => {
    const rect = await page.getByTestId(testId).boundingBox();
    if (!rect) throw new Error(`${testId} is not laid out`);
    return rect;
  };

  it.each(variants.filter((variant) => variant !== "link"))("%s: the default, lg and icon sizes are touch targets of at least 44 px", async (variant) => {
    for (const size of ["md", "lg"] as const) expect((await box(`${variant}-${size}`)).height, `${variant}-${size}`).toBeGreaterThanOrEqual(44);
    const icon = await box(`${variant}-icon`);
    expect(Math.min(icon.width, icon.height)).toBeGreaterThanOrEqual(44);
    // The compact size is for sticky bars; it still meets WCAG 2.2's 24 px minimum target.
    expect((await box(`${variant}-sm`)).height).toBeGreaterThanOrEqual(24);
  });

  it("gives every variant a look of its own", async () => {
    const looks = await page.evaluate((names) => {
      return names.map((variant) => {
        const style = getComputedStyle(document.querySelector(`[data-testid="${variant}-md"]`)!);
        return [style.backgroundColor, style.color, style.borderTopWidth, style.borderTopColor, style.textDecorationLine].join(" | ");
      });
    }, variants);
    expect(new Set(looks).size).toBe(variants.length);
  });

  it.each(["primary", "secondary", "destructive"] as const)("%s: its label is readable on its fill (contrast at least 4.5:1)", async (variant) => {
    const ratio = await page.evaluate((testId) => {
      const style = getComputedStyle(document.querySelector(`[data-testid="${testId}"]`)!);
      // Canvas turns any CSS colour (hex, oklch…) into sRGB bytes.
      const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
      const luminance = (color: string) => {
        context.clearRect(0, 0, 1, 1);
        context.fillStyle = color;
        context.fillRect(0, 0, 1, 1);
        const [r, g, b] = [...context.getImageData(0, 0, 1, 1).data].slice(0, 3).map((byte) => {
          const c = byte / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
      return (light! + 0.05) / (dark! + 0.05);
    }, `${variant}-md`);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });

  it("shows a focus ring when reached by keyboard", async () => {
    const button = page.getByTestId("primary-md");
    expect(await button.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
    await page.getByTestId("primary-sm").focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
    const outline = await button.evaluate((element) => ({
      style: getComputedStyle(element).outlineStyle,
      width: parseFloat(getComputedStyle(element).outlineWidth),
    }));
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  it("link: reads as underlined text, without the button's padding", async () => {
    const style = await page.getByTestId("link-md").evaluate((element) => {
      const computed = getComputedStyle(element);
      return { paddingLeft: computed.paddingLeft, paddingRight: computed.paddingRight, underline: computed.textDecorationLine };
    });
    expect(style).toEqual({ paddingLeft: "0px", paddingRight: "0px", underline: "underline" });
  });
});
