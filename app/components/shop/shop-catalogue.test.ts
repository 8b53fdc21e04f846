import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { seedProducts } from "~/modules/catalogue/seed-data";
import {
  categorySlug,
  fallbackArtwork,
  ownDrawings,
  productImage,
  shopCategories,
  shopJsonLd,
  shopTabs,
  thumbnailZoom,
  type ShopProduct,
} from "./shop-catalogue";

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));

// A product the coach adds: not one of the demo catalogue's, so without an upload it has no drawing of its own.
const product = (overrides: Partial<ShopProduct> = {}): ShopProduct => ({
  id: "guitar-capo",
  name: "Pop Filter",
  category: "Accessories",
  description: "Tames plosives.",
  imageUrl: null,
  price: 19_900,
  currency: "DKK",
  podProductId: null,
  ...overrides,
});

describe("shop tabs", () => {
  it("are SPEC's two tabs with their categories in order", () => {
    expect(shopTabs.map((tab) => [tab.label, [...tab.categories]])).toEqual([
      ["Music Equipment", ["Microphones", "Audio Gear", "Headphones", "Accessories"]],
      ["Clothing & Merchandise", ["T-Shirts", "Hoodies", "Drinkware"]],
    ]);
  });

  it("cover every category of the demo catalogue", () => {
    for (const seeded of seedProducts) expect(shopCategories).toContain(seeded.category);
  });
});

describe("productImage", () => {
  it("uses the product's image, else its category's artwork", () => {
    expect(productImage(product({ imageUrl: "https://cdn.example/p.jpg" }))).toBe("https://cdn.example/p.jpg");
    expect(productImage(product({ category: "Audio Gear" }))).toBe("/images/shop/audio-gear.svg");
    expect(productImage(product({ category: "T-Shirts" }))).toBe("/images/shop/t-shirts.svg");
    expect(categorySlug("Clothing & Merchandise")).toBe("clothing-and-merchandise");
  });
});

describe("productImage of the demo catalogue", () => {
  it("gives every seeded product a drawing of its own, used by no other product, that exists", () => {
    const images = seedProducts.map((seeded) => productImage({ id: seeded.id, imageUrl: seeded.imageUrl ?? null, category: seeded.category }));
    expect(images).toEqual(seedProducts.map((seeded) => `/images/shop/${seeded.id}.svg`));
    expect(new Set(images).size).toBe(seedProducts.length);
    for (const image of images) expect(existsSync(`${publicDir}${image}`), image).toBe(true);
    expect([...ownDrawings].sort()).toEqual(seedProducts.map((seeded) => seeded.id).sort());
  });

  it("no drawing is a category's artwork, so a product added later never looks like a seeded one", () => {
    const categoryArtwork = shopCategories.map((category) => `${categorySlug(category)}.svg`);
    for (const category of categoryArtwork) expect(existsSync(`${publicDir}/images/shop/${category}`), category).toBe(true);
    for (const id of ownDrawings) expect(categoryArtwork).not.toContain(`${id}.svg`);
  });

  it("shows a cart line the drawing of its product", () => {
    expect(productImage({ productId: "tea-mug", imageUrl: null, category: "Drinkware" })).toBe("/images/shop/tea-mug.svg");
  });

  it("prefers an upload to the drawing", () => {
    expect(productImage({ id: "tea-mug", imageUrl: "/media/covers/mug.png", category: "Drinkware" })).toBe("/media/covers/mug.png");
  });

  it("gives a product added later without an upload its category's artwork", () => {
    expect(fallbackArtwork("guitar-capo")).toBe("category");
    expect(fallbackArtwork(undefined)).toBe("category");
    expect(fallbackArtwork("pop-filter")).toBe("drawing");
    expect(productImage(product({ id: "guitar-capo", category: "Accessories" }))).toBe("/images/shop/accessories.svg");
    expect(productImage({ productId: "pop-filter-2", imageUrl: null, category: "Accessories" })).toBe("/images/shop/accessories.svg");
    expect(productImage({ imageUrl: null, category: "Hoodies" })).toBe("/images/shop/hoodies.svg");
  });
});

describe("thumbnailZoom", () => {
  it("zooms into our drawings only, never into an upload", () => {
    expect(thumbnailZoom("/images/shop/tea-mug.svg")).not.toBe("");
    expect(thumbnailZoom("/images/shop/accessories.svg")).not.toBe("");
    expect(thumbnailZoom("/media/covers/mug.png")).toBe("");
  });
});

describe("shopJsonLd", () => {
  it("lists products with decimal offers in their currency and absolute images", () => {
    const data = shopJsonLd(
      [product(), product({ id: "mug", name: "Mug", price: 14_950, imageUrl: "https://cdn.example/m.jpg" })],
      "https://s.example",
      "Studio",
    );
    expect(data["@type"]).toBe("ItemList");
    const [first, second] = data.itemListElement;
    expect(first).toMatchObject({
      position: 1,
      item: {
        "@type": "Product",
        name: "Pop Filter",
        image: "https://s.example/images/shop/accessories.svg",
        offers: { price: "199.00", priceCurrency: "DKK" },
      },
    });
    expect(second!.item.offers.price).toBe("149.50");
    expect(second!.item.image).toBe("https://cdn.example/m.jpg");
  });
});
