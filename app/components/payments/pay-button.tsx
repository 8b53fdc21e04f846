import { useId, useRef, type ReactNode } from "react";
import { href, useFetcher, useLocation } from "react-router";
import { Button, type ButtonSize, type ButtonVariant } from "~/components/ui/button";

export interface PayButtonProps {
  /** A catalogue course id, a sales course id or "test-payment": never a price. */
  courseId: string;
  currency: "DKK" | "EUR" | "USD";
  plan?: string;
  children: ReactNode;
  /** Shown while the checkout is being opened. */
  pendingLabel?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

/**
 * A money button: posts create-payment's `{courseId, currency}` and goes to the
 * checkout. One idempotency key per page view, so a second click (or a retry after an error)
 * opens the same checkout, never a second one. Works as a plain form before JavaScript loads.
 * The error text shows under the button.
 */
export function PayButton({ courseId, currency, plan, children, pendingLabel = "Redirecting to payment...", variant, size = "lg", className }: PayButtonProps) {
  const fetcher = useFetcher<{ error?: string }>();
  const key = useRef("");
  const errorId = useId();
  // Cancel on the checkout comes back to this page (its path only: a query may hold what was typed).
  const { pathname } = useLocation();
  const pending = fetcher.state !== "idle";
  const error = fetcher.state === "idle" ? fetcher.data?.error : undefined;
  return (
    <fetcher.Form
      method="post"
      action={href("/api/create-payment")}
      className={className}
      onSubmit={(event) => {
        key.current ||= crypto.randomUUID();
        const input = event.currentTarget.elements.namedItem("idempotencyKey");
        if (input instanceof HTMLInputElement) input.value = key.current;
      }}
    >
      <input type="hidden" name="courseId" value={courseId} />
      <input type="hidden" name="currency" value={currency} />
      {plan ? <input type="hidden" name="plan" value={plan} /> : null}
      <input type="hidden" name="returnPath" value={pathname} />
      <input type="hidden" name="idempotencyKey" defaultValue="" />
      <Button type="submit" variant={variant} size={size} disabled={pending} aria-describedby={error ? errorId : undefined}>
        {pending ? pendingLabel : children}
      </Button>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
