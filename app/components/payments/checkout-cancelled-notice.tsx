import { englishChrome } from "~/lib/i18n/chrome-text";
import { useChromeText, usePageLanguage } from "~/lib/i18n/language";
import type { CheckoutCancelNotice } from "~/modules/orders/return-urls";

/**
 * What a page says when a checkout's Cancel brought the buyer back to it, so the return is not
 * silent, in the page's language (the chrome catalogues). A session's notice speaks the language
 * its booking began in (decision 047): Cancel returns to Private Coaching, a Danish page, also for
 * a booking begun in English, which then reads English there.
 */
export function CheckoutCancelledNotice({ notice }: { notice: CheckoutCancelNotice }) {
  const pageText = useChromeText();
  const pageLanguage = usePageLanguage();
  const english = "language" in notice && notice.language !== pageLanguage;
  const t = english ? englishChrome : pageText;
  const words = { cart: t.cartCancelled, plain: t.checkoutCancelled, released: t.bookingReleased };
  return (
    <div lang={english ? "en" : undefined} className="mx-auto max-w-6xl px-5 pt-6 sm:px-8">
      <div role="status" className="rounded-control border border-amber-500 bg-sand-100 p-4 text-ink-900" data-testid="checkout-cancelled">
        {notice.kind === "held" ? (
          <p>
            {t.bookingStillHeld.replace("{until}", notice.until)}{" "}
            <a href={notice.resumeUrl} className="font-medium text-ink-800 underline underline-offset-4">
              {t.returnToPayment}
            </a>
          </p>
        ) : (
          <p>{words[notice.kind]}</p>
        )}
      </div>
    </div>
  );
}
