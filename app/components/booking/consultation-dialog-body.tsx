import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { returnFocusTo, type DialogBodyProps } from "~/components/forms/lazy-dialog-trigger";
import { BookingPanel } from "./booking-panel";

/** The free consultation (30 minutes, no payment, confirmed from an e-mail) when the profile has no external scheduling link; loaded when first opened. */
export default function ConsultationDialogBody({ open, onOpenChange, trigger }: DialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocusTo(trigger)}>
        <DialogHeader>
          <DialogTitle>Book Consultation</DialogTitle>
          <DialogDescription>
            A free 30-minute consultation about your voice and your goals. Pick a time that suits you; we e-mail you a link to confirm it.
          </DialogDescription>
        </DialogHeader>
        <BookingPanel kind="consultation" />
      </DialogContent>
    </Dialog>
  );
}
