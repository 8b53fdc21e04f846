import ArrowLeft from "lucide-react/icons/arrow-left";
import { data, Link } from "react-router";
import type { Route } from "./+types/admin.courses.$courseId.preview";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AdminHeader } from "~/components/admin/admin-shell";
import { ModuleDetail } from "~/components/learning/module-detail";
import { CourseModulesCard } from "~/components/learning/course-modules-card";
import { requireAdmin } from "~/modules/accounts/guards.server";
import { coursePreview } from "~/modules/learning/learning.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Preview", description: "A course as a student sees it.", index: false });

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireAdmin(request);
  const moduleId = new URL(request.url).searchParams.get("module")?.slice(0, 100) ?? null;
  const preview = await coursePreview(db(), params.courseId, moduleId);
  if (!preview) throw data("Not found", { status: 404 });
  return preview;
}

/** The course as a buyer sees it on /dashboard: published lessons only, in their order, with their files. */
export default function AdminCoursePreview({ loaderData }: Route.ComponentProps) {
  const { course, selected } = loaderData;
  return (
    <div className="grid gap-6 pb-12">
      <p className="pt-8">
        <Link to={`/admin/courses/${encodeURIComponent(course.id)}`} className="inline-flex min-h-11 items-center text-sm font-medium underline">
          <ArrowLeft aria-hidden className="mr-1 size-4" />
          Back to {course.title}
        </Link>
      </p>
      <AdminHeader
        title={`Preview: ${course.title}`}
        lead="What a student who bought this course sees on their dashboard. Drafts are not shown; publish a lesson to add it here."
      />
      <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
        <CourseModulesCard course={course} selectedId={selected?.id ?? null} />
        {selected ? (
          <div className="lg:col-span-2">
            <ModuleDetail module={selected} completed={false} failure={null} preview />
          </div>
        ) : null}
      </div>
    </div>
  );
}
