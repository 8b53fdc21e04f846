import { Toast as ToastPrimitive } from "radix-ui";
import { dismissToast, useToasts } from "./toast";
import { Toast, ToastClose, ToastDescription, ToastTitle } from "./toast-view";

/** Mount once in the root layout; `toast()` from anywhere in browser code then shows here. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right">
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          <ToastTitle>{t.title}</ToastTitle>
          {t.description ? <ToastDescription>{t.description}</ToastDescription> : null}
          <ToastClose />
        </Toast>
      ))}
      {/* Top of the screen on phones (clear of the thumb), bottom-right from `sm`. The empty
          list must not swallow taps on the header beneath it, hence pointer-events-none. */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed inset-x-0 top-0 z-[100] m-0 flex max-h-dvh list-none flex-col-reverse gap-2 p-4 outline-none sm:inset-x-auto sm:top-auto sm:right-0 sm:bottom-0 sm:w-full sm:max-w-sm sm:flex-col" />
    </ToastPrimitive.Provider>
  );
}
