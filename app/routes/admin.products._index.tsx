import { useEffect, useState } from "react";
import Link2 from "lucide-react/icons/link-2";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.products._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { EditLink, ListCell } from "~/components/admin/list-cells";
import { ProductFields, withTyped } from "~/components/admin/product-fields";
import { productImage, shopCategories, thumbnailZoom } from "~/components/shop/shop-catalogue";
import { buttonVariants } from "~/components/ui/button-variants";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "~/components/ui/dialog";
import { publicOrigin } from "~/lib/origin.server";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { productFormValues } from "~/modules/admin/product-form";
import { readProductForm } from "~/modules/admin/product-form.server";
import { createProduct, listProductRows } from "~/modules/admin/products.server";
import { formatMoney } from "~/modules/orders/money";
import { fileStorage } from "~/modules/storage/file-storage.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Products", description: "The shop's products.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const rows = await listProductRows(db());
  return {
    products: rows.map(({ id, name, category, imageUrl, price, currency, isActive, podProductId, sold }) => ({
      id,
      name,
      category,
      imageUrl,
      price,
      currency,
      isActive,
      podProductId,
      sold,
    })),
  };
}

type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string>; typed?: ReturnType<typeof productFormValues>; productId?: string };

export async function action({ request }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const read = await readProductForm(form, { categories: shopCategories, storage: fileStorage(), origin: publicOrigin(request) });
  if (!read.ok)
    return data<Answer>(
      { ok: false, message: "Nothing was saved: check the fields marked below.", fieldErrors: read.fieldErrors, typed: productFormValues(form) },
      { status: 400 },
    );
  const product = await createProduct(db(), admin, read.input);
  return data<Answer>({
    ok: true,
    message: product.isActive ? `${product.name} is in the shop now.` : `${product.name} is saved, not active: it is not in the shop yet.`,
    productId: product.id,
  });
}

export default function AdminProducts({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  const columns = "md:grid-cols-[3.5rem_minmax(0,1.6fr)_minmax(0,1fr)_7rem_5rem_7rem_5rem]";
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Products"
        lead="The shop's gear and merchandise: price in DKK, image, print on demand, in the shop or not."
        actions={<CreateProductDialog answer={answer} busy={busy} />}
      />
      {answer?.ok ? (
        <p role="status" className="font-medium text-ink-900">
          {answer.message}{" "}
          {answer.productId ? (
            <Link to={`/admin/products/${encodeURIComponent(answer.productId)}`} className="underline">
              Open it
            </Link>
          ) : null}
        </p>
      ) : null}
      <section aria-label="Products" className="rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <div
          aria-hidden
          className={`hidden border-b border-sand-200 pb-2 text-xs font-semibold uppercase tracking-wide text-muted md:grid md:gap-x-4 ${columns}`}
        >
          <span>Image</span>
          <span>Name</span>
          <span>Category</span>
          <span>Price</span>
          <span>Sold</span>
          <span>Status</span>
          <span>Actions</span>
        </div>
        <ul className="divide-y divide-sand-200">
          {loaderData.products.map((product) => (
            <li key={product.id} className={`grid grid-cols-[3.5rem_minmax(0,1fr)] gap-x-4 gap-y-1 py-4 md:items-center ${columns}`}>
              <div className="row-span-6 size-14 overflow-hidden rounded-control md:row-span-1">
                <img
                  src={productImage(product)}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  className={`size-full object-cover ${thumbnailZoom(productImage(product))}`}
                />
              </div>
              <div className="min-w-0">
                <p className="font-medium text-ink-900">{product.name}</p>
                {product.podProductId ? (
                  <p className="mt-0.5 inline-flex items-center gap-1 text-xs text-amber-800">
                    <Link2 aria-hidden className="size-3.5" />
                    Print on demand
                  </p>
                ) : null}
              </div>
              <ListCell label="Category:" muted>
                {product.category}
              </ListCell>
              <ListCell label="Price:" numeric>
                {formatMoney(product.price, product.currency)}
              </ListCell>
              <ListCell label="Sold:" numeric>
                {product.sold}
              </ListCell>
              <p className="text-sm">
                {product.isActive ? (
                  <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-ink-900">Active</span>
                ) : (
                  <span className="rounded-full bg-sand-200 px-2 py-0.5 text-xs font-semibold text-ink-800">Not active</span>
                )}
              </p>
              <p>
                <EditLink to={`/admin/products/${encodeURIComponent(product.id)}`} title={product.name} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function CreateProductDialog({ answer, busy }: { answer: Answer | undefined; busy: boolean }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (answer) setOpen(Boolean(answer.fieldErrors));
  }, [answer]);
  const errors = answer?.fieldErrors ?? {};
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger className={buttonVariants()}>Add product</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Add product</DialogTitle>
          <DialogDescription>Active products are in the shop as soon as they are saved.</DialogDescription>
        </DialogHeader>
        {answer && !answer.ok ? (
          <p role="alert" className="font-medium text-danger">
            {answer.message}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data" className="grid gap-4">
          <ProductFields product={withTyped({}, answer?.typed)} errors={errors} />
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {busy ? "Saving…" : "Add product"}
          </button>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
