import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Form, Link, redirect, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.products.$productId";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { HistoryCard } from "~/components/admin/history-card";
import { ProductFields, withTyped } from "~/components/admin/product-fields";
import { shopCategories } from "~/components/shop/shop-catalogue";
import { buttonVariants } from "~/components/ui/button-variants";
import { publicOrigin } from "~/lib/origin.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { listAudit } from "~/modules/audit/audit.server";
import { productFormValues } from "~/modules/admin/product-form";
import { readProductForm } from "~/modules/admin/product-form.server";
import { deleteProduct, findProductRow, saveProduct, setProductActive } from "~/modules/admin/products.server";
import { formatMoney } from "~/modules/orders/money";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { addVariant, listVariants, updateVariant } from "~/modules/admin/product-variants.server";
import { variantAddSchema, variantUpdateSchema } from "~/modules/admin/variant-form";
import { VariantsCard } from "~/components/admin/variants-card";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Edit product", description: "One shop product.", index: false });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const product = await findProductRow(db(), params.productId);
  if (!product) throw data("Not found", { status: 404 });
  const history = await listAudit(db(), { subject: { type: "product", id: product.id }, limit: 20 });
  const { createdAt: _c, updatedAt: _u, ...fields } = product;
  const variants = (await listVariants(db(), product.id)).map(({ id, size, colour, sku, stock, podProductId, isActive }) => ({
    id,
    size,
    colour,
    sku,
    stock,
    podProductId,
    isActive,
  }));
  return { product: fields, variants, history: history.entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) };
}

type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string>; typed?: ReturnType<typeof productFormValues> };

export async function action({ request, params }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "activate" || intent === "deactivate") {
    const result = await setProductActive(db(), admin, params.productId, intent === "activate");
    if (!result.ok) throw data("Not found", { status: 404 });
    return data<Answer>({ ok: true, message: result.product.isActive ? "Activated: it is in the shop again." : "Deactivated: it is no longer in the shop." });
  }
  if (intent === "delete") {
    const result = await deleteProduct(db(), admin, params.productId);
    if (result.ok || result.reason === "not-found") return redirect("/admin/products");
    return data<Answer>({ ok: false, message: result.message }, { status: 409 });
  }
  if (intent === "variant-update") {
    const parsed = variantUpdateSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return data<Answer>({ ok: false, message: "Nothing was saved: stock is a whole number from 0, or empty for made to order." }, { status: 400 });
    const { active, ...input } = parsed.data;
    if (!(await updateVariant(db(), admin, params.productId, { ...input, active: active === "on" }))) throw data("Not found", { status: 404 });
    return data<Answer>({ ok: true, message: "Variant saved." });
  }
  if (intent === "variant-add") {
    const parsed = variantAddSchema.safeParse(Object.fromEntries(form));
    if (!parsed.success)
      return data<Answer>({ ok: false, message: "Nothing was added: give a size or a colour, and stock as a whole number (or empty)." }, { status: 400 });
    const added = await addVariant(db(), admin, params.productId, parsed.data);
    return added.ok
      ? data<Answer>({ ok: true, message: "Variant added. Buyers now choose before 'Add to Cart'." })
      : data<Answer>({ ok: false, message: "Nothing was added: that size and colour already exist." }, { status: 409 });
  }
  if (intent !== "save") return data<Answer>({ ok: false, message: "Nothing was saved: that form is not known here." }, { status: 400 });
  const read = await readProductForm(form, { categories: shopCategories, storage: fileStorage(), origin: publicOrigin(request) });
  if (!read.ok)
    return data<Answer>(
      { ok: false, message: "Nothing was saved: check the fields marked below.", fieldErrors: read.fieldErrors, typed: productFormValues(form) },
      { status: 400 },
    );
  const saved = await saveProduct(db(), admin, params.productId, read.input);
  if (!saved.ok) throw data("Not found", { status: 404 });
  return data<Answer>({ ok: true, message: "Saved. The shop, carts and checkout use the new values from now on." });
}

export default function AdminProduct({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  const { product } = loaderData;
  return (
    <div className="grid gap-6 pb-12">
      <p className="pt-8">
        <Link to="/admin/products" className="inline-flex min-h-11 items-center text-sm font-medium underline">
          <ArrowLeft aria-hidden className="mr-1 size-4" />
          All products
        </Link>
      </p>
      <AdminHeader
        title={product.name}
        lead={
          <>
            {product.isActive ? "Active: in the shop and for sale" : "Not active: not in the shop, and carts holding it are not charged for it"} ·{" "}
            {formatMoney(product.price, product.currency)} · {product.sold} sold
          </>
        }
        actions={
          <Form method="post">
            <input type="hidden" name="intent" value={product.isActive ? "deactivate" : "activate"} />
            <button type="submit" disabled={busy} className={buttonVariants({ variant: "outline" })}>
              {product.isActive ? "Deactivate" : "Activate"}
            </button>
          </Form>
        }
      />
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      {/* key: a saved form shows what the database now holds. */}
      <Form
        key={JSON.stringify(product)}
        method="post"
        encType="multipart/form-data"
        className="grid gap-5 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6"
      >
        <input type="hidden" name="intent" value="save" />
        <ProductFields product={withTyped(product, answer?.typed)} errors={answer?.fieldErrors ?? {}} />
        <div>
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {busy ? "Saving…" : "Save changes"}
          </button>
        </div>
      </Form>
      <VariantsCard variants={loaderData.variants} busy={busy} />
      <HistoryCard entries={loaderData.history} />
      {product.held ? (
        <p className="text-sm text-muted">This product has been ordered, so it stays on record: deactivate it to take it out of the shop.</p>
      ) : (
        <section aria-labelledby="delete-product" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
          <h2 id="delete-product" className="text-xl text-ink-900">
            Delete
          </h2>
          <p className="mt-1 text-sm text-muted">Nobody has ordered it yet, so it can be deleted for good (carts holding it lose the line).</p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" disabled={busy} className={buttonVariants({ variant: "outline" })}>
              Delete {product.name}
            </button>
          </Form>
        </section>
      )}
    </div>
  );
}
