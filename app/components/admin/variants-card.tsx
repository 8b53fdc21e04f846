import { Form } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { variantLabel } from "~/modules/shop/variant-rules";

type Variant = { id: string; size: string | null; colour: string | null; sku: string; stock: number | null; podProductId: string | null; isActive: boolean };

const field = "min-h-11 w-full rounded-control border border-muted/70 bg-ivory px-3 text-base";

/** The product's sizes and colours (decision 046): stock (empty: made to order), Gelato id, active; and a new one. */
export function VariantsCard({ variants, busy }: { variants: Variant[]; busy: boolean }) {
  return (
    <section aria-labelledby="variants-heading" className="grid gap-4 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
      <div>
        <h2 id="variants-heading" className="text-xl text-ink-900">
          Variants
        </h2>
        <p className="mt-1 text-sm text-muted">
          Each size or colour has its own stock and print-on-demand id. Empty stock: made to order. A product with sizes or colours is bought by choosing one.
        </p>
      </div>
      <ul className="grid gap-3">
        {variants.map((variant) => {
          const name = variantLabel(variant) || "Default (no options)";
          return (
            <li key={variant.id} className="rounded-control border border-sand-200 p-3">
              <Form method="post" className="grid items-end gap-3 sm:grid-cols-[1fr_8rem_1fr_auto_auto]" aria-label={`Variant ${name}`}>
                <input type="hidden" name="intent" value="variant-update" />
                <input type="hidden" name="variantId" value={variant.id} />
                <p className="font-medium text-ink-900">
                  {name}
                  <span className="block text-sm font-normal text-muted">SKU {variant.sku}</span>
                </p>
                <label className="grid gap-1 text-sm font-medium">
                  Stock
                  <input name="stock" type="number" min={0} inputMode="numeric" defaultValue={variant.stock ?? ""} className={field} />
                </label>
                <label className="grid gap-1 text-sm font-medium">
                  Print-on-demand id
                  <input name="podProductId" defaultValue={variant.podProductId ?? ""} className={field} />
                </label>
                <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
                  <input name="active" type="checkbox" defaultChecked={variant.isActive} className="size-5" />
                  Active
                </label>
                <button type="submit" disabled={busy} className={buttonVariants({ variant: "outline" })}>
                  Save {name}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
      <Form method="post" className="grid items-end gap-3 sm:grid-cols-4" aria-label="Add variant">
        <input type="hidden" name="intent" value="variant-add" />
        <label className="grid gap-1 text-sm font-medium">
          Size
          <input name="size" className={field} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Colour
          <input name="colour" className={field} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Stock
          <input name="stock" type="number" min={0} inputMode="numeric" className={field} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          Print-on-demand id
          <input name="podProductId" className={field} />
        </label>
        <div>
          <button type="submit" disabled={busy} className={buttonVariants()}>
            Add variant
          </button>
        </div>
      </Form>
    </section>
  );
}
