import { useLayoutEffect, useRef } from "react";
import { groupSlotsByDay } from "~/modules/booking/dialog-view";
import { cn } from "~/lib/cn";
import type { SlotList } from "./booking-api";
import { englishDialog, type DialogText } from "~/modules/booking/dialog-text";

/** The slot list, grouped by day in Copenhagen time; radio buttons named `slot` so it also works as a plain form. */
export function SlotPicker({
  slots,
  value,
  onChange,
  disabled,
  error,
  text = englishDialog,
  locale = "en-GB",
}: {
  slots: SlotList | undefined;
  value: string;
  onChange: (slot: string) => void;
  disabled?: boolean;
  /** What is wrong with the choice, shown under the legend and read with it. */
  error?: string;
  /** The page's words and date locale ("da-DK" on a Danish journey). */
  text?: Pick<DialogText, "loadingTimes" | "noTimes" | "timeLegend">;
  locale?: string;
}) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  // A time chosen on a server-rendered page before its script started is adopted, not undone:
  // React would set these controlled radios back to `value` as it hydrates.
  useLayoutEffect(() => {
    const chosen = fieldset.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (chosen && chosen.value !== value) onChange(chosen.value);
    // Once, as the page hydrates: later choices come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  if (!slots) return <p className="text-sm text-ink-600">{text.loadingTimes}</p>;
  if (slots.length === 0) return <p className="text-sm text-ink-600">{text.noTimes}</p>;
  return (
    <fieldset ref={fieldset} className="grid gap-4" disabled={disabled} aria-describedby={error ? "slot-error" : undefined}>
      <legend className="mb-2 text-sm font-medium text-ink-900">
        {text.timeLegend}{" "}
        <span aria-hidden className="text-danger">
          *
        </span>
      </legend>
      {error ? (
        <p id="slot-error" className="-mt-2 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="grid max-h-72 gap-4 overflow-y-auto pr-1">
        {groupSlotsByDay(slots, locale).map((day) => (
          <div key={day.label} role="group" aria-label={day.label}>
            <p className="mb-2 text-sm font-semibold text-ink-800">{day.label}</p>
            <div className="flex flex-wrap gap-2">
              {day.slots.map((slot) => (
                <label
                  key={slot.start}
                  className={cn(
                    "inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-control border px-3 text-sm tabular-nums transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500",
                    value === slot.start
                      ? "border-ink-900 bg-ink-900 text-ivory" // Before JavaScript only the browser knows the choice: the checked radio marks its label.
                      : "border-sand-300 bg-white text-ink-900 hover:border-ink-600 has-[:checked]:border-ink-900 has-[:checked]:bg-ink-900 has-[:checked]:text-ivory",
                  )}
                >
                  <input
                    type="radio"
                    name="slot"
                    value={slot.start}
                    checked={value === slot.start}
                    onChange={() => onChange(slot.start)}
                    className="sr-only"
                    aria-label={`${day.label} ${slot.time}`}
                  />
                  {slot.time}
                </label>
              ))}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
