import { englishChrome } from "~/lib/i18n/chrome-text";
import { useChromeText } from "~/lib/i18n/language";
import type { CheckoutCancelNotice } from "~/modules/orders/return-urls";

export const cancelNoticeText = {
  cart: englishChrome.cartCancelled,
  held: (until: string) => `Payment cancelled. Your time is still held for you until ${until}.`,
  released: "Payment cancelled. The time you reserved has been released; choose a new one with Book Session.",
  plain: englishChrome.checkoutCancelled,
} as const;

/**
 * What a page says when a checkout's Cancel brought the buyer back to it, so the return is not
 * silent. The cart's and the plain notice in the page's language (the chrome catalogues); a
 * booking's held or released time in English, as the booking journey still is (decision 043).
 */
export function CheckoutCancelledNotice({ notice }: { notice: CheckoutCancelNotice }) {
  const t = useChromeText();
  const booking = notice.kind === "held" || notice.kind === "released";
  return (
    <div lang={booking ? "en" : undefined} className="mx-auto max-w-6xl px-5 pt-6 sm:px-8">
      <div role="status" className="rounded-control border border-amber-500 bg-sand-100 p-4 text-ink-900" data-testid="checkout-cancelled">
        {notice.kind === "held" ? (
          <p>
            {cancelNoticeText.held(notice.until)}{" "}
            <a href={notice.resumeUrl} className="font-medium text-ink-800 underline underline-offset-4">
              Return to payment
            </a>
          </p>
        ) : (
          <p>{notice.kind === "cart" ? t.cartCancelled : notice.kind === "plain" ? t.checkoutCancelled : cancelNoticeText[notice.kind]}</p>
        )}
      </div>
    </div>
  );
}
