import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import Smartphone from "lucide-react/icons/smartphone";
import Link2 from "lucide-react/icons/link-2";
import type { Route } from "./+types/shop";
import { db } from "~/db/db.server";
import { listActiveProducts } from "~/modules/catalogue/catalogue.server";
import { seo } from "~/lib/seo";
import { rootData, useSiteProfile } from "~/components/layout/site-data";
import { shopCategories, shopJsonLd, type ShopProduct, categoryIntro, categorySlug, shopTabs, productImage } from "~/components/shop/shop-catalogue";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/layout/page-hero";
import { Badge } from "~/components/ui/badge";
import { formatPrice } from "~/modules/catalogue/format";
import { PageContainer } from "~/components/layout/page-container";
import { AddToCartButton } from "~/components/cart/add-to-cart-button";
import { addFromShop, type ShopAddAnswer } from "~/modules/shop/actions.server";
import { cartMessages } from "~/modules/shop/messages";
import { listShopOptions } from "~/modules/shop/variants.server";
import { keptForContent } from "~/modules/site/content-memo.server";

/** The same for every visitor without a session or cart: served from the render cache (decision 041). */
export const handle = { renderCache: true };

/** The shop's products: one query per category, run together, once per content version. */
export async function loader() {
  const { lists, options } = await keptForContent("shop", async () => {
    const database = db();
    const lists = await Promise.all(shopCategories.map((category) => listActiveProducts(database, category)));
    const options = await listShopOptions(
      database,
      lists.flatMap((list) => list.map((product) => product.id)),
    );
    return { lists, options };
  });
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
      ...options.get(id),
    }));
  });
  return { productsByCategory };
}

/** Add to cart (payload productId), by fetcher or, before JavaScript, as a plain post. */
export function action({ request, context }: Route.ActionArgs) {
  return addFromShop(request, context);
}

/** A network failure or a server crash is an ordinary failed add (the 'Error' toast), not the error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<ShopAddAnswer> {
  try {
    return (await serverAction()) as ShopAddAnswer;
  } catch {
    return { ok: false, error: cartMessages.addFailed };
  }
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

function AppPromo({ pricingUrl }: { pricingUrl: string }) {
  return (
    <aside aria-labelledby="app-promo-heading" className="on-dark relative overflow-hidden rounded-card bg-ink-900 p-6 text-ivory sm:p-10">
      <div aria-hidden className="pointer-events-none absolute -bottom-24 -right-24 h-72 w-72 rounded-full bg-amber-400/15 blur-2xl" />
      <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
        <div className="flex gap-4">
          <Smartphone aria-hidden className="mt-1 h-8 w-8 shrink-0 text-amber-300" />
          <div>
            <h2 id="app-promo-heading" className="text-2xl text-ivory">
              Practise every day with the studio app
            </h2>
            <p className="mt-2 max-w-xl text-ivory/80">
              The studio’s subscription app brings daily warm-ups and practice tracks to your phone, between lessons and on the way to rehearsal.
            </p>
          </div>
        </div>
        <Button asChild size="lg" className="shrink-0">
          <a href={pricingUrl} target="_blank" rel="noopener noreferrer">
            See app pricing
            <ArrowUpRight aria-hidden />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
      </div>
    </aside>
  );
}

/** The shop (docs/rules.md, "Site"): two tabs of categories; every category's active products by name. */
export default function Shop({ loaderData, actionData }: Route.ComponentProps) {
  const { productsByCategory } = loaderData;
  const pricingUrl = useSiteProfile().subscriptionAppPricingUrl;
  return (
    <>
      <PageHero
        eyebrow="Shop"
        title="Gear and merchandise"
        lead={<p>The microphones, headphones and small things we use in the studio every day, and clothing and mugs printed to order.</p>}
      />
      <PageContainer className="pb-20 pt-10">
        {actionData ? <AddedNotice answer={actionData} /> : null}
        <Tabs defaultValue={shopTabs[0].value}>
          <TabsList aria-label="Shop departments">
            {shopTabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {shopTabs.map((tab) => (
            // Every department is in the HTML (for search engines); CSS hides the inactive one.
            <TabsContent key={tab.value} value={tab.value} forceMount className="mt-10 space-y-14 data-[state=inactive]:hidden">
              {tab.categories.map((category) => {
                const products = productsByCategory[category] ?? [];
                const id = `category-${categorySlug(category)}`;
                return (
                  <section key={category} aria-labelledby={id}>
                    <h2 id={id} className="text-2xl text-ink-900 sm:text-3xl">
                      {category}
                    </h2>
                    {categoryIntro[category] ? <p className="mt-1 text-muted">{categoryIntro[category]}</p> : null}
                    {products.length > 0 ? (
                      <div className="mt-6 grid gap-5 lg:grid-cols-2">
                        {products.map((product) => (
                          <ProductCard key={product.id} product={product} />
                        ))}
                      </div>
                    ) : (
                      <p className="mt-4 text-muted">Nothing in this category right now.</p>
                    )}
                  </section>
                );
              })}
            </TabsContent>
          ))}
        </Tabs>
        <div className="mt-20">
          <AppPromo pricingUrl={pricingUrl} />
        </div>
      </PageContainer>
    </>
  );
}

/** After a post made before JavaScript loaded: the cart's toast texts, as a message on the page. */
function AddedNotice({ answer }: { answer: ShopAddAnswer }) {
  return (
    <div
      role={answer.ok ? "status" : "alert"}
      className={
        answer.ok ? "mb-8 rounded-card border border-success bg-ivory p-4 text-ink-900" : "mb-8 rounded-card border border-danger bg-ivory p-4 text-ink-900"
      }
    >
      <p className="font-semibold">{answer.ok ? cartMessages.added.title : cartMessages.errorTitle}</p>
      <p>{answer.ok ? cartMessages.added.description : answer.error}</p>
    </div>
  );
}

/** A product as the catalogue shows it, with its add-to-cart button. */
function ProductCard({ product }: { product: ShopProduct }) {
  const headingId = `product-${product.id}`;
  return (
    <article
      id={product.id}
      aria-labelledby={headingId}
      className="grid overflow-hidden rounded-card border border-sand-200 bg-ivory shadow-card sm:grid-cols-[12rem_1fr] lg:grid-cols-[13rem_1fr]"
    >
      <div className="bg-sand-100">
        <img
          src={productImage(product)}
          alt={product.imageUrl ? product.name : ""}
          width={800}
          height={800}
          loading="lazy"
          decoding="async"
          className="aspect-[16/10] w-full object-cover sm:aspect-auto sm:h-full"
        />
      </div>
      <div className="flex flex-col items-start gap-2 p-4 sm:p-6">
        {product.podProductId ? (
          <Badge variant="accent">
            <Link2 aria-hidden className="h-3.5 w-3.5" />
            Gelato Connected
          </Badge>
        ) : null}
        <h3 id={headingId} className="text-lg leading-snug text-ink-900">
          {product.name}
        </h3>
        <p className="text-sm text-muted">{product.description}</p>
        <div className="mt-auto flex w-full flex-wrap items-center justify-between gap-3 pt-3">
          <p className="font-display text-xl text-ink-900">{formatPrice(product.price, product.currency)}</p>
          <AddToCartButton productId={product.id} productName={product.name} options={product.options} choice={product.choice} />
        </div>
      </div>
    </article>
  );
}
