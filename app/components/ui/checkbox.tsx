import { type ComponentProps } from "react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import Check from "lucide-react/icons/check";
import Minus from "lucide-react/icons/minus";
import { cn } from "~/lib/cn";
import { focusRing } from "./focus-ring";

/**
 * Radix renders a hidden native checkbox next to the button when it sits inside a `<form>`,
 * so `name`/`value`/`required` take part in plain form submission.
 */
export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      className={cn(
        // Half the control radius: the full radius turns a 24 px box into a radio lookalike.
        "peer group inline-flex size-6 shrink-0 cursor-pointer items-center justify-center rounded-[calc(var(--radius-control)/2)] border border-muted bg-ivory text-ivory",
        "data-[state=checked]:border-ink-900 data-[state=checked]:bg-ink-900 data-[state=indeterminate]:border-ink-900 data-[state=indeterminate]:bg-ink-900",
        "disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger",
        focusRing,
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator>
        <Check aria-hidden className="size-4 group-data-[state=indeterminate]:hidden" strokeWidth={3} />
        <Minus aria-hidden className="hidden size-4 group-data-[state=indeterminate]:block" strokeWidth={3} />
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}
