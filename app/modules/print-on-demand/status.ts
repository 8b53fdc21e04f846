/** Where one Gelato order (a paid order's print-on-demand items) is; the CHECK on pod_fulfilments.status lists the same. */
export const podStatuses = ["waiting", "needs-address", "submitting", "submitted", "failed", "handled-by-coach", "cancelled"] as const;
export type PodStatus = (typeof podStatuses)[number];

/** What the admin sees for each status. */
export const podStatusLabels: Record<PodStatus, string> = {
  waiting: "Waiting",
  "needs-address": "Needs address",
  submitting: "Submitting",
  submitted: "Submitted",
  failed: "Failed",
  "handled-by-coach": "Handled by coach",
  cancelled: "Cancelled (refunded)",
};

/** 'Retry now' applies to failed orders; 'Mark as handled' to any order not yet with the printer. */
export const canRetry = (status: string) => status === "failed";
export const handleableStatuses = ["waiting", "needs-address", "failed"] as const satisfies readonly PodStatus[];
export const canMarkHandled = (status: string) => (handleableStatuses as readonly string[]).includes(status);
