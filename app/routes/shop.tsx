import type { Route } from "./+types/shop";
import { db } from "~/db/db.server";
import { listActiveProducts } from "~/modules/catalogue/catalogue.server";
import { rootData, seo } from "~/lib/seo";
import { ShopPage } from "~/components/shop/shop-page";
import { shopCategories, shopJsonLd, type ShopProduct } from "~/components/shop/shop-catalogue";

/** SPEC.md section 7 "Shop products": one query per category, run together. */
export async function loader() {
  const database = db();
  const lists = await Promise.all(shopCategories.map((category) => listActiveProducts(database, category)));
  const productsByCategory: Record<string, ShopProduct[]> = {};
  shopCategories.forEach((category, index) => {
    productsByCategory[category] = (lists[index] ?? []).map(({ id, name, category, description, imageUrl, price, currency, podProductId }) => ({
      id,
      name,
      category,
      description,
      imageUrl,
      price,
      currency,
      podProductId,
    }));
  });
  return { productsByCategory };
}

export const meta: Route.MetaFunction = (args) => {
  const root = rootData(args.matches);
  const products = Object.values(args.data?.productsByCategory ?? {}).flat();
  return seo(args, {
    title: "Shop",
    description: "Microphones, audio gear, headphones and accessories for singers, plus studio T-shirts, hoodies and mugs printed to order. Prices in DKK.",
    jsonLd: products.length ? [shopJsonLd(products, root?.origin ?? "", root?.profile.businessName ?? "")] : [],
  });
};

export default function Shop({ loaderData, matches }: Route.ComponentProps) {
  const root = rootData(matches);
  return <ShopPage productsByCategory={loaderData.productsByCategory} pricingUrl={root?.profile.subscriptionAppPricingUrl ?? ""} />;
}
