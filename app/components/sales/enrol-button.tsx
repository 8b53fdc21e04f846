import GraduationCap from "lucide-react/icons/graduation-cap";
import type { SalesCourseId } from "~/modules/sales/courses";
import { PayButton } from "~/components/payments/pay-button";

/** A sales page's enrol button: a USD checkout for that course (and plan), priced on the server. */
export function EnrolButton({ courseId, plan, label = "Enrol now" }: { courseId: SalesCourseId; plan?: string; label?: string }) {
  return (
    <PayButton courseId={courseId} currency="USD" plan={plan}>
      <GraduationCap aria-hidden />
      {label}
    </PayButton>
  );
}
