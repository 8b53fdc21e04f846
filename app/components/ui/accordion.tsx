import { type ComponentProps } from "react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import ChevronDown from "lucide-react/icons/chevron-down";
import { cn } from "~/lib/cn";
import { focusRing } from "./focus-ring";

export const Accordion = AccordionPrimitive.Root;

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("border-b border-sand-300", className)} {...props} />;
}

/** Wrapped in an `h3` (Radix's Accordion.Header). */
export function AccordionTrigger({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Trigger>) {
  return (
    <AccordionPrimitive.Header className="flex">
      <AccordionPrimitive.Trigger
        className={cn("group flex min-h-11 flex-1 cursor-pointer items-center justify-between gap-4 py-4 text-left font-display text-lg", focusRing, className)}
        {...props}
      >
        {children}
        <ChevronDown
          aria-hidden
          className="size-5 shrink-0 text-muted transition-transform duration-300 group-data-[state=open]:rotate-180 in-[.on-dark]:text-ivory/75"
        />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

/**
 * Always mounted and hidden with CSS while closed, so answers are in the server-rendered
 * HTML (search engines, FAQ structured data) rather than appearing only after a click.
 */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content forceMount className="data-[state=closed]:hidden" {...props}>
      <div className={cn("pb-5 text-base", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
