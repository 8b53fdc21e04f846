import { href } from "react-router";
import { CalendarDaysIcon } from "~/components/ui/line-icons";
import { lazyDialogTrigger, type TriggerStyle } from "~/components/forms/lazy-dialog-trigger";
import { ExternalLink } from "~/components/content/external-link";
import { buttonVariants } from "~/components/ui/button-variants";

const ConsultationTrigger = lazyDialogTrigger(() => import("./consultation-dialog-body"));

/** 'Book Consultation': the coach's external scheduling link if the profile has one, else the booking dialog in consultation mode. */
export function BookConsultationButton({ schedulingUrl, ...style }: TriggerStyle & { schedulingUrl?: string }) {
  if (schedulingUrl) {
    return (
      <ExternalLink href={schedulingUrl} className={buttonVariants({ variant: style.variant, size: style.size ?? "lg", className: style.className })}>
        <CalendarDaysIcon />
        Book Consultation
      </ExternalLink>
    );
  }
  return (
    <ConsultationTrigger href={href("/book")} {...style}>
      <CalendarDaysIcon /> Book Consultation
    </ConsultationTrigger>
  );
}
