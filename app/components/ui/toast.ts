import { useSyncExternalStore } from "react";

// The store alone: forms import `toast()` from here without pulling in the Radix toast UI,
// which `toast-view.tsx` and the lazily loaded `toaster.tsx` bring only when needed.

/* ---------- Store: a module-level list so `toast()` works outside React. ---------- */

export type ToastVariant = "default" | "destructive" | "success";
export type ToastInput = { title: string; description?: string; variant?: ToastVariant };
export type ToastItem = ToastInput & { id: string; variant: ToastVariant };

export const MAX_VISIBLE_TOASTS = 3;

let toasts: readonly ToastItem[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const NO_TOASTS: readonly ToastItem[] = [];

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/**
 * Shows a toast and returns its id. The same message replaces itself (two adds to the cart show
 * one 'Added to cart', its time starting again), a success clears the failures before it (they
 * were about what has now worked), and the oldest toast gives way once three are visible.
 */
export function toast({ title, description, variant = "default" }: ToastInput): string {
  const id = `toast-${++nextId}`;
  // On the server this module is shared by every request; a toast there would leak to others.
  if (typeof window === "undefined") return id;
  const kept = toasts.filter(
    (t) => !(t.title === title && t.description === description && t.variant === variant) && !(variant === "success" && t.variant === "destructive"),
  );
  setToasts([...kept, { id, title, description, variant }].slice(-MAX_VISIBLE_TOASTS));
  return id;
}

/** Removes one toast, or all of them when called without an id. */
export function dismissToast(id?: string) {
  const next = id === undefined ? NO_TOASTS : toasts.filter((t) => t.id !== id);
  if (next.length !== toasts.length) setToasts(next);
}

/** The current list, for code outside React. */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastItem[] {
  return useSyncExternalStore(subscribe, getToasts, () => NO_TOASTS);
}
