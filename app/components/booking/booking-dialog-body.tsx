import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { returnFocusTo, type DialogBodyProps } from "~/components/forms/lazy-dialog-trigger";
import { BookingPanel } from "./booking-panel";

/** The 'Book Session' dialog (private coaching, 60 minutes, paid); loaded when first opened. */
export default function BookingDialogBody({ open, onOpenChange, trigger }: DialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocusTo(trigger)}>
        <DialogHeader>
          <DialogTitle>Book Session</DialogTitle>
          <DialogDescription>A 60-minute private session. Pick a time; it is held for you for 10 minutes while you pay.</DialogDescription>
        </DialogHeader>
        <BookingPanel kind="coaching" />
      </DialogContent>
    </Dialog>
  );
}
