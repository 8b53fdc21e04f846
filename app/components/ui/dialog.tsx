import { type ComponentProps } from "react";
import { Dialog as DialogPrimitive } from "radix-ui";
import X from "lucide-react/icons/x";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;

export function DialogOverlay({ className, ...props }: ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      className={cn("fixed inset-0 z-50 bg-ink-950/60 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in", className)}
      {...props}
    />
  );
}

export function DialogContent({ className, children, showClose = true, ...props }: ComponentProps<typeof DialogPrimitive.Content> & { showClose?: boolean }) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          // Centred with `transform`, not Tailwind's `translate` utilities: the dialog-in keyframes
          // animate `transform` and would otherwise stack a second -50% on top during the animation.
          "fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg [transform:translate(-50%,-50%)] gap-6",
          "max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain rounded-card bg-ivory p-6 text-text shadow-card sm:p-8",
          "data-[state=closed]:animate-fade-out data-[state=open]:animate-dialog-in",
          className,
        )}
        {...props}
      >
        {children}
        {showClose ? (
          <DialogPrimitive.Close aria-label="Close" className={buttonVariants({ variant: "ghost", size: "icon", className: "absolute top-3 right-3" })}>
            <X aria-hidden />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  // Right padding keeps long titles clear of the close button.
  return <div className={cn("flex flex-col gap-2 pr-10", className)} {...props} />;
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("font-display text-xl leading-snug", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted in-[.on-dark]:text-ivory/75", className)} {...props} />;
}
