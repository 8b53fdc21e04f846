import { Toast as ToastPrimitive } from "radix-ui";
import { dismissToast, useToasts } from "./toast";
import { Toast, ToastClose, ToastDescription, ToastTitle } from "./toast-view";

/**
 * Escape belongs to the open panel first. Radix lets only the newest layer answer Escape, and a
 * toast raised inside a panel ('Removed from cart') is newer than the panel: it would take the
 * key and leave the panel open. So a toast keeps itself and closes the panel instead.
 */
function yieldEscapeToOpenPanel(event: KeyboardEvent) {
  const panel = document.querySelector<HTMLElement>('[role="dialog"][data-state="open"]');
  if (!panel) return;
  event.preventDefault();
  panel.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
}

/** Mount once in the root layout; `toast()` from anywhere in browser code then shows here. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={5000} swipeDirection="right">
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          onEscapeKeyDown={yieldEscapeToOpenPanel}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          <ToastTitle>{t.title}</ToastTitle>
          {t.description ? <ToastDescription>{t.description}</ToastDescription> : null}
          <ToastClose />
        </Toast>
      ))}
      {/* Bottom of the screen: on a phone the header's menu and cart buttons stay free (a toast
          over them took the tap for five seconds), and the padding keeps a page's sticky action
          bar clear; bottom-right from `sm`. The empty list must not swallow taps, hence
          pointer-events-none. */}
      <ToastPrimitive.Viewport className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] m-0 flex max-h-dvh list-none flex-col gap-2 p-4 pb-[calc(5rem+env(safe-area-inset-bottom))] outline-none sm:inset-x-auto sm:right-0 sm:w-full sm:max-w-sm sm:pb-4" />
    </ToastPrimitive.Provider>
  );
}
