import { Form, Link, href } from "react-router";
import type { Route } from "./+types/dashboard";
import { seo } from "~/lib/seo";
import { db } from "~/db/db.server";
import { AccountPage, Panel } from "~/components/accounts/account-page";
import { buttonVariants } from "~/components/ui/button-variants";
import { requireUser } from "~/modules/accounts/guards.server";
import { paidItems } from "~/modules/accounts/access.server";
import { listCourses } from "~/modules/catalogue/catalogue.server";
import { coursePriceText } from "~/modules/catalogue/format";

export const meta: Route.MetaFunction = (args) => seo(args, { title: "Your Course Dashboard", description: "Your courses.", index: false });

export async function loader({ request }: Route.LoaderArgs) {
  const current = await requireUser(request);
  const [owned, catalogue] = await Promise.all([paidItems(db(), current), listCourses(db())]);
  const ownedIds = new Set(owned.map((item) => item.itemId));
  return {
    name: current.name,
    emailVerified: current.emailVerified,
    owned: owned.map((item) => ({ ...item, paidAt: item.paidAt?.toISOString() ?? null, link: catalogue.find((c) => c.id === item.itemId)?.link ?? null })),
    offers: catalogue
      .filter((course) => !ownedIds.has(course.id))
      .map((c) => ({ id: c.id, title: c.title, description: c.description, link: c.link, price: coursePriceText(c) })),
  };
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Copenhagen" });

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { owned, offers, emailVerified, name } = loaderData;
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
      <Panel title="Your courses" id="owned">
        {owned.length ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            {owned.map((item) => (
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
          <p className="text-muted">You have no courses yet. When you buy or are accepted onto a course, it appears here with its materials.</p>
        )}
      </Panel>
      <Panel title={owned.length ? "More to explore" : "Courses you can join"} id="offers">
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
    </AccountPage>
  );
}
