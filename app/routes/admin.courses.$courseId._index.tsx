import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.courses.$courseId._index";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { HistoryCard } from "~/components/admin/history-card";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { listAudit } from "~/modules/audit/audit.server";
import { saveCourse } from "~/modules/admin/courses.server";
import { storeCover } from "~/modules/storage/covers.server";
import { fileStorage } from "~/modules/storage/file-storage.server";
import { editCourseSchema, parseAmount } from "~/modules/admin/schemas";
import { findOffer } from "~/modules/catalogue/catalogue.server";
import { formatMinorUnits } from "~/modules/catalogue/format";
import { CURRENCIES, isCurrency } from "~/modules/orders/money";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Edit course", description: "One course's texts and prices.", index: false });

/** Price rows shown for adding a currency or plan. */
const NEW_ROWS = 2;

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const offer = await findOffer(db(), params.courseId);
  if (!offer || offer.id !== params.courseId || offer.kind === "test") throw data("Not found", { status: 404 });
  const history = await listAudit(db(), { subject: { type: "course", id: offer.id }, limit: 20 });
  return {
    offer: {
      id: offer.id,
      imageUrl: offer.imageUrl,
      title: offer.title,
      subtitle: offer.subtitle,
      description: offer.description,
      includes: offer.includes,
      priceNote: offer.priceNote,
      published: offer.published,
      prices: offer.prices,
    },
    history: history.entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}

type Answer = { ok: boolean; message: string; fieldErrors?: Record<string, string> };

export async function action({ request, params }: Route.ActionArgs) {
  // The guard first: a student's post is refused before its form is even read.
  const admin = await requireAdmin(request);
  const form = await request.formData();
  const parsed = editCourseSchema.safeParse(Object.fromEntries(form));
  const fieldErrors: Record<string, string> = parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const before = await findOffer(db(), params.courseId);
  if (!before || before.id !== params.courseId) throw data("Not found", { status: 404 });
  // Each price row: a currency, an optional plan and an amount; a row whose amount is cleared is no longer sold.
  const prices = [];
  for (let i = 0; i < before.prices.length + NEW_ROWS; i++) {
    const amountText = String(form.get(`price-${i}-amount`) ?? "").trim();
    if (!amountText) continue;
    const currency = String(form.get(`price-${i}-currency`) ?? "");
    const plan = String(form.get(`price-${i}-plan`) ?? "")
      .trim()
      .slice(0, 60);
    const amount = parseAmount(amountText);
    if (amount === null || !isCurrency(currency)) {
      fieldErrors[`price-${i}-amount`] = "Enter a price as a number, such as 1.950 or 99.99.";
      continue;
    }
    const kept = before.prices.find((p) => p.currency === currency && p.plan.toLowerCase() === plan.toLowerCase());
    prices.push({ currency, plan, amount, features: kept?.features ?? [], paymentPlanMonths: kept?.paymentPlanMonths ?? null });
  }
  if (prices.length === 0) fieldErrors["price-0-amount"] ??= "A course needs at least one price.";
  if (!parsed.success || Object.keys(fieldErrors).length)
    return data<Answer>({ ok: false, message: "Nothing was saved: check the fields marked below.", fieldErrors }, { status: 400 });
  // The new cover last: nothing is stored for a form that is refused.
  const cover = form.get("cover");
  let imageUrl: string | null | undefined;
  if (cover instanceof File && cover.size > 0) {
    const stored = await storeCover(fileStorage(), cover);
    if (!stored.ok)
      return data<Answer>({ ok: false, message: "Nothing was saved: check the fields marked below.", fieldErrors: { cover: stored.message } }, { status: 400 });
    imageUrl = stored.url;
  } else if (form.get("removeCover") === "on") imageUrl = null;
  const { title, subtitle, description, includes, priceNote, published } = parsed.data;
  const saved = await saveCourse(db(), admin, params.courseId, {
    title,
    subtitle: subtitle || null,
    description,
    priceNote: priceNote || null,
    includes: includes
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean)
      .slice(0, 20),
    prices,
    published: published === "on",
    ...(imageUrl !== undefined ? { imageUrl } : {}),
  });
  if (!saved.ok) return data<Answer>({ ok: false, message: `Nothing was saved: ${saved.message}` }, { status: 400 });
  return data<Answer>({ ok: true, message: "Saved. The course pages and checkout use the new values now." });
}

export default function AdminCourse({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<Answer>();
  const busy = useNavigation().state === "submitting";
  const { offer } = loaderData;
  const errors = answer?.fieldErrors ?? {};
  const rows = [
    ...offer.prices.map((p) => ({ ...p, amountText: formatMinorUnits(p.amount) })),
    ...Array.from({ length: NEW_ROWS }, () => ({ currency: "DKK", plan: "", amountText: "" })),
  ];
  return (
    <div className="grid gap-6 pb-12">
      <p className="pt-8">
        <Link to="/admin/courses" className="inline-flex min-h-11 items-center text-sm font-medium underline">
          <ArrowLeft aria-hidden className="mr-1 size-4" />
          All courses
        </Link>
      </p>
      <AdminHeader
        title={offer.title}
        lead={offer.published ? "Published: on the site and for sale." : "Not published: on no page, and checkout refuses it."}
        actions={
          <>
            <Link to={`/admin/lessons?course=${encodeURIComponent(offer.id)}`} className={buttonVariants({ variant: "outline" })}>
              Lessons
            </Link>
            <Link to={`/admin/courses/${encodeURIComponent(offer.id)}/preview`} className={buttonVariants({ variant: "outline" })}>
              Preview as a student
            </Link>
          </>
        }
      />
      {answer ? (
        <p role={answer.ok ? "status" : "alert"} className={answer.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          {answer.message}
        </p>
      ) : null}
      {/* key: a saved form shows what the database now holds. */}
      <Form
        key={JSON.stringify(offer)}
        method="post"
        encType="multipart/form-data"
        className="grid gap-5 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6"
      >
        <Field label="Course Title" name="title" required error={errors.title}>
          {(props) => <Input {...props} defaultValue={offer.title} maxLength={120} />}
        </Field>
        <Field label="Subtitle" name="subtitle" error={errors.subtitle}>
          {(props) => <Input {...props} defaultValue={offer.subtitle ?? ""} maxLength={200} />}
        </Field>
        <Field label="Description" name="description" required error={errors.description}>
          {(props) => <Textarea {...props} defaultValue={offer.description} rows={5} maxLength={5000} />}
        </Field>
        <div className="grid gap-2">
          {offer.imageUrl ? (
            <img src={offer.imageUrl} alt="The current cover" className="aspect-[16/10] w-56 rounded-card border border-sand-200 object-cover" />
          ) : null}
          <Field label="Cover Image" name="cover" hint="PNG, JPEG or WebP, up to 5 MB; a new one replaces the current." error={errors.cover}>
            {(props) => (
              <input
                {...props}
                type="file"
                accept="image/png,image/jpeg,image/webp"
                className="block w-full text-sm file:mr-3 file:min-h-11 file:rounded-control file:border file:border-sand-300 file:bg-ivory file:px-4 file:text-sm file:font-medium"
              />
            )}
          </Field>
          {offer.imageUrl ? (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="checkbox" name="removeCover" className="size-5 accent-amber-600" />
              Remove the cover (the card shows the studio's artwork)
            </label>
          ) : null}
        </div>
        <Field label="What the buyer gets" name="includes" hint="One line each, such as '12 video lessons'." error={errors.includes}>
          {(props) => <Textarea {...props} defaultValue={offer.includes.join("\n")} rows={4} />}
        </Field>
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium text-ink-900">Prices</legend>
          <p className="text-sm text-muted">
            Danish prices include 25 % moms. Clear an amount to stop selling in that currency; orders already made keep their price.
          </p>
          {rows.map((row, i) => (
            <div key={i} className="grid grid-cols-[6rem_minmax(0,1fr)] gap-2 sm:grid-cols-[6rem_minmax(0,1fr)_10rem]">
              <Select name={`price-${i}-currency`} defaultValue={row.currency} aria-label={`Currency of price ${i + 1}`}>
                {CURRENCIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </Select>
              <Input name={`price-${i}-plan`} defaultValue={row.plan} placeholder="Plan (optional)" aria-label={`Plan of price ${i + 1}`} maxLength={60} />
              <Input
                name={`price-${i}-amount`}
                defaultValue={row.amountText}
                inputMode="decimal"
                placeholder={i < offer.prices.length ? "" : "Add a price"}
                aria-label={`Amount of price ${i + 1}`}
                aria-invalid={errors[`price-${i}-amount`] ? true : undefined}
                className="col-span-2 sm:col-span-1"
              />
              {errors[`price-${i}-amount`] ? (
                <p className="col-span-full text-sm text-danger" role="alert">
                  {errors[`price-${i}-amount`]}
                </p>
              ) : null}
            </div>
          ))}
        </fieldset>
        <Field label="Price note" name="priceNote" hint="Shown after the price, such as 'per month'." error={errors.priceNote}>
          {(props) => <Input {...props} defaultValue={offer.priceNote ?? ""} maxLength={60} />}
        </Field>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="published" defaultChecked={offer.published} className="size-5 accent-amber-600" />
          Published (on the site and for sale)
        </label>
        <div>
          <button type="submit" disabled={busy} className={buttonVariants()}>
            {busy ? "Saving…" : "Save changes"}
          </button>
        </div>
      </Form>
      <HistoryCard entries={loaderData.history} />
    </div>
  );
}
