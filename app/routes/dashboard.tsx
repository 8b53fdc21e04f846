import { useEffect, useState } from "react";
import { Form, Link, data, href, useFetcher, useNavigate } from "react-router";
import type { Route } from "./+types/dashboard";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { logger } from "~/lib/logger.server";
import { AccountPage, Panel } from "~/components/accounts/account-page";
import { JournalCard, type LearningActionData } from "~/components/learning/journal-card";
import { ModuleDetail } from "~/components/learning/module-detail";
import { CourseModulesCard } from "~/components/learning/course-modules-card";
import { buttonVariants } from "~/components/ui/button-variants";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { requireUser } from "~/modules/accounts/guards.server";
import { accountPageHeaders } from "~/modules/accounts/route-headers";
import { itemsPaid, paidOrders } from "~/modules/accounts/access.server";
import { courseGrants, listCourses } from "~/modules/catalogue/catalogue.server";
import { coursePriceText } from "~/modules/catalogue/format";
import { learningSpace, markModuleComplete, saveJournalEntry } from "~/modules/learning/learning.server";
import { isCourseFinished, progressPercent } from "~/modules/learning/progress";
import { learningActionSchema } from "~/modules/learning/schemas";
import type { DashboardCourse } from "~/modules/learning/types";
import { courseIdOfItem } from "~/modules/catalogue/offers";
import { keptForContent } from "~/modules/site/content-memo.server";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Your Course Dashboard", description: "Your courses.", index: false });

export const headers: Route.HeadersFunction = ({ actionHeaders }) => accountPageHeaders(actionHeaders, { personal: true });

export async function loader({ request }: Route.LoaderArgs) {
  const current = await requireUser(request);
  const moduleId = new URL(request.url).searchParams.get("module");
  const [paid, catalogue, grants] = await Promise.all([paidOrders(db(), current), keptForContent("courses", () => listCourses(db())), courseGrants(db())]);
  const space = await learningSpace(db(), current, { moduleId, paid, grants });
  const courseOf = (itemId: string) => courseIdOfItem(grants, itemId);
  const owned = itemsPaid(paid);
  const learning = new Set(space.courses.map((course) => course.id));
  const ownedCourses = new Set(owned.map((item) => courseOf(item.itemId)));
  return {
    name: current.name,
    emailVerified: current.emailVerified,
    ...space,
    // Paid for, but not a course with modules here (a programme, a coaching session): listed with a link.
    others: owned
      .filter((item) => !learning.has(courseOf(item.itemId)))
      .map((item) => ({
        ...item,
        paidAt: item.paidAt?.toISOString() ?? null,
        link: catalogue.find((c) => c.id === courseOf(item.itemId))?.link ?? null,
      })),
    offers: catalogue
      .filter((course) => !ownedCourses.has(course.id))
      .map((c) => ({ id: c.id, title: c.title, description: c.description, link: c.link, price: coursePriceText(c) })),
  };
}

const REFUSED = { 403: "You do not have access to this course.", 404: "This module no longer exists." } as const;

/** 'Mark as Complete' and 'Save Journal Entry': only the signed-in student's own rows, only for a course they have paid for. */
export async function action({ request }: Route.ActionArgs): Promise<LearningActionData | ReturnType<typeof data<LearningActionData>>> {
  const current = await requireUser(request);
  const form = await request.formData().catch(() => null);
  const parsed = learningActionSchema.safeParse(form ? Object.fromEntries(form) : null);
  if (!parsed.success) return data({ ok: false, message: parsed.error.issues[0]?.message ?? "Please check the form." }, { status: 400 });
  const input = parsed.data;
  try {
    const result =
      input.intent === "complete" ? await markModuleComplete(db(), current, input.moduleId) : await saveJournalEntry(db(), current, input.moduleId, input.body);
    if (!result.ok) return data({ ok: false, intent: input.intent, message: REFUSED[result.status] }, { status: result.status });
    return { ok: true, intent: input.intent, savedAt: result.savedAt };
  } catch (error) {
    logger.error({ intent: input.intent, error: error instanceof Error ? error.name : typeof error }, "learning action failed");
    return data({ ok: false, intent: input.intent, message: "The studio could not store it just now." }, { status: 503 });
  }
}

/** A lost connection is a failed save (the text stays), not an error page. */
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<LearningActionData> {
  try {
    return (await serverAction()) as LearningActionData;
  } catch {
    return { ok: false, message: "The connection to the studio was lost." };
  }
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Copenhagen" });

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { courses, selected, continueWith, others, offers, emailVerified, name } = loaderData;
  const nextOffer = offers[0];
  const navigate = useNavigate();
  // The tab follows the selected module; a course without modules yet is shown in place.
  const [tab, setTab] = useState(selected?.courseId ?? courses[0]?.id ?? "");
  const selectedCourse = selected?.courseId;
  useEffect(() => {
    if (selectedCourse) setTab(selectedCourse);
  }, [selectedCourse]);
  const complete = useFetcher<LearningActionData>({ key: "complete-module" });
  const completing = complete.formData?.get("moduleId");
  const isDone = (moduleId: string, done: boolean) => done || completing === moduleId;
  const withPending = (course: DashboardCourse): DashboardCourse => {
    const modules = course.modules.map((m) => ({ ...m, completed: isDone(m.id, m.completed) }));
    const completed = modules.filter((m) => m.completed).length;
    return { ...course, modules, completed, percent: progressPercent(completed, course.total) };
  };
  return (
    <AccountPage eyebrow={`Hello ${name}`} title="Your Course Dashboard" lead="Track your progress and access your course materials.">
      {!emailVerified ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-amber-400/60 bg-amber-50 p-5">
          <p className="max-w-[60ch] text-ink-900">
            Please confirm your e-mail address: courses bought with it appear here once it is confirmed. The link is in the e-mail we sent you.
          </p>
          <Form method="post" action={href("/account")}>
            <input type="hidden" name="intent" value="resend-verification" />
            <button type="submit" className={buttonVariants({ variant: "outline", size: "sm" })}>
              Send the link again
            </button>
          </Form>
        </div>
      ) : null}
      {continueWith && continueWith.id !== selected?.id ? (
        <Link
          to={`?module=${encodeURIComponent(continueWith.id)}`}
          preventScrollReset
          className={buttonVariants({ size: "lg", className: "justify-self-start whitespace-normal text-left" })}
        >
          Continue: {continueWith.title}
        </Link>
      ) : continueWith ? (
        <p className="font-display text-xl text-ink-900">Continue: {continueWith.title}</p>
      ) : null}
      {courses.length ? (
        <Tabs
          value={tab}
          onValueChange={(courseId) => {
            const first = courses.find((c) => c.id === courseId)?.modules[0];
            if (first) void navigate(`?module=${encodeURIComponent(first.id)}`, { preventScrollReset: true });
            else setTab(courseId);
          }}
        >
          <TabsList aria-label="Your courses">
            {courses.map((course) => (
              <TabsTrigger key={course.id} value={course.id}>
                {course.title}
              </TabsTrigger>
            ))}
          </TabsList>
          {courses.map((raw) => {
            const course = withPending(raw);
            return (
              <TabsContent key={course.id} value={course.id} className="grid gap-6 lg:grid-cols-3 lg:items-start">
                {isCourseFinished(course) ? <CourseFinished title={course.title} next={nextOffer ?? null} /> : null}
                <CourseModulesCard course={course} selectedId={selected?.id ?? null} />
                {selected?.courseId === course.id ? (
                  <div className="grid gap-6 lg:col-span-2">
                    <ModuleDetail
                      module={selected}
                      completed={isDone(selected.id, selected.completed)}
                      failure={complete.data?.ok === false ? complete.data.message : null}
                    />
                    <JournalCard key={selected.id} moduleId={selected.id} moduleTitle={selected.title} saved={selected.journal} />
                  </div>
                ) : null}
              </TabsContent>
            );
          })}
        </Tabs>
      ) : null}
      {others.length || !courses.length ? (
        <Panel title={courses.length ? "Also yours" : "Your courses"} id="owned">
          {others.length ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {others.map((item) => (
                <li key={item.itemId} className="rounded-control border border-sand-200 bg-sand-50 p-5">
                  <p className="font-display text-lg text-ink-900">{item.name}</p>
                  {item.plan ? <p className="text-sm text-muted">{item.plan} plan</p> : null}
                  {item.paidAt ? <p className="mt-1 text-sm text-muted">Paid {dateFormat.format(new Date(item.paidAt))}</p> : null}
                  {item.link ? (
                    <Link to={item.link} className="mt-3 inline-block text-sm font-medium text-ink-800 underline decoration-amber-500 underline-offset-4">
                      Course page and materials
                    </Link>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">You have no courses yet. When you buy or are accepted onto a course, it appears here with its lessons and materials.</p>
          )}
        </Panel>
      ) : null}
      {offers.length && (courses.length || others.length) ? (
        // Below the student's own courses the catalogue is one line, not a wall of cards.
        <p className="text-ink-800" id="offers">
          More to explore:{" "}
          {offers.map((course, index) => (
            <span key={course.id}>
              {index ? ", " : null}
              <Link to={course.link} className="inline-block py-2.5 font-medium underline decoration-amber-500 underline-offset-4">
                {course.title}
              </Link>
            </span>
          ))}
        </p>
      ) : offers.length ? (
        <Panel title="Courses you can join" id="offers">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {offers.map((course) => (
              <li key={course.id} className="flex flex-col rounded-control border border-sand-200 p-5">
                <p className="font-display text-lg text-ink-900">{course.title}</p>
                <p className="mt-1 line-clamp-3 text-sm text-muted">{course.description}</p>
                <p className="mt-3 text-sm font-medium text-ink-900">{course.price}</p>
                <Link to={course.link} className="mt-3 text-sm font-medium text-ink-800 underline decoration-amber-500 underline-offset-4">
                  Learn more<span className="sr-only"> about {course.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
    </AccountPage>
  );
}

/** The moment a course is done: a word of congratulation and the course to take next. */
function CourseFinished({ title, next }: { title: string; next: { title: string; link: string; price: string } | null }) {
  return (
    <section aria-labelledby="course-finished" className="rounded-card border border-amber-400/60 bg-amber-50 p-6 lg:col-span-3">
      <h2 id="course-finished" className="font-display text-2xl text-ink-900">
        Congratulations – you finished {title}
      </h2>
      <p className="mt-2 max-w-[60ch] text-ink-800">Every module is complete. Keep singing the exercises you liked best: a voice keeps what it practises.</p>
      {next ? (
        <p className="mt-4">
          <Link to={next.link} className={buttonVariants({ variant: "outline" })}>
            Next: {next.title}
          </Link>
          <span className="ml-3 text-sm text-muted">{next.price}</span>
        </p>
      ) : null}
    </section>
  );
}
