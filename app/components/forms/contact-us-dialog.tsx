import { href } from "react-router";
import { MessageSquareIcon } from "~/components/ui/line-icons";
import { lazyDialogTrigger, type TriggerStyle } from "./lazy-dialog-trigger";

const Trigger = lazyDialogTrigger(() => import("./contact-dialog-body"));

/**
 * The landing page's 'Contact Us' button and dialog. Before JavaScript loads the button is
 * a plain link to /contact, which has the same form.
 */
export function ContactUsDialog(props: TriggerStyle) {
  return (
    <Trigger href={href("/contact")} {...props}>
      <MessageSquareIcon /> Contact Us
    </Trigger>
  );
}
