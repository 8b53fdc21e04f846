import { describe, expect, it } from "vitest";
import { seedProducts } from "~/modules/catalogue/seed-data";
import { categorySlug, productImage, shopCategories, shopJsonLd, shopTabs, type ShopProduct } from "./shop-catalogue";

const product = (overrides: Partial<ShopProduct> = {}): ShopProduct => ({
  id: "pop-filter",
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
