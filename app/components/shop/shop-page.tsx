import { ArrowUpRight, Smartphone } from "lucide-react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/layout/page-hero";
import { categoryIntro, categorySlug, shopTabs, type ShopProduct } from "./shop-catalogue";
import { ProductCard } from "./product-card";

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

/** SPEC.md "Shop": two tabs of categories; every category's active products by name. */
export function ShopPage({ productsByCategory, pricingUrl }: { productsByCategory: Record<string, ShopProduct[]>; pricingUrl: string }) {
  return (
    <>
      <PageHero
        eyebrow="Shop"
        title="Gear and merchandise"
        lead={<p>The microphones, headphones and small things we use in the studio every day, and clothing and mugs printed to order.</p>}
      />
      <div className="mx-auto max-w-[1200px] px-5 pb-20 pt-10 sm:px-8">
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
      </div>
    </>
  );
}
