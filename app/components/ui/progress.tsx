import { type ComponentProps } from "react";
import { Progress as ProgressPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";

export type ProgressState = "indeterminate" | "loading" | "complete";

export type NormalisedProgress = { value: number | null; max: number; state: ProgressState };

const DEFAULT_MAX = 100;

function isFiniteNumber(n: unknown): n is number {
  return typeof n === "number" && Number.isFinite(n);
}

/**
 * `max` must be a number > 0, else 100. `value` must be a number in [0, max], else the bar
 * is indeterminate. Infinity is rejected too: it cannot be shown as a fraction or an ARIA value.
 */
export function normaliseProgress(value: number | null | undefined, max: number | null | undefined): NormalisedProgress {
  const safeMax = isFiniteNumber(max) && max > 0 ? max : DEFAULT_MAX;
  if (!isFiniteNumber(value) || value < 0 || value > safeMax) {
    return { value: null, max: safeMax, state: "indeterminate" };
  }
  return { value, max: safeMax, state: value === safeMax ? "complete" : "loading" };
}

export type ProgressProps = Omit<ComponentProps<typeof ProgressPrimitive.Root>, "value" | "max"> & {
  value?: number | null;
  max?: number;
};

/** Give it a name with `aria-label` or `aria-labelledby`. */
export function Progress({ value, max, className, ...props }: ProgressProps) {
  const progress = normaliseProgress(value, max);
  const percent = progress.value === null ? 0 : (progress.value / progress.max) * 100;
  return (
    <ProgressPrimitive.Root
      value={progress.value}
      max={progress.max}
      data-state={progress.state}
      className={cn("relative h-2 w-full overflow-hidden rounded-control bg-sand-200", className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn("h-full w-full bg-ink-800 transition-transform duration-500", progress.state === "indeterminate" && "animate-pulse opacity-60")}
        style={progress.value === null ? undefined : { transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
