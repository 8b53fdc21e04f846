import type { CheckoutCancelNotice } from "~/modules/orders/return-urls";

export const cancelNoticeText = {
  cart: "Payment cancelled. Your cart is just as you left it.",
  held: (until: string) => `Payment cancelled. Your time is still held for you until ${until}.`,
  released: "Payment cancelled. The time you reserved has been released; choose a new one with Book Session.",
  plain: "Payment cancelled. Nothing was charged.",
} as const;

/**
 * What a page says when a checkout's Cancel brought the buyer back to it, so the return is not
 * silent. English, as the checkout is, also on a Danish page.
 */
export function CheckoutCancelledNotice({ notice }: { notice: CheckoutCancelNotice }) {
  return (
    <div lang="en" className="mx-auto max-w-6xl px-5 pt-6 sm:px-8">
      <div role="status" className="rounded-control border border-amber-500 bg-sand-100 p-4 text-ink-900" data-testid="checkout-cancelled">
        {notice.kind === "held" ? (
          <p>
            {cancelNoticeText.held(notice.until)}{" "}
            <a href={notice.resumeUrl} className="font-medium text-ink-800 underline underline-offset-4">
              Return to payment
            </a>
          </p>
        ) : (
          <p>{cancelNoticeText[notice.kind]}</p>
        )}
      </div>
    </div>
  );
}
