import { type ComponentProps } from "react";
import { Tabs as TabsPrimitive } from "radix-ui";
import { cn } from "~/lib/cn";
import { focusRing } from "./focus-ring";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("flex overflow-x-auto border-b border-sand-300 [scrollbar-width:thin]", className)} {...props} />;
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "-mb-px inline-flex min-h-11 shrink-0 cursor-pointer items-center border-b-2 border-transparent px-4 text-sm font-medium whitespace-nowrap text-muted transition-[color,border-color] hover:text-text",
        // The underline marks the active tab by shape as well as colour.
        "data-[state=active]:border-text data-[state=active]:text-text",
        "disabled:pointer-events-none disabled:opacity-50",
        focusRing,
        // The list scrolls, which clips anything outside it: draw the ring inside instead.
        "focus-visible:-outline-offset-3",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("mt-6", focusRing, className)} {...props} />;
}
