import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { groupSlotsByDay, type SlotDay } from "~/modules/booking/dialog-view";
import { cn } from "~/lib/cn";
import type { SlotList } from "./booking-api";
import { englishDialog, type DialogText } from "~/modules/booking/dialog-text";

/**
 * The slot list in Copenhagen time: a day strip (each day with its date), then that day's times
 * (decision 069). The days lie side by side in a row that scrolls sideways, one day wide; the
 * strip scrolls it to a day. Without JavaScript the strip is a row of links to the days; with
 * it, a tab list (arrow keys move between days). The times are radio buttons named `slot`, all
 * of them in the form whichever day shows, so it also works as a plain form.
 */
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
  text?: Pick<DialogText, "loadingTimes" | "noTimes" | "timeLegend" | "days">;
  locale?: string;
}) {
  const fieldset = useRef<HTMLFieldSetElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const tabs = useRef<(HTMLElement | null)[]>([]);
  const [enhanced, setEnhanced] = useState(false);
  const [shown, setShown] = useState(0);
  // A time chosen on a server-rendered page before its script started is adopted, not undone:
  // React would set these controlled radios back to `value` as it hydrates.
  useLayoutEffect(() => {
    const chosen = fieldset.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (chosen && chosen.value !== value) onChange(chosen.value);
    // Once, as the page hydrates: later choices come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => setEnhanced(true), []);
  if (!slots) return <p className="text-sm text-ink-600">{text.loadingTimes}</p>;
  if (slots.length === 0) return <p className="text-sm text-ink-600">{text.noTimes}</p>;
  const days = groupSlotsByDay(slots, locale);
  const current = Math.min(shown, days.length - 1);
  const chosenDay = days.findIndex((day) => day.slots.some((slot) => slot.start === value));

  function showDay(index: number, focus = false) {
    const target = Math.max(0, Math.min(days.length - 1, index));
    setShown(target);
    const page = row.current?.children[target] as HTMLElement | undefined;
    row.current?.scrollTo({ left: page ? page.offsetLeft - row.current.offsetLeft : 0, behavior: "smooth" });
    if (focus) tabs.current[target]?.focus();
  }

  function onStripKey(event: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: days.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    showDay(moves[event.key]!, true);
  }

  // The day in view follows a sideways swipe or a time focused with the keyboard.
  function onRowScroll() {
    const el = row.current;
    if (!el || el.clientWidth === 0) return;
    const index = Math.round(el.scrollLeft / el.clientWidth);
    if (index !== current && index >= 0 && index < days.length) setShown(index);
  }

  return (
    <fieldset ref={fieldset} className="grid min-w-0 gap-3" disabled={disabled} aria-describedby={error ? "slot-error" : undefined}>
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
      <div
        role={enhanced ? "tablist" : undefined}
        aria-label={enhanced ? text.days : undefined}
        onKeyDown={enhanced ? onStripKey : undefined}
        className="flex gap-2 overflow-x-auto pt-1 pb-2 [scrollbar-width:thin]"
        style={{ scrollSnapType: "x proximity" }}
        data-testid="day-strip"
      >
        {days.map((day, index) => (
          <DayTab
            key={day.key}
            day={day}
            enhanced={enhanced}
            selected={index === current}
            chosen={index === chosenDay}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            onSelect={() => showDay(index)}
          />
        ))}
      </div>
      <div
        ref={row}
        onScroll={enhanced ? onRowScroll : undefined}
        className="flex overflow-x-auto [scrollbar-width:none]"
        style={{ scrollSnapType: "x mandatory", scrollBehavior: "smooth" }}
      >
        {days.map((day) => (
          <div
            key={day.key}
            id={`slot-day-${day.key}`}
            role={enhanced ? "tabpanel" : "group"}
            aria-labelledby={enhanced ? `slot-tab-${day.key}` : undefined}
            aria-label={enhanced ? undefined : day.label}
            className="w-full shrink-0 px-px"
            style={{ scrollSnapAlign: "start" }}
            data-testid="slot-day"
          >
            <p className="mb-2 text-sm font-semibold text-ink-800">{day.label}</p>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
              {day.slots.map((slot) => (
                // Relative: the visually hidden radio stays inside the sideways-scrolling row, not
                // beyond the page's edge (it would widen the page).
                <label
                  key={slot.start}
                  className={cn(
                    "relative inline-flex min-h-11 cursor-pointer items-center justify-center rounded-control border px-3 text-sm tabular-nums transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-500",
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

// Scroll snapping as inline styles: the class merger knows no snap utilities (class-merge.ts).
const snapStart = { scrollSnapAlign: "start" } as const;

/** One day of the strip: a link to the day before JavaScript, a tab after; a dot marks the day of the chosen time. */
function DayTab({
  day,
  enhanced,
  selected,
  chosen,
  onSelect,
  ref,
}: {
  day: SlotDay;
  enhanced: boolean;
  selected: boolean;
  chosen: boolean;
  onSelect: () => void;
  ref: (el: HTMLElement | null) => void;
}) {
  const look = cn(
    "relative flex min-h-14 w-16 shrink-0 flex-col items-center justify-center rounded-control border text-center leading-tight transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-700",
    enhanced && selected ? "border-ink-900 bg-ink-900 text-ivory" : "border-sand-300 bg-white text-ink-900 hover:border-ink-600",
  );
  const face = (
    <>
      <span className={cn("text-xs font-medium uppercase tracking-wide", enhanced && selected ? "text-ivory/80" : "text-ink-600")}>{day.weekday}</span>
      <span className="text-sm font-semibold tabular-nums">{day.date}</span>
      {chosen ? (
        <span aria-hidden className={cn("absolute top-1.5 right-1.5 size-1.5 rounded-full", enhanced && selected ? "bg-amber-300" : "bg-amber-600")} />
      ) : null}
    </>
  );
  if (!enhanced)
    return (
      // Named by what it shows ("Sun 29 Nov"): a person who speaks the visible words can press it (WCAG 2.5.3).
      <a ref={ref} href={`#slot-day-${day.key}`} className={look} style={snapStart}>
        {face}
      </a>
    );
  return (
    <button
      ref={ref}
      type="button"
      role="tab"
      id={`slot-tab-${day.key}`}
      aria-selected={selected}
      aria-controls={`slot-day-${day.key}`}
      tabIndex={selected ? 0 : -1}
      onClick={onSelect}
      className={look}
      style={snapStart}
    >
      {face}
    </button>
  );
}
