import { type ComponentProps } from "react";
import { Toast as ToastPrimitive } from "radix-ui";
import X from "lucide-react/icons/x";
import { cn } from "~/lib/cn";
import { buttonVariants } from "./button";
import type { ToastVariant } from "./toast";

// All three surfaces are dark, so `on-dark` gives the close button the light focus ring.
const variants: Record<ToastVariant, string> = {
  default: "bg-ink-900 text-ivory",
  destructive: "bg-danger text-ivory",
  success: "bg-success text-ivory",
};

export function Toast({ className, variant = "default", ...props }: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      // Errors interrupt (assertive); everything else waits its turn (polite).
      type={variant === "destructive" ? "foreground" : "background"}
      data-variant={variant}
      className={cn(
        "on-dark pointer-events-auto relative grid w-full gap-1 rounded-card p-4 pr-14 shadow-card",
        // The toast itself takes focus (F8, then Tab); an inset ring reads on all three surfaces.
        "focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-amber-300",
        "data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in data-[swipe=end]:animate-fade-out",
        "data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn("text-sm font-semibold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn("text-sm", className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close"
      className={buttonVariants({ variant: "ghost", size: "icon", className: cn("absolute top-1.5 right-1.5", className) })}
      {...props}
    >
      <X aria-hidden />
    </ToastPrimitive.Close>
  );
}
