/** The shop (docs/rules.md, "Site"): two tabs, each a fixed list of categories, in this order. */
export const shopTabs = [
  { value: "music-equipment", label: "Music Equipment", categories: ["Microphones", "Audio Gear", "Headphones", "Accessories"] },
  { value: "clothing-merchandise", label: "Clothing & Merchandise", categories: ["T-Shirts", "Hoodies", "Drinkware"] },
] as const;

/** One line under each category heading. */
export const categoryIntro: Record<string, string> = {
  Microphones: "For the stage and for recording at home.",
  "Audio Gear": "Hear yourself clearly and record cleanly.",
  Headphones: "For practising, recording and listening back.",
  Accessories: "Small things that make practice easier.",
  "T-Shirts": "Soft organic cotton, printed to order.",
  Hoodies: "For cold rehearsal rooms and long studio days.",
  Drinkware: "Warm tea and room-temperature water, the way voices like it.",
};

export type ShopCategory = (typeof shopTabs)[number]["categories"][number];

export const shopCategories: ShopCategory[] = shopTabs.flatMap((tab) => [...tab.categories]);

export function categorySlug(category: string): string {
  return category
    .toLowerCase()
    .replace(/&/g, "and")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** What the shop page needs of a product (no timestamps or internal flags). */
export interface ShopProduct {
  id: string;
  name: string;
  category: string;
  description: string;
  imageUrl: string | null;
  price: number;
  currency: string;
  podProductId: string | null;
  /** The sizes/colours to choose from before 'Add to Cart' (decision 046); absent: nothing to choose. */
  options?: { id: string; label: string; soldOut: boolean }[];
  /** What the choice is called: "size", "colour", "size and colour". */
  choice?: string;
}

/**
 * Products with a drawing of their own, public/images/shop/<id>.svg (DESIGN.md: drawn artwork, no
 * photos): every product of the demo catalogue, so no two show the same picture. A product the
 * coach adds later shows its upload, else its category's artwork.
 */
export const ownDrawings: ReadonlySet<string> = new Set([
  "studio-condenser-mic",
  "live-dynamic-mic",
  "usb-audio-interface",
  "in-ear-monitor-kit",
  "closed-back-headphones",
  "open-back-headphones",
  "pop-filter",
  "vocal-steamer",
  "breathe-sing-tee",
  "staff-lines-tee",
  "studio-hoodie",
  "warmup-zip-hoodie",
  "tea-mug",
  "insulated-bottle",
]);

/** What a product without an upload shows: "drawing" (its own) or "category" (its category's artwork). */
export function fallbackArtwork(productId: string | undefined): "drawing" | "category" {
  return productId && ownDrawings.has(productId) ? "drawing" : "category";
}

/**
 * The product's image: the one uploaded for it, else its own drawing, else the designed artwork
 * of its category. `productId` is the product's id (cart lines have one as well).
 */
export function productImage(product: Pick<ShopProduct, "imageUrl" | "category"> & { id?: string; productId?: string }): string {
  const id = product.productId ?? product.id;
  if (product.imageUrl) return product.imageUrl;
  return id && fallbackArtwork(id) === "drawing" ? `/images/shop/${id}.svg` : `/images/shop/${categorySlug(product.category)}.svg`;
}

/**
 * Our drawings leave a wide margin around the object, which suits a card; a thumbnail (56–64 px)
 * zooms in so the object reads. An upload is shown whole.
 */
export function thumbnailZoom(src: string): string {
  return src.startsWith("/images/shop/") ? "scale-[1.4]" : "";
}

function absolute(url: string, origin: string) {
  return /^https?:\/\//.test(url) ? url : `${origin}${url}`;
}

/** schema.org ItemList of Products with their offers, for search results. */
export function shopJsonLd(products: ShopProduct[], origin: string, sellerName: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Shop",
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Product",
        "@id": `${origin}/shop#${product.id}`,
        name: product.name,
        description: product.description,
        category: product.category,
        sku: product.id,
        image: absolute(productImage(product), origin),
        offers: {
          "@type": "Offer",
          // schema.org wants a plain decimal number, not the Danish display format.
          price: (product.price / 100).toFixed(2),
          priceCurrency: product.currency.toUpperCase(),
          availability: "https://schema.org/InStock",
          url: `${origin}/shop#${product.id}`,
          seller: { "@type": "Organization", name: sellerName },
        },
      },
    })),
  };
}
