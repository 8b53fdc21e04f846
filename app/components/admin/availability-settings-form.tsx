import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { BOOKING_KINDS, KIND_NAMES, WEEKDAYS } from "~/modules/booking/settings";
import { CheckLine, ErrorLine } from "./availability-parts";

type Values = Record<string, string>;
type Errors = Record<string, string>;

const label = "text-sm font-medium text-ink-900";

function NumberField({
  name,
  text,
  hint,
  values,
  errors,
  min = 0,
}: {
  name: string;
  text: string;
  hint?: string;
  values: Values;
  errors: Errors;
  min?: number;
}) {
  const error = errors[name];
  return (
    <div className="grid content-start gap-2">
      <label htmlFor={`f-${name}`} className={label}>
        {text}
      </label>
      <Input
        id={`f-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={min}
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `e-${name}` : "", hint ? `h-${name}` : ""].filter(Boolean).join(" ") || undefined}
      />
      {hint ? (
        <p id={`h-${name}`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <ErrorLine id={`e-${name}`} message={error} />
    </div>
  );
}

function RefundChoice({ name, text, values }: { name: string; text: string; values: Values }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6rem] items-end gap-2">
      <div className="grid gap-2">
        <label htmlFor={`f-${name}`} className={label}>
          {text}
        </label>
        <Select id={`f-${name}`} name={name} defaultValue={values[name] || "full"}>
          <option value="full">Full refund</option>
          <option value="part">Part (percent)</option>
          <option value="none">No refund</option>
        </Select>
      </div>
      <div className="grid gap-2">
        <label htmlFor={`f-${name}Percent`} className={label}>
          Percent<span className="sr-only"> ({text.toLowerCase()})</span>
        </label>
        <Input
          id={`f-${name}Percent`}
          name={`${name}Percent`}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          defaultValue={values[`${name}Percent`] ?? ""}
        />
      </div>
    </div>
  );
}

/** The coach's booking settings: opening hours per weekday, sessions, notice, window, cap, reminders, cancellation policy. */
export function AvailabilitySettingsForm({ values, errors, busy }: { values: Values; errors: Errors; busy: boolean }) {
  return (
    <Form method="post" className="grid gap-8" noValidate>
      <input type="hidden" name="intent" value="settings" />
      {errors.form ? (
        <p role="alert" className="font-medium text-danger">
          {errors.form}
        </p>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-lg text-ink-900">Weekly opening hours</legend>
        <p className="text-sm text-muted">Sessions start at opening time and then every session length plus buffer; the last one ends by closing time.</p>
        {WEEKDAYS.map((day, i) => (
          <div key={day} className="grid gap-2 border-t border-sand-200 pt-3 sm:grid-cols-[9rem_8rem_minmax(0,1fr)_minmax(0,1fr)] sm:items-center sm:gap-4">
            <p className="font-medium text-ink-900">{day}</p>
            <CheckLine
              name={`day${i}Open`}
              label={
                <>
                  Open<span className="sr-only"> on {day}</span>
                </>
              }
              defaultChecked={values[`day${i}Open`] === "on"}
            />
            <div className="grid grid-cols-[3rem_minmax(0,1fr)] items-center gap-2">
              <label htmlFor={`f-day${i}From`} className={label}>
                From<span className="sr-only"> ({day})</span>
              </label>
              <Input
                id={`f-day${i}From`}
                name={`day${i}From`}
                type="time"
                step={300}
                defaultValue={values[`day${i}From`] ?? ""}
                aria-invalid={errors[`day${i}`] ? true : undefined}
                aria-describedby={errors[`day${i}`] ? `e-day${i}` : undefined}
              />
            </div>
            <div className="grid grid-cols-[3rem_minmax(0,1fr)] items-center gap-2">
              <label htmlFor={`f-day${i}To`} className={label}>
                To<span className="sr-only"> ({day})</span>
              </label>
              <Input
                id={`f-day${i}To`}
                name={`day${i}To`}
                type="time"
                step={300}
                defaultValue={values[`day${i}To`] ?? ""}
                aria-invalid={errors[`day${i}`] ? true : undefined}
                aria-describedby={errors[`day${i}`] ? `e-day${i}` : undefined}
              />
            </div>
            <div className="sm:col-span-4">
              <ErrorLine id={`e-day${i}`} message={errors[`day${i}`]} />
            </div>
          </div>
        ))}
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-3">
        <legend className="mb-2 text-lg text-ink-900">Sessions</legend>
        <NumberField name="coachingMinutes" text="Private coaching (minutes)" values={values} errors={errors} min={15} />
        <NumberField name="consultationMinutes" text="Free consultation (minutes)" values={values} errors={errors} min={10} />
        <NumberField name="bufferMinutes" text="Buffer between sessions (minutes)" values={values} errors={errors} />
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg text-ink-900">When clients can book</legend>
        <NumberField
          name="noticeHours"
          text="Notice period (hours)"
          hint="A session must start at least this long after it is booked."
          values={values}
          errors={errors}
        />
        <NumberField
          name="daysAhead"
          text="Booking window (days)"
          hint="Today and the days after it that are open for booking."
          values={values}
          errors={errors}
          min={1}
        />
        <NumberField name="dailyCap" text="Most sessions a day" hint="0: no cap." values={values} errors={errors} />
        <NumberField name="reminderHours" text="Reminder e-mail (hours before)" hint="0: no reminders." values={values} errors={errors} />
        <div className="sm:col-span-2">
          <CheckLine
            name="noSameDay"
            label="No same-day bookings"
            hint="Nothing can be booked for today, whatever the notice period."
            defaultChecked={values.noSameDay === "on"}
          />
        </div>
      </fieldset>

      {BOOKING_KINDS.map((kind) => (
        <fieldset key={kind} className="grid gap-4 sm:grid-cols-3">
          <legend className="mb-2 text-lg text-ink-900">Cancellation: {KIND_NAMES[kind].toLowerCase()}</legend>
          <NumberField
            name={`${kind}CutoffHours`}
            text="Cut-off (hours before)"
            hint="Clients may cancel by their link until then."
            values={values}
            errors={errors}
          />
          <RefundChoice name={`${kind}Before`} text="Before the cut-off" values={values} />
          <RefundChoice name={`${kind}After`} text="After the cut-off" values={values} />
          <div className="sm:col-span-3">
            <ErrorLine id={`e-${kind}Policy`} message={errors[`${kind}Policy`]} />
          </div>
        </fieldset>
      ))}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save booking settings"}
        </Button>
      </div>
    </Form>
  );
}
