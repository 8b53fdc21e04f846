import { useRouteLoaderData } from "react-router";
import { GraduationCap } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import type { RootData } from "~/lib/seo";
import { enrolmentMessage } from "~/modules/sales/courses";

/**
 * Enrol until online checkout exists (the payments issue): says honestly that online
 * enrolment opens soon and how to reach the studio now.
 */
export function EnrolButton({
  courseTitle,
  label = "Enrol now",
  ...props
}: { courseTitle: string; label?: string } & Omit<ButtonProps, "onClick" | "children">) {
  const { profile } = useRouteLoaderData("root") as RootData;
  return (
    <Button size="lg" onClick={() => window.alert(enrolmentMessage(profile, courseTitle))} {...props}>
      <GraduationCap aria-hidden />
      {label}
    </Button>
  );
}
