import { href } from "react-router";
import { lazyDialogTrigger, type TriggerStyle } from "~/components/forms/lazy-dialog-trigger";

const SessionTrigger = lazyDialogTrigger(() => import("./booking-dialog-body"));

/**
 * 'Book Session' (site footer, private coaching page): opens the booking dialog; before
 * JavaScript, a link to the same steps as a page (/book/session). No icon: the footer is in every page's
 * first load (bench:bundle budget).
 */
export function BookSessionButton(props: TriggerStyle) {
  return (
    <SessionTrigger href={href("/book/session")} {...props}>
      Book Session
    </SessionTrigger>
  );
}
