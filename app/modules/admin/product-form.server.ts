import type { FileStorage } from "~/modules/storage/storage.server";
import { storeCover } from "~/modules/storage/covers.server";
import { storePrintFile } from "./print-files.server";
import { fieldErrorsOf, productFormSchema, productFormValues } from "./product-form";
import type { ProductInput } from "./products.server";

export type ProductFormRead = { ok: true; input: ProductInput } | { ok: false; fieldErrors: Record<string, string> };

/**
 * The product form as posted (create or edit): the fields through the one schema, then the image
 * (a cover, checked by content and size) and the print file (PDF or PNG). The files are stored
 * last, so nothing is kept for a form that is refused. An empty file field leaves the stored file
 * as it is; the remove boxes clear it.
 */
export async function readProductForm(form: FormData, deps: { categories: readonly string[]; storage: FileStorage; origin: string }): Promise<ProductFormRead> {
  const parsed = productFormSchema(deps.categories).safeParse(productFormValues(form));
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { name, description, category, price, podProductId, active } = parsed.data;
  const input: ProductInput = { name, description, category, price, podProductId, active: active === "on" };
  const image = form.get("image");
  if (image instanceof File && image.size > 0) {
    const stored = await storeCover(deps.storage, image, "product");
    if (!stored.ok) return { ok: false, fieldErrors: { image: stored.message } };
    input.imageUrl = stored.url;
  } else if (form.get("removeImage") === "on") input.imageUrl = null;
  const printFile = form.get("printFile");
  if (printFile instanceof File && printFile.size > 0) {
    const stored = await storePrintFile(deps.storage, printFile, deps.origin);
    if (!stored.ok) return { ok: false, fieldErrors: { printFile: stored.message } };
    input.printFileUrl = stored.url;
  } else if (form.get("removePrintFile") === "on") input.printFileUrl = null;
  return { ok: true, input };
}
