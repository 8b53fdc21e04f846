import PenLine from "lucide-react/icons/pen-line";
import { lazyDialogTrigger, type TriggerStyle } from "./lazy-dialog-trigger";
import { STORY_ACTION } from "./paths";

const Trigger = lazyDialogTrigger(() => import("./story-dialog-body"));

/**
 * The magazine's 'Share Your Story' button and dialog. Before JavaScript loads the button is
 * a link to the same form on its own page.
 */
export function ShareStoryDialog(props: TriggerStyle) {
  return (
    <Trigger href={STORY_ACTION} {...props}>
      <PenLine aria-hidden /> Share Your Story
    </Trigger>
  );
}
