import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/admin.calendar-feed";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { publicOrigin } from "~/lib/origin.server";
import { feedFormSchema } from "~/modules/booking/coach-forms";
import { createFeedToken, feedPath, feedStatus, revokeFeedToken } from "~/modules/booking/feed.server";
import { auditRecorder } from "~/modules/booking/coach-bookings.server";
import { FEED_FUTURE_DAYS, FEED_PAST_DAYS } from "~/modules/booking/feed";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Calendar feed", description: "The bookings in your own calendar app.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const live = await feedStatus(db());
  return { live: live ? { createdAt: live.createdAt.toISOString() } : null };
}

type Answer = { ok: true; url?: string; message: string } | { ok: false; message: string };

export async function action({ request }: Route.ActionArgs) {
  const coach = await requireAdmin(request);
  const parsed = feedFormSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data<Answer>({ ok: false, message: "Something went wrong. Please try again." }, { status: 400 });
  if (parsed.data.intent === "revoke") {
    const revoked = await revokeFeedToken(db(), auditRecorder(coach));
    return data<Answer>({
      ok: true,
      message: revoked ? "The feed URL no longer works. Remove the subscription from your calendar app." : "There was no feed URL to turn off.",
    });
  }
  const token = await createFeedToken(db(), { id: coach.id, record: auditRecorder(coach) });
  // Shown this once: only its hash is kept.
  return data<Answer>(
    { ok: true, url: `${publicOrigin(request)}${feedPath(token)}`, message: "Your new feed URL is below. Any earlier one has stopped working." },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const shownDate = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Copenhagen",
});

/** The coach's own calendar app subscribes to her bookings: one secret URL, shown once, revocable. */
export default function CalendarFeed({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { live } = loaderData;
  return (
    <div className="grid max-w-2xl gap-6 pb-12">
      <AdminHeader
        title="Calendar feed"
        lead={`Subscribe to your bookings from your own calendar app (Apple Calendar, Google Calendar, Outlook): confirmed sessions, and those awaiting payment as tentative, from ${FEED_PAST_DAYS} days back to a year (${FEED_FUTURE_DAYS} days) ahead.`}
      />
      {actionData ? (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "font-medium text-ink-900" : "font-medium text-danger"}>
          {actionData.message}
        </p>
      ) : null}
      {actionData?.ok && actionData.url ? (
        <section aria-labelledby="feed-url" className="grid gap-3 rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
          <h2 id="feed-url" className="text-lg text-ink-900">
            Your feed URL
          </h2>
          <label htmlFor="feed-url-value" className="text-sm text-muted">
            Copy it into your calendar app's 'Subscribe to calendar' (or 'From URL'). It is shown only now: keep it private, like a password.
          </label>
          <input
            id="feed-url-value"
            readOnly
            value={actionData.url}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full rounded-control border border-muted/70 bg-white px-3 font-mono text-sm text-ink-900"
          />
        </section>
      ) : null}
      <section aria-labelledby="feed-state" className="grid gap-4 rounded-card border border-sand-200 bg-ivory p-5 shadow-card">
        <h2 id="feed-state" className="text-lg text-ink-900">
          {live ? "A feed URL is on" : "No feed URL yet"}
        </h2>
        <p className="text-ink-700">
          {live
            ? `Made on ${shownDate.format(new Date(live.createdAt))}. Make a new one if you lost it or think someone else has it: the old one stops working at once.`
            : "Make one, then add it to your calendar app."}
        </p>
        <div className="flex flex-wrap gap-3">
          <Form method="post">
            <input type="hidden" name="intent" value="create" />
            <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary" })}>
              {live ? "Make a new feed URL" : "Make a feed URL"}
            </button>
          </Form>
          {live ? (
            <Form method="post">
              <input type="hidden" name="intent" value="revoke" />
              <button type="submit" disabled={busy} className={buttonVariants({ variant: "outline" })}>
                Turn the feed off
              </button>
            </Form>
          ) : null}
        </div>
      </section>
    </div>
  );
}
