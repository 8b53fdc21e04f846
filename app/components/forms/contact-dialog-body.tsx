import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { ContactForm } from "./contact-form";
import { returnFocusTo, type DialogBodyProps } from "./lazy-dialog-trigger";

/** The 'Contact Us' dialog itself; loaded when first opened. */
export default function ContactDialogBody({ open, onOpenChange, trigger }: DialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocusTo(trigger)}>
        <DialogHeader>
          <DialogTitle>Contact Us</DialogTitle>
          <DialogDescription>
            Questions about a programme, a private lesson or something else? Write to us and we'll get back to you as soon as possible.
          </DialogDescription>
        </DialogHeader>
        <ContactForm source="landing-dialog" onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
