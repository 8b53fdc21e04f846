import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { fallbackArtwork, productImage, shopCategories } from "~/components/shop/shop-catalogue";
import { formatMinorUnits } from "~/modules/catalogue/format";

export interface ProductDefaults {
  /** Set when editing: a seeded product has a drawing of its own to fall back on. */
  id: string;
  name: string;
  description: string;
  category: string;
  price: number | null;
  isActive: boolean;
  podProductId: string | null;
  imageUrl: string | null;
  printFileUrl: string | null;
  /** The price as typed, when a refused form is shown again. */
  priceText?: string;
}

/** A refused form's values over the stored ones: nothing typed is lost (the files must be chosen again). */
export function withTyped<T extends Partial<ProductDefaults>>(
  product: T,
  typed: { name: string; description: string; category: string; price: string; podProductId: string; active?: "on" } | undefined,
): T {
  if (!typed) return product;
  return {
    ...product,
    name: typed.name,
    description: typed.description,
    category: typed.category,
    priceText: typed.price,
    podProductId: typed.podProductId || null,
    isActive: typed.active === "on",
  };
}

const fileClass =
  "block w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border file:border-sand-300 file:bg-ivory file:px-4 file:text-sm file:font-medium";

/** The product form's fields (create and edit): posted as multipart, read by `readProductForm`. */
export function ProductFields({ product, errors }: { product?: Partial<ProductDefaults>; errors: Record<string, string> }) {
  const fallback = fallbackArtwork(product?.id) === "drawing" ? "the product's drawing" : "the category's artwork";
  return (
    <>
      <Field label="Name" name="name" required error={errors.name}>
        {(props) => <Input {...props} defaultValue={product?.name ?? ""} maxLength={120} />}
      </Field>
      <Field label="Description" name="description" required error={errors.description}>
        {(props) => <Textarea {...props} defaultValue={product?.description ?? ""} rows={3} maxLength={2000} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Category" name="category" required error={errors.category}>
          {(props) => (
            <Select {...props} defaultValue={product?.category ?? shopCategories[0]}>
              {shopCategories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Price (DKK)" name="price" required hint="Including 25 % moms, such as 249 or 1.499,50." error={errors.price}>
          {(props) => (
            <Input {...props} defaultValue={product?.priceText ?? (product?.price != null ? formatMinorUnits(product.price) : "")} inputMode="decimal" />
          )}
        </Field>
      </div>
      <div className="grid gap-2">
        {product?.imageUrl || product?.id ? (
          <img
            src={productImage({ id: product.id, imageUrl: product.imageUrl ?? null, category: product.category ?? "" })}
            alt={product.imageUrl ? "The current image" : `The current image: ${fallback}`}
            width={128}
            height={128}
            className="aspect-square w-32 rounded-card border border-sand-200 object-cover"
          />
        ) : null}
        <Field
          label="Image"
          name="image"
          hint={
            product?.imageUrl
              ? "PNG, JPEG or WebP, up to 5 MB; a new one replaces the current."
              : `PNG, JPEG or WebP, up to 5 MB. Optional: without one, the shop shows ${fallback}.`
          }
          error={errors.image}
        >
          {(props) => <input {...props} type="file" accept="image/png,image/jpeg,image/webp" className={fileClass} />}
        </Field>
        {product?.imageUrl ? (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="removeImage" className="size-5 accent-amber-600" />
            Remove the image (the shop shows {fallback})
          </label>
        ) : null}
      </div>
      <fieldset className="grid gap-3 rounded-card border border-sand-200 p-4">
        <legend className="px-1 text-sm font-medium text-ink-900">Print on demand (optional)</legend>
        <Field
          label="Print-on-demand product id"
          name="podProductId"
          hint="Gelato's product uid. With one, each paid order of this product goes to Gelato to be printed and posted."
          error={errors.podProductId}
        >
          {(props) => <Input {...props} defaultValue={product?.podProductId ?? ""} maxLength={200} autoComplete="off" spellCheck={false} />}
        </Field>
        {product?.printFileUrl ? (
          <p className="text-sm">
            Current print file:{" "}
            <a href={product.printFileUrl} className="break-all underline" target="_blank" rel="noopener noreferrer">
              {product.printFileUrl.split("/").pop()}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </p>
        ) : null}
        <Field label="Print file" name="printFile" hint="The design Gelato prints: a PDF or PNG, up to 25 MB." error={errors.printFile}>
          {(props) => <input {...props} type="file" accept="application/pdf,image/png" className={fileClass} />}
        </Field>
        {product?.printFileUrl ? (
          <label className="flex min-h-11 items-center gap-2 text-sm">
            <input type="checkbox" name="removePrintFile" className="size-5 accent-amber-600" />
            Remove the print file
          </label>
        ) : null}
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="active" defaultChecked={product?.isActive ?? true} className="size-5 accent-amber-600" />
        Active (in the shop and for sale)
      </label>
    </>
  );
}
