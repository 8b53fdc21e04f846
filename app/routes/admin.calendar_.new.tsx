import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/admin.calendar_.new";
import { seo } from "~/lib/seo";
import { AdminHeader } from "~/components/admin/admin-shell";
import { buttonVariants } from "~/components/ui/button-variants";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { requireStaff } from "~/modules/accounts/guards.server";
import { localDateTimeValue } from "~/modules/booking/coach-calendar";
import { addBookingFromForm, type AddBookingAnswer } from "~/modules/booking/coach-bookings.server";
import { PAST_SESSION_WINDOW_MS } from "~/modules/booking/by-hand.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Add a booking", description: "A time agreed by phone.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  // A fresh key per view: a second click or a replay of this form adds the booking once.
  // The earliest time on the picker's 5-minute grid (its steps count from `min`): a year back, for a
  // session recorded afterwards (decision 067); the server checks the window again.
  return { key: crypto.randomUUID(), min: localDateTimeValue(new Date(Math.floor((Date.now() - PAST_SESSION_WINDOW_MS) / 300_000) * 300_000 + 300_000)) };
}

type Answer = AddBookingAnswer & { key?: string; values?: Record<string, string> };

export async function action({ request }: Route.ActionArgs) {
  const staff = await requireStaff(request);
  const form = await request.formData();
  const answer = await addBookingFromForm(form, staff);
  if (answer.ok) return data<Answer>(answer);
  // Refused: the same key and what was typed come back, so a retry is the same booking and nothing is lost.
  const values = Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>;
  return data<Answer>({ ...answer, key: values.key, values }, { status: answer.fields ? 400 : 409 });
}

export default function AddBooking({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const answer = actionData as Answer | undefined;
  const values = answer && !answer.ok ? (answer.values ?? {}) : {};
  const fields = answer && !answer.ok ? (answer.fields ?? {}) : {};
  const key = (answer && !answer.ok && answer.key) || loaderData.key;
  return (
    <div className="grid max-w-2xl gap-6 pb-12">
      <AdminHeader
        title="Add a booking"
        lead="A time agreed by phone: any time, outside opening hours too. Free, it is confirmed at once; with a payment link, the time is held for 23 hours and confirmed when the client pays. A session that has happened (up to a year back) is recorded as paid in cash, by transfer or free, and the client gets no e-mail."
        actions={
          <Link to="/admin/calendar" className={buttonVariants({ variant: "outline", size: "sm" })}>
            Back to the calendar
          </Link>
        }
      />
      {answer?.ok ? (
        <div className="grid gap-3 rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
          <p role="status" className="font-medium text-ink-900">
            {answer.duplicate ? "This booking was already added: " : ""}
            {answer.message}
          </p>
          <Link to={`/admin/calendar?week=${answer.week}`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
            See it in the calendar
          </Link>
        </div>
      ) : answer ? (
        <p role="alert" className="font-medium text-danger">
          {answer.message}
        </p>
      ) : null}
      <Form method="post" key={key} className="grid gap-5 rounded-card border border-sand-200 bg-ivory p-5 shadow-card sm:p-6">
        <input type="hidden" name="intent" value="add-booking" />
        <input type="hidden" name="key" value={key} />
        <Field label="Client's name" name="name" required error={fields.name}>
          {(props) => <Input {...props} autoComplete="off" maxLength={100} defaultValue={values.name} />}
        </Field>
        <Field label="Client's e-mail" name="email" required error={fields.email} hint="The confirmation or the payment link goes here.">
          {(props) => <Input {...props} type="email" autoComplete="off" maxLength={320} defaultValue={values.email} />}
        </Field>
        <Field label="Phone" name="phone" error={fields.phone} hint="Optional, for your own notes.">
          {(props) => <Input {...props} type="tel" autoComplete="off" maxLength={40} defaultValue={values.phone} />}
        </Field>
        <Field label="Kind" name="kind" required error={fields.kind}>
          {(props) => (
            <Select {...props} defaultValue={values.kind ?? "coaching"}>
              <option value="coaching">Private coaching, 60 minutes</option>
              <option value="consultation">Free consultation, 30 minutes</option>
            </Select>
          )}
        </Field>
        <Field label="Date and time (Copenhagen)" name="startsAt" required error={fields.startsAt}>
          {(props) => <Input {...props} type="datetime-local" step={300} min={loaderData.min} defaultValue={values.startsAt} />}
        </Field>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-ink-900">Payment</legend>
          {(
            [
              ["free", "Free: confirmed now, the client gets the confirmation with a calendar invite"],
              ["link", "Send a payment link (private coaching at the catalogue's price; confirmed when paid)"],
              ["cash", "Paid in cash (a past session: recorded at the catalogue's price, no e-mail)"],
              ["transfer", "Paid by transfer (a past session: recorded at the catalogue's price, no e-mail)"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3 text-ink-900">
              <input
                type="radio"
                name="payment"
                value={value}
                defaultChecked={(values.payment ?? "free") === value}
                className="size-5 shrink-0 accent-ink-900"
              />
              {label}
            </label>
          ))}
          {fields.payment ? <p className="text-sm text-danger">{fields.payment}</p> : null}
        </fieldset>
        <Field label="Message to the client" name="message" error={fields.message} hint="Optional: it goes into the e-mail.">
          {(props) => <Textarea {...props} rows={3} maxLength={1000} defaultValue={values.message} />}
        </Field>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary" })}>
          {busy ? "Adding…" : "Add booking"}
        </button>
      </Form>
    </div>
  );
}
