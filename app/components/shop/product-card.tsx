import { Link2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { formatPrice } from "~/modules/catalogue/format";
import { productImage, type ShopProduct } from "./shop-catalogue";

/** A product as the catalogue shows it. Buying belongs to the cart (the shop issue). */
export function ProductCard({ product }: { product: ShopProduct }) {
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
        <p className="mt-auto pt-3 font-display text-xl text-ink-900">{formatPrice(product.price, product.currency)}</p>
      </div>
    </article>
  );
}
