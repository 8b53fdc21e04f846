import { useState } from "react";
import LoaderCircle from "lucide-react/icons/loader-circle";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { cn } from "~/lib/cn";
import { readTextFields, type FormOutcome } from "~/modules/forms/form-input";
import { newsletterMessages, newsletterTextFields } from "~/modules/newsletter/messages";
import { Honeypot } from "./honeypot";
import { NEWSLETTER_ACTION } from "./paths";
import { useValidatedFetcher } from "./use-validated-fetcher";
import { PageContainer } from "~/components/layout/page-container";

/** The newsletter sign-up form on its own, for the section below or a footer. */
export function NewsletterForm({ initial, className }: { initial?: FormOutcome; className?: string }) {
  const [thanked, setThanked] = useState(Boolean(initial?.ok));
  const form = useValidatedFetcher({
    // Loaded when the visitor reaches the field: the landing page's first load stays light.
    schema: () => import("~/modules/newsletter/schemas").then((m) => m.newsletterSchema),
    read: (data) => readTextFields(data, newsletterTextFields),
    initial,
    onResult: (outcome) => {
      if (outcome.ok) {
        setThanked(true);
        form.reset();
      } else {
        setThanked(false);
        if (outcome.formError || Object.keys(outcome.fieldErrors).length === 0) {
          toast({ title: "Could not subscribe", description: outcome.formError ?? newsletterMessages.failure, variant: "destructive" });
        }
      }
    },
  });
  const error = form.errors.email;
  const { values } = form;

  return (
    <div className={cn("grid gap-3", className)}>
      <form.fetcher.Form
        {...form.formProps}
        action={NEWSLETTER_ACTION}
        onFocus={form.prefetch}
        onPointerEnter={form.prefetch}
        onChange={(event) => {
          setThanked(false);
          form.formProps.onChange(event);
        }}
        className="relative grid gap-2"
      >
        <Honeypot />
        <label htmlFor="newsletter-email" className="text-sm font-medium">
          Email address
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            placeholder="you@example.com"
            defaultValue={values.email}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "newsletter-email-error" : undefined}
            className="sm:flex-1"
          />
          <Button type="submit" size="lg" disabled={form.busy} className="shrink-0">
            {form.busy ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
            Subscribe
          </Button>
        </div>
        {error ? (
          <p id="newsletter-email-error" className="text-sm font-medium text-danger in-[.on-dark]:text-amber-300">
            {error}
          </p>
        ) : null}
      </form.fetcher.Form>
      <div role="status" aria-live="polite">
        {thanked ? (
          <p className="font-medium">
            {newsletterMessages.thanks} <span className="font-normal opacity-80">{newsletterMessages.checkInbox}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The landing page's newsletter section. */
export function NewsletterSection({ className }: { className?: string }) {
  return (
    <section id="newsletter" aria-labelledby="newsletter-title" className={cn("on-dark relative isolate overflow-hidden bg-ink-900 text-ivory", className)}>
      <NewsletterArt />
      <PageContainer className="grid items-center gap-10 py-16 sm:py-20 md:grid-cols-[1fr_minmax(0,28rem)]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.16em] text-amber-300">Newsletter</p>
          <h2 id="newsletter-title" className="mt-3 text-3xl sm:text-4xl">
            Join our vocal community
          </h2>
          <p className="mt-4 max-w-xl text-ivory/80">
            A short letter now and then: an exercise that works, news from the studio, and new programme dates before anyone else. You confirm by e-mail, and
            every letter has a one-click unsubscribe.
          </p>
        </div>
        <NewsletterForm />
      </PageContainer>
    </section>
  );
}

function NewsletterArt() {
  return (
    <svg aria-hidden focusable="false" viewBox="0 0 600 200" preserveAspectRatio="none" className="absolute inset-0 -z-10 h-full w-full text-amber-400/10">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <path
          key={i}
          d={`M0 ${120 + i * 8} C 120 ${60 + i * 10}, 240 ${180 - i * 6}, 360 ${110 + i * 4} S 540 ${70 + i * 9}, 600 ${100 + i * 6}`}
          fill="none"
          stroke="currentColor"
          strokeWidth="1.2"
        />
      ))}
    </svg>
  );
}
