import { href } from "react-router";
import { lazyDialogTrigger, type TriggerStyle } from "~/components/forms/lazy-dialog-trigger";
import { usePageLanguage } from "~/lib/i18n/language";

const SessionTrigger = lazyDialogTrigger(() => import("./booking-dialog-body"));
const DanishSessionTrigger = lazyDialogTrigger(() => import("./booking-dialog-body.da"));

/**
 * 'Book Session' (site footer, private coaching page): opens the booking dialog in the page's
 * language, which the booking then keeps to its end (decision 047); before JavaScript, a link to
 * the same steps as a page (/book/session, `?lang=da` from a Danish page). No icon: the footer is
 * in every page's first load (bench:bundle budget).
 */
export function BookSessionButton(props: TriggerStyle) {
  if (usePageLanguage() === "da")
    return (
      <DanishSessionTrigger href={`${href("/book/session")}?lang=da`} {...props}>
        Book Session
      </DanishSessionTrigger>
    );
  return (
    <SessionTrigger href={href("/book/session")} {...props}>
      Book Session
    </SessionTrigger>
  );
}
