import { useEffect, useState } from "react";
import Clock from "lucide-react/icons/clock";
import { countdown, localDeadline } from "~/modules/booking/dialog-view";
import { englishCheckout, type CheckoutText } from "~/modules/orders/checkout-text";

type Props = {
  /** The hold's end and the server's clock when the page was made (the browser's clock may be off). */
  expiresAt: string;
  serverNow: string;
  /** "14:32" in the coach's zone: the text a page without JavaScript shows. */
  until: string;
  expired: boolean;
  onExpire: () => void;
  /** The order's language's words (the page's loader gives them). */
  text?: Pick<CheckoutText, "heldUntil" | "timeLeft" | "holdExpiredTitle" | "holdExpiredText">;
};

/**
 * 'Held for you until 14:32' on the checkout of a held booking; with JavaScript a live countdown
 * joins it, and when it reaches zero the page says the reservation expired (Pay is then disabled
 * by the page, and refused by the server).
 */
export function HoldCountdown({ expiresAt, serverNow, until, expired, onExpire, text = englishCheckout }: Props) {
  const [deadline, setDeadline] = useState<number>();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setDeadline(localDeadline(expiresAt, serverNow, Date.now()));
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt, serverNow]);
  const left = deadline === undefined ? undefined : countdown(deadline, now);
  useEffect(() => {
    if (left?.seconds === 0) onExpire();
  }, [left?.seconds, onExpire]);

  if (expired || left?.seconds === 0) {
    return (
      <div role="alert" className="mt-6 rounded-control border border-danger/40 bg-sand-100 p-4 text-ink-900" data-testid="hold-expired">
        <p className="font-semibold">{text.holdExpiredTitle}</p>
        <p className="mt-1 text-ink-700">{text.holdExpiredText}</p>
      </div>
    );
  }
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-2 rounded-control bg-sand-100 p-4 text-ink-900" data-testid="hold-notice">
      <Clock aria-hidden className="size-5 shrink-0 text-amber-700" />
      <span>
        {text.heldUntil} {until}.
      </span>
      {left ? (
        <span className="text-ink-700">
          {text.timeLeft}{" "}
          <span className="font-semibold tabular-nums" data-testid="hold-countdown" aria-live="off">
            {left.text}
          </span>
        </span>
      ) : null}
    </p>
  );
}
