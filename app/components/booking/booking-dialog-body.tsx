import type { DialogBodyProps } from "~/components/forms/lazy-dialog-trigger";
import { englishDialog } from "~/modules/booking/dialog-text";
import { SessionDialog } from "./session-dialog";

/** The 'Book Session' dialog on an English page; loaded when first opened. */
export default function BookingDialogBody(props: DialogBodyProps) {
  return <SessionDialog {...props} text={englishDialog} language="en" />;
}
