import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { StoryForm } from "./story-form";
import { returnFocusTo, type DialogBodyProps } from "./lazy-dialog-trigger";

/** The 'Share Your Story' dialog itself; loaded when first opened. */
export default function StoryDialogBody({ open, onOpenChange, trigger }: DialogBodyProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl" onCloseAutoFocus={returnFocusTo(trigger)}>
        <DialogHeader>
          <DialogTitle>Share Your Story</DialogTitle>
          <DialogDescription>How has singing changed for you? Share your experience from a course, or send us an article for the magazine.</DialogDescription>
        </DialogHeader>
        <StoryForm onSent={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
