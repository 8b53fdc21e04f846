import { Badge, type BadgeVariant } from "~/components/ui/badge";
import { STATUS_LABELS, type ApplicationStatus } from "~/modules/applications/status";

const VARIANTS: Record<ApplicationStatus, BadgeVariant> = { new: "accent", reviewing: "default", accepted: "success", declined: "outline" };

/** An application's status as a badge (its word is the label: colour never carries it alone). */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
