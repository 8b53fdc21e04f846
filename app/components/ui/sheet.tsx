import { type ComponentProps } from "react";
import { Dialog as SheetPrimitive } from "radix-ui";
import X from "lucide-react/icons/x";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button";
import { DialogOverlay } from "./dialog";

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;

export type SheetSide = "left" | "right";

export function SheetContent({ side = "right", className, children, ...props }: ComponentProps<typeof SheetPrimitive.Content> & { side?: SheetSide }) {
  return (
    <SheetPrimitive.Portal>
      <DialogOverlay />
      <SheetPrimitive.Content
        className={cn(
          "fixed inset-y-0 right-0 z-50 w-3/4 max-w-sm bg-ivory text-text shadow-card",
          side === "right"
            ? "data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in"
            : "right-auto left-0 data-[state=closed]:animate-sheet-out-left data-[state=open]:animate-sheet-in-left",
          className,
        )}
        {...props}
      >
        <div className={cn("relative flex h-full flex-col gap-6 overflow-y-auto overscroll-contain p-6")}>
          {children}
          <SheetPrimitive.Close aria-label="Close" className={buttonVariants({ variant: "ghost", size: "icon", className: "absolute top-3 right-3" })}>
            <X aria-hidden />
          </SheetPrimitive.Close>
        </div>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof SheetPrimitive.Title>) {
  return <SheetPrimitive.Title className={cn("font-display text-xl leading-snug", className)} {...props} />;
}
