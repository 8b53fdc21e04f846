import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { returnFocusTo, type DialogBodyProps } from "~/components/forms/lazy-dialog-trigger";
import type { DialogText } from "~/modules/booking/dialog-text";
import type { Language } from "~/lib/i18n/languages";
import { BookingPanel } from "./booking-panel";

/** The 'Book Session' dialog (private coaching, 60 minutes, paid) in one language; each language's body module loads it. */
export function SessionDialog({ open, onOpenChange, trigger, text, language }: DialogBodyProps & { text: DialogText; language: Language }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocusTo(trigger)}>
        <DialogHeader>
          <DialogTitle>{text.title}</DialogTitle>
          <DialogDescription>{text.intro}</DialogDescription>
        </DialogHeader>
        <BookingPanel kind="coaching" text={text} language={language} />
      </DialogContent>
    </Dialog>
  );
}
