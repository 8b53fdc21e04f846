import type { DialogBodyProps } from "~/components/forms/lazy-dialog-trigger";
import { danishDialog } from "~/modules/booking/dialog-text.da";
import { SessionDialog } from "./session-dialog";

/** The 'Book Session' dialog on a Danish page: its own chunk, so English pages never load the Danish words. */
export default function DanishBookingDialogBody(props: DialogBodyProps) {
  return <SessionDialog {...props} text={danishDialog} language="da" />;
}
