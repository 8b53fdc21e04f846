import { data, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.availability";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { AvailabilitySettingsForm } from "~/components/admin/availability-settings-form";
import { BlockOutForm, BlockOutList, type BlockOutAnswer } from "~/components/admin/block-out-form";
import { Panel } from "~/components/admin/availability-parts";
import { requireAdmin, requireStaff } from "~/modules/accounts/guards.server";
import { auditAs } from "~/modules/audit/audit.server";
import { parseLocalDateTime } from "~/modules/booking/coach-calendar";
import { blockOutFormSchema } from "~/modules/booking/availability-form";
import { createBlockOut, describeBlockOut, removeBlockOut, upcomingBlockOuts } from "~/modules/booking/block-outs.server";
import { appBookingDeps } from "~/modules/booking/runtime.server";
import { formValuesOf } from "~/modules/booking/settings";
import { parseSettingsForm } from "~/modules/booking/settings-schema";
import { readBookingSettings, saveBookingSettings } from "~/modules/booking/settings.server";

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: "Availability", description: "Opening hours, block-outs and booking rules.", index: false });

/** The coach and her assistant manage block-outs; the booking settings are the coach's alone. */
export async function loader({ request }: Route.LoaderArgs) {
  const me = await requireStaff(request);
  const now = new Date();
  const [blockOuts, stored] = await Promise.all([upcomingBlockOuts(db(), now), readBookingSettings(db())]);
  return {
    isCoach: me.role === "admin",
    blockOuts: blockOuts.map((b) => ({
      id: b.id,
      label: b.label,
      startsAt: b.startsAt.toISOString(),
      endsAt: b.endsAt.toISOString(),
      text: describeBlockOut(b),
    })),
    settings: me.role === "admin" ? formValuesOf(stored.settings) : null,
  };
}

type SettingsAnswer = { form: "settings"; ok: boolean; message: string; values?: Record<string, string>; errors?: Record<string, string> };
type Answer = SettingsAnswer | BlockOutAnswer;

const when = new Intl.DateTimeFormat("en-GB", {
  weekday: "long",
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Copenhagen",
});

export async function action({ request }: Route.ActionArgs) {
  const me = await requireStaff(request);
  const form = Object.fromEntries(await request.formData());
  const values = Object.fromEntries(Object.entries(form).map(([key, value]) => [key, typeof value === "string" ? value : ""]));
  if (form.intent === "settings") {
    const coach = await requireAdmin(request);
    const parsed = parseSettingsForm(form);
    if (!parsed.ok)
      return data<Answer>({ form: "settings", ok: false, message: "Nothing was saved: see the notes below.", values, errors: parsed.errors }, { status: 400 });
    await saveBookingSettings(db(), auditAs(coach), parsed.settings);
    return data<Answer>({ form: "settings", ok: true, message: "Booking settings saved. The booking dialog follows them from now on." });
  }
  const parsed = blockOutFormSchema.safeParse(form);
  if (!parsed.success)
    return data<Answer>({ form: "block", ok: false, message: parsed.error.issues[0]?.message ?? "Something went wrong.", values }, { status: 400 });
  const input = parsed.data;
  if (input.intent === "unblock") {
    const removed = await removeBlockOut(db(), auditAs(me), input.blockOutId);
    if (!removed) return data<Answer>({ form: "block", ok: false, message: "That block-out no longer exists." }, { status: 404 });
    return data<Answer>({ form: "block", ok: true, message: `Removed the block-out ${describeBlockOut(removed)}.` });
  }
  const start = parseLocalDateTime(input.from);
  const end = parseLocalDateTime(input.to);
  const refused = (message: string, extra: Partial<BlockOutAnswer> = {}, status = 400) =>
    data<Answer>({ form: "block", ok: false, message, values, ...extra }, { status });
  if (!start) return refused("Enter when the block-out starts, as a date and time.");
  if (!end) return refused("Enter when the block-out ends, as a date and time.");
  const result = await createBlockOut(await appBookingDeps(), auditAs(me), {
    start,
    end,
    label: input.label,
    cancelBookings: input.cancelBookings === "on",
    message: input.message || undefined,
    actor: { kind: "staff", userId: me.id, name: me.name, role: me.role },
  });
  if (result.ok) {
    // Her assistant's block-out moves no money (decision 065): the coach decides each refund on Today.
    const money = me.role === "admin" ? "" : " No money was moved: the coach decides any refund.";
    const cancelled = result.cancelled.length ? ` Cancelled ${result.cancelled.map((b) => b.name).join(", ")}; they have been e-mailed.${money}` : "";
    return data<Answer>({ form: "block", ok: true, message: `Blocked out ${describeBlockOut(result.blockOut)}.${cancelled}` });
  }
  switch (result.reason) {
    case "ends-before-start":
      return refused("The block-out ends before it starts.");
    case "in-the-past":
      return refused("That time has passed already.");
    case "overlaps-block-out":
      return refused(`It overlaps the block-out ${describeBlockOut(result.blockOut)}. Remove that one first, or choose other times.`, {}, 409);
    case "cancel-failed":
      return refused(`The booking of ${result.booking.name} could not be cancelled. Nothing was blocked out.`, {}, 409);
    case "bookings-in-the-way":
      return refused(
        `Nothing was blocked out: there are bookings in that time. Tick “Cancel those bookings” to cancel them (the clients are e-mailed, ${me.role === "admin" ? "paid sessions refunded in full" : "no money moves: the coach decides each refund"}), or choose other times.`,
        {
          inTheWay: [
            ...result.bookings.map((b) => `${b.name} (${b.email}), ${b.kind === "consultation" ? "consultation" : "coaching"}, ${when.format(b.startsAt)}`),
            // Not a booking: someone is paying (or a payment link is open); ticking releases it.
            ...result.held.map((h) => `${when.format(h.startsAt)}: held, not paid (until ${when.format(h.expiresAt)})`),
          ],
        },
        409,
      );
  }
}

export default function AdminAvailability({ loaderData }: Route.ComponentProps) {
  const { isCoach, blockOuts, settings } = loaderData;
  const answer = useActionData<Answer>();
  const navigation = useNavigation();
  const posting = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const settingsAnswer = answer?.form === "settings" ? answer : undefined;
  const blockAnswer = answer?.form === "block" ? answer : undefined;
  return (
    <div className="grid gap-6 pb-12">
      <AdminHeader
        title="Availability"
        lead="Block out time the booking dialog must not offer, and set the opening hours and booking rules. Times are Copenhagen's."
      />
      <Panel
        id="block-outs"
        title="Block-outs"
        lead="A holiday is one entry, an afternoon another. The label is private: clients only see that the time is not offered."
      >
        <div className="grid gap-8">
          <BlockOutForm answer={blockAnswer} busy={posting === "block"} coach={isCoach} />
          <BlockOutList blockOuts={blockOuts} />
        </div>
      </Panel>
      {isCoach && settings ? (
        <Panel id="booking-settings" title="Booking settings" lead="Settings that contradict each other are refused with the reason.">
          {settingsAnswer ? (
            <p role={settingsAnswer.ok ? "status" : "alert"} className={settingsAnswer.ok ? "mb-4 font-medium text-ink-900" : "mb-4 font-medium text-danger"}>
              {settingsAnswer.message}
            </p>
          ) : null}
          <AvailabilitySettingsForm
            key={settingsAnswer?.ok ? JSON.stringify(settings) : "form"}
            values={settingsAnswer && !settingsAnswer.ok && settingsAnswer.values ? settingsAnswer.values : settings}
            errors={settingsAnswer?.errors ?? {}}
            busy={posting === "settings"}
          />
        </Panel>
      ) : null}
    </div>
  );
}
