import { expect, test, type Page } from "./support/test";
import { defaultSiteProfile as profile } from "../../app/modules/site/profile";
import { allPages } from "./support/site-pages";
import { open, stubYouTube } from "./support/catalogue";

// What the catalogue pages do, at one width (decision 062); each page's head and axe check at
// both widths are catalogue-pages.spec.ts.

// The default profile is what the e2e server runs with (no site-profile file).
const artist = `/${profile.slug}`;

/** The message of the browser alert that `action` triggers (accepted at once, so the click can finish). */
async function alertMessage(page: Page, action: () => Promise<void>) {
  let message: string | undefined;
  page.once("dialog", async (dialog) => {
    message = dialog.message();
    await dialog.accept();
  });
  await action();
  await expect.poll(() => message).toBeDefined();
  return message!;
}

async function jsonLd(page: Page): Promise<Array<Record<string, unknown>>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

test.describe("artist page", () => {
  test.beforeEach(async ({ page }) => {
    await stubYouTube(page);
    await open(page, artist);
  });

  const videos = (page: Page) => page.getByRole("list", { name: "Videos" }).getByRole("listitem");
  const input = (page: Page) => page.getByLabel("Add a video link");
  const add = async (page: Page, link: string) => {
    await input(page).fill(link);
    await page.getByRole("button", { name: "Add video" }).click();
  };

  test("shows four videos as facades that embed the player only when clicked", async ({ page }) => {
    await expect(videos(page)).toHaveCount(4);
    await expect(page.locator("iframe")).toHaveCount(0);
    await page
      .getByRole("link", { name: /^Play video: / })
      .first()
      .click();
    const iframe = page.locator("iframe");
    await expect(iframe).toHaveCount(1);
    await expect(iframe).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);
    await expect(page.getByRole("link", { name: /^Play video: / })).toHaveCount(3);
  });

  test("adds watch and short links at the top, ignores duplicates and empty links, flags anything else", async ({ page }) => {
    await add(page, "https://www.youtube.com/watch?v=aB3_-9xYz0Q&t=12s");
    await expect(videos(page)).toHaveCount(5);
    await expect(videos(page).first().getByRole("link", { name: "Play video: Your video 1" })).toHaveAttribute(
      "href",
      "https://www.youtube.com/watch?v=aB3_-9xYz0Q",
    );
    await expect(input(page)).toHaveValue("");

    await add(page, "youtu.be/Zz9_-Yy8Xx7?si=share");
    await expect(videos(page)).toHaveCount(6);
    await expect(videos(page).first().getByRole("link", { name: "Play video: Your video 2" })).toHaveAttribute("href", /v=Zz9_-Yy8Xx7$/);

    await add(page, "https://youtu.be/aB3_-9xYz0Q");
    await expect(videos(page)).toHaveCount(6);
    await add(page, "   ");
    await expect(videos(page)).toHaveCount(6);

    await add(page, "my favourite song");
    await expect(videos(page)).toHaveCount(7);
    await expect(videos(page).first()).toHaveText("Invalid link");

    // The added video plays through the same facade.
    await videos(page).nth(2).getByRole("link").click();
    await expect(page.locator("iframe")).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/aB3_-9xYz0Q?autoplay=1");
  });

  test("keeps the visitor's gallery images on this device only, accepting only images", async ({ page }) => {
    await expect(page.getByRole("list", { name: "Gallery" }).getByRole("img")).toHaveCount(5);
    await expect(page.getByText(/They stay on this device/)).toBeVisible();
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.method() !== "GET") uploads.push(request.url());
    });
    const picker = page.locator('input[type="file"]');
    await picker.setInputFiles([
      { name: "first_gig.png", mimeType: "image/png", buffer: png },
      { name: "notes.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4") },
    ]);
    const yours = page.getByRole("list", { name: "Your images" });
    await expect(yours.getByRole("img", { name: "first gig" })).toBeVisible();
    await expect(yours.getByRole("listitem")).toHaveCount(1);
    await expect(page.locator("#gallery").getByRole("status")).toContainText("notes.pdf is not an image");
    expect(uploads).toEqual([]);

    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByRole("list", { name: "Your images" }).getByRole("img", { name: "first gig" })).toBeVisible();
    await page.getByRole("button", { name: "Remove first gig" }).click();
    await expect(page.getByRole("list", { name: "Your images" })).toHaveCount(0);
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.getByRole("list", { name: "Gallery" }).getByRole("img")).toHaveCount(5);
    await expect(page.getByRole("list", { name: "Your images" })).toHaveCount(0);
  });

  test("keeps music links in the browser next to the fixed ones", async ({ page }) => {
    const list = page.getByRole("list", { name: "Music links" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await page.getByLabel("Link", { exact: true }).fill("not a link");
    await page.getByRole("button", { name: "Add link" }).click();
    await expect(page.getByText("Enter a full web address")).toBeVisible();
    await page.getByLabel("Link", { exact: true }).fill("soundcloud.com/someone/demo");
    await page.getByLabel("Title (optional)").fill("My demo");
    await page.getByRole("button", { name: "Add link" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(4);
    const mine = list.getByRole("link", { name: /My demo/ });
    await expect(mine).toHaveAttribute("href", "https://soundcloud.com/someone/demo");
    await expect(mine).toHaveAttribute("target", "_blank");
    await expect(mine).toHaveAttribute("rel", /noopener/);
    await page.reload({ waitUntil: "networkidle" });
    await expect(list.getByRole("link", { name: /My demo/ })).toBeVisible();
    await page.getByRole("button", { name: "Remove My demo" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(3);
  });

  test("tells how to book the artist, with the profile's email and phone, and describes the person for search", async ({ page }) => {
    const booking = page.locator("#booking");
    await expect(booking.getByRole("heading", { level: 2 })).toHaveText(`Book ${profile.name} for concerts and events`);
    await expect(booking.getByRole("link", { name: profile.email })).toHaveAttribute("href", new RegExp(`^mailto:${profile.email}\\?subject=`));
    await expect(booking.getByRole("link", { name: profile.phone })).toHaveAttribute("href", `tel:${profile.phone.replace(/\s+/g, "")}`);
    const person = (await jsonLd(page)).find((item) => item["@type"] === "Person");
    expect(person).toMatchObject({ name: profile.name, email: `mailto:${profile.email}` });
  });
});

test.describe("magazine", () => {
  const expected: Record<string, string[]> = {
    All: [
      "Breath before belt: where vocal power really comes from",
      "Studio diary: the week everyone sang flat",
      "“I stopped trying to sound like someone else”",
      "Taking care of your voice",
      "A five-minute morning warm-up",
      "Hum along: the five-note pattern",
    ],
    Articles: ["Breath before belt: where vocal power really comes from"],
    Blog: ["Studio diary: the week everyone sang flat"],
    Interviews: ["“I stopped trying to sound like someone else”"],
    Video: ["A five-minute morning warm-up"],
    Audio: ["Hum along: the five-note pattern"],
    Links: ["Taking care of your voice"],
  };

  test("the filter tabs show the right cards", async ({ page }) => {
    await stubYouTube(page);
    await open(page, "/magazine");
    const tabs = page.getByRole("tablist", { name: "Filter the magazine" }).getByRole("tab");
    await expect(tabs).toHaveText(Object.keys(expected));
    for (const [label, titles] of Object.entries(expected)) {
      await page.getByRole("tab", { name: label, exact: true }).click();
      await expect(page.getByRole("tab", { name: label, exact: true })).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("article").getByRole("heading", { level: 2 })).toHaveText(titles);
    }
    await expect(page).toHaveURL(/\/magazine\?type=link$/);
  });

  test("a filtered view can be shared: /magazine?type=audio renders the audio card", async ({ page }) => {
    await open(page, "/magazine?type=audio");
    await expect(page.getByRole("tab", { name: "Audio" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("article")).toHaveCount(1);
    const audio = page.locator("audio");
    await expect(audio).toHaveAttribute("src", "/media/five-note-warmup.wav");
    const duration = await audio.evaluate(
      (element: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          element.addEventListener("loadedmetadata", () => resolve(element.duration), { once: true });
          element.addEventListener("error", () => reject(new Error("audio failed to load")), { once: true });
          element.load();
        }),
    );
    expect(duration).toBeCloseTo(5, 0);
  });

  test("the external link opens in a new tab, the video card uses the facade, text cards read in place", async ({ page }) => {
    await stubYouTube(page);
    await open(page, "/magazine");
    const link = page.getByRole("link", { name: /Visit nidcd\.nih\.gov/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\//);

    await expect(page.locator("iframe")).toHaveCount(0);
    await page.getByRole("link", { name: "Play video: A five-minute morning warm-up" }).click();
    await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);

    const body = page.getByText("Start with the inhale.", { exact: false });
    await expect(body).toBeHidden();
    await page.getByText("Read the article").click();
    await expect(body).toBeVisible();
  });
});

test.describe("shop", () => {
  test("shows each department's categories with their products by name, Danish prices and the Gelato badge", async ({ page }) => {
    await open(page, "/shop");
    await expect(page.getByRole("tab")).toHaveText(["Music Equipment", "Clothing & Merchandise"]);
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText(["Microphones", "Audio Gear", "Headphones", "Accessories"]);
    const microphones = panel.getByRole("region", { name: "Microphones" });
    await expect(microphones.getByRole("article").getByRole("heading")).toHaveText(["Live Dynamic Microphone", "Studio Condenser Microphone"]);
    await expect(page.getByRole("article", { name: "Studio Condenser Microphone" })).toContainText("1.499 DKK");
    await expect(page.getByRole("article", { name: "Live Dynamic Microphone" })).toContainText("899 DKK");
    await expect(panel.getByText("Gelato Connected", { exact: true })).toHaveCount(0);

    await page.getByRole("tab", { name: "Clothing & Merchandise" }).click();
    const clothing = page.getByRole("tabpanel");
    await expect(clothing.getByRole("heading", { level: 2 })).toHaveText(["T-Shirts", "Hoodies", "Drinkware"]);
    await expect(clothing.getByRole("region", { name: "Hoodies" }).getByRole("article").getByRole("heading")).toHaveText([
      "Studio Hoodie",
      "Warm-Up Zip Hoodie",
    ]);
    await expect(page.getByRole("article", { name: "Studio Hoodie" }).getByText("Gelato Connected", { exact: true })).toBeVisible();
    await expect(page.getByRole("article", { name: "Warm-Up Zip Hoodie" }).getByText("Gelato Connected")).toHaveCount(0);
    await expect(clothing.getByText("Gelato Connected", { exact: true })).toHaveCount(4);
    await expect(page.getByRole("article", { name: "Studio Hoodie" })).toContainText("549 DKK");
  });

  test("has an add-to-cart button per product, promotes the subscription app and lists products for search", async ({ page }) => {
    await open(page, "/shop");
    const cards = page.locator("main").getByRole("article");
    await expect(cards.first()).toBeVisible();
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(1);
    // One button per product card shown (the shop shows one category at a time).
    await expect(page.locator("main").getByRole("button", { name: /^Add to Cart: / })).toHaveCount(shown);
    await expect(page.getByRole("button", { name: "Add to Cart: Studio Condenser Microphone" })).toBeVisible();
    const promo = page.getByRole("link", { name: /See app pricing/ });
    await expect(promo).toHaveAttribute("href", profile.subscriptionAppPricingUrl);
    await expect(promo).toHaveAttribute("target", "_blank");
    await expect(promo).toHaveAttribute("rel", /noopener/);
    const list = (await jsonLd(page)).find((item) => item["@type"] === "ItemList") as {
      itemListElement: Array<{ item: { name: string; offers: { price: string; priceCurrency: string } } }>;
    };
    const condenser = list.itemListElement.find((entry) => entry.item.name === "Studio Condenser Microphone");
    expect(condenser?.item.offers).toMatchObject({ price: "1499.00", priceCurrency: "DKK" });
    expect(list.itemListElement).toHaveLength(14);
  });
});

test.describe("books", () => {
  test("each workbook has a keyboard-accessible preview pager", async ({ page }) => {
    await open(page, "/books");
    await expect(page.getByRole("tab")).toHaveText(["The Voice Workbook", "The Healthy Voice Handbook", "The Ten-Minute Warm-Up"]);
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { level: 2 })).toHaveText("The Voice Workbook");
    await expect(panel).toContainText("76 pages");
    const preview = panel.getByRole("region", { name: "Preview of The Voice Workbook" });
    const status = preview.getByText(/^Page \d of \d$/);
    const previous = preview.getByRole("button", { name: "Previous" });
    const next = preview.getByRole("button", { name: "Next" });

    await expect(status).toHaveText("Page 1 of 4");
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await next.click();
    await expect(status).toHaveText("Page 2 of 4");
    await expect(preview.getByRole("heading", { level: 3 })).toHaveText("Lesson 1: The low breath");
    await previous.click();
    await expect(status).toHaveText("Page 1 of 4");

    const sheet = preview.getByRole("group");
    await sheet.focus();
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText("Page 2 of 4");
    await page.keyboard.press("End");
    await expect(status).toHaveText("Page 4 of 4");
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("ArrowRight");
    await expect(status).toHaveText("Page 4 of 4");
    await page.keyboard.press("Home");
    await expect(status).toHaveText("Page 1 of 4");

    await page.getByRole("tab", { name: "The Healthy Voice Handbook" }).click();
    const health = page.getByRole("tabpanel").getByRole("region", { name: "Preview of The Healthy Voice Handbook" });
    await expect(page.getByRole("tabpanel")).toContainText("32 pages");
    await expect(health.getByText(/^Page \d of \d$/)).toHaveText("Page 1 of 4");
    await expect(health.getByRole("heading", { level: 3 })).toHaveText("Your voice is tissue, not a machine");
    await page.getByRole("tab", { name: "The Ten-Minute Warm-Up" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("24 pages");
  });

  test("'Download Free PDF' says the PDF is coming while none is uploaded", async ({ page }) => {
    await open(page, "/books");
    const message = await alertMessage(page, () =>
      page
        .getByRole("tabpanel")
        .getByRole("button", { name: /^Download Free PDF/ })
        .click(),
    );
    expect(message).toBe("The free PDF is a placeholder for now: the workbook will be available for download soon.");
  });
});

test.describe("sales pages", () => {
  for (const path of ["/sales/unknown", "/sales"]) {
    test(`${path} shows the main course with the main course's canonical URL`, async ({ page }) => {
      const response = await open(page, path);
      expect(response.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Performance Mastery Online");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /^https?:\/\/[^/]+\/sales\/main-course$/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", /\/sales\/main-course$/);
    });
  }

  test("the main course offers Basic, Premium and Professional plans in dollars", async ({ page }) => {
    await open(page, "/sales/main-course");
    const plans = page.getByRole("tablist", { name: "Plans" });
    await expect(plans.getByRole("tab")).toHaveText(["Basic", "Premium", "Professional"]);
    const panel = page.getByRole("tabpanel");
    await expect(panel).toContainText("$297");
    await expect(panel).not.toContainText("payment plan");
    await plans.getByRole("tab", { name: "Premium" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("$497");
    await expect(page.getByRole("tabpanel")).toContainText("Or pay over 3 months with a payment plan");
    await plans.getByRole("tab", { name: "Professional" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("$997");
    await expect(page.getByRole("tabpanel")).toContainText("Or pay over 3 months with a payment plan");
    await expect(page.getByRole("heading", { name: "30-day satisfaction guarantee" })).toBeVisible();

    const course = (await jsonLd(page)).find((item) => item["@type"] === "Course") as { offers: Array<{ price: string }> };
    expect(course.offers.map((offer) => offer.price)).toEqual(["297.00", "497.00", "997.00"]);
  });

  test("modules and FAQ open as accordions; single-price courses show their price", async ({ page }) => {
    await open(page, "/sales/beginner-course");
    await expect(page.getByRole("tablist", { name: "Plans" })).toHaveCount(0);
    await expect(page.locator("main")).toContainText("$97");
    const breath = page.getByRole("button", { name: /Breath$/ });
    await expect(breath).toHaveAttribute("aria-expanded", "false");
    await breath.click();
    await expect(breath).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText("A three-minute daily breathing routine")).toBeVisible();
    const faq = page.getByRole("button", { name: "Do I need any experience?" });
    await faq.click();
    await expect(page.getByText("If you can speak, you can learn to sing")).toBeVisible();

    await page.getByRole("link", { name: /Advanced Technique/ }).click();
    await expect(page).toHaveURL(/\/sales\/advanced-technique$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Advanced Technique");
    await expect(page.locator("main")).toContainText("$147");
  });
});

test.describe("sitemap and robots", () => {
  test("the sitemap lists every public page under this origin", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/^https?:\/\/[^/]+/, ""));
    for (const { path, indexable } of allPages) {
      if (!indexable) continue;
      expect(urls).toContain(path);
    }
    expect(xml).toContain(`<loc>${baseURL}/magazine</loc>`);
  });

  test("robots.txt allows everything and points to the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(await response.text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${baseURL}/sitemap.xml\n`);
  });
});
