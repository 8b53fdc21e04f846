import Check from "lucide-react/icons/check";
import CalendarClock from "lucide-react/icons/calendar-clock";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { type PriceOption, type SalesCourseId } from "~/modules/sales/courses";
import { formatDollars } from "~/lib/number-format";
import { EnrolButton } from "./enrol-button";

/** The main course's plan choice, as tabs. */
export function PlanTabs({ courseId, options }: { courseId: SalesCourseId; options: PriceOption[] }) {
  return (
    <Tabs defaultValue={options[0]?.name} className="mx-auto max-w-3xl">
      <TabsList aria-label="Plans" className="justify-center">
        {options.map((option) => (
          <TabsTrigger key={option.name} value={option.name} className="flex-1 sm:flex-none">
            {option.name}
          </TabsTrigger>
        ))}
      </TabsList>
      {options.map((option) => (
        <TabsContent key={option.name} value={option.name} forceMount className="mt-8 data-[state=inactive]:hidden">
          <div className="rounded-card border border-sand-200 bg-ivory p-6 shadow-card sm:p-10">
            <div className="flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h3 className="text-2xl text-ink-900">{option.name}</h3>
                <p className="mt-2 font-display text-5xl text-ink-900">
                  {formatDollars(option.price)}
                  <span className="ml-2 font-sans text-base text-muted">one-time, USD</span>
                </p>
                {option.paymentPlanMonths ? (
                  <p className="mt-3 inline-flex items-center gap-2 rounded-control bg-sand-100 px-3 py-1.5 text-sm font-medium text-ink-900">
                    <CalendarClock aria-hidden className="h-4 w-4 text-amber-700" />
                    Or pay over {option.paymentPlanMonths} months with a payment plan
                  </p>
                ) : null}
              </div>
              <EnrolButton courseId={courseId} plan={option.name} label={`Enrol in ${option.name}`} />
            </div>
            <ul className="mt-8 grid gap-3 border-t border-sand-200 pt-6 sm:grid-cols-2">
              {option.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check aria-hidden className="mt-1 h-4 w-4 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
          </div>
        </TabsContent>
      ))}
    </Tabs>
  );
}
