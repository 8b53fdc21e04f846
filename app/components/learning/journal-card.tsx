import { useEffect, useRef, useState } from "react";
import { useBlocker, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import { useValuesTypedBeforeHydration } from "~/components/forms/values-typed-before-hydration";
import { JOURNAL_MAX_LENGTH, lastSavedText } from "~/modules/learning/progress";

export type LearningActionData = { ok: true; intent: "complete" | "journal"; savedAt?: string } | { ok: false; intent?: string; message: string };

const UNSAVED_QUESTION = "Your journal entry is not saved yet. Leave this module without saving it?";

/**
 * The 'Vocal Journal': notes for one module, saved on the server by 'Save Journal Entry'
 * (a plain form post before JavaScript has loaded). A failed save keeps the text and says
 * so; leaving the module or the page with unsaved text asks first.
 */
export function JournalCard({ moduleId, moduleTitle, saved }: { moduleId: string; moduleTitle: string; saved: { body: string; savedAt: string | null } }) {
  const fetcher = useFetcher<LearningActionData>({ key: `journal-${moduleId}` });
  const [text, setText] = useState(saved.body);
  const [savedBody, setSavedBody] = useState(saved.body);
  const [savedAt, setSavedAt] = useState(saved.savedAt);
  const [now, setNow] = useState(() => new Date());
  const submitted = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  useValuesTypedBeforeHydration(form, { body: text }, (typed) => typed.body !== undefined && setText(typed.body));
  const result = fetcher.state === "idle" ? fetcher.data : undefined;

  useEffect(() => {
    if (result?.ok && result.intent === "journal" && result.savedAt) {
      setSavedAt(result.savedAt);
      setNow(new Date());
      if (submitted.current !== null) setSavedBody(submitted.current);
    }
  }, [result]);
  // The relative time moves on while the page stays open.
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const dirty = text !== savedBody && (fetcher.state === "idle" || text !== submitted.current);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_QUESTION)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_QUESTION;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const failed = result && !result.ok ? result.message : null;
  const savedNow = result?.ok && result.intent === "journal" && !dirty;
  return (
    <section aria-labelledby="journal-title" className="rounded-card border border-sand-200 bg-ivory p-6 shadow-card sm:p-8">
      <h2 id="journal-title" className="text-xl text-ink-900">
        Vocal Journal
      </h2>
      <fetcher.Form ref={form} method="post" className="mt-4 grid gap-3" onSubmit={() => void (submitted.current = text)}>
        <input type="hidden" name="intent" value="journal" />
        <input type="hidden" name="moduleId" value={moduleId} />
        <label htmlFor="journal-body" className="text-sm text-muted">
          Your notes on <span className="font-medium text-text">{moduleTitle}</span>: what you practised, what you noticed, what to try next.
        </label>
        <Textarea
          id="journal-body"
          name="body"
          value={text}
          maxLength={JOURNAL_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          className="min-h-[200px]"
          rows={8}
          aria-describedby="journal-status"
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p id="journal-status" role="status" className="text-sm text-muted">
            {fetcher.state !== "idle" ? "Saving…" : `Last saved: ${lastSavedText(savedAt, now)}`}
            {dirty && fetcher.state === "idle" ? <span className="ml-2 text-amber-800">(unsaved changes)</span> : null}
          </p>
          <Button type="submit" disabled={fetcher.state !== "idle"}>
            Save Journal Entry
          </Button>
        </div>
        {failed ? (
          <p role="alert" className="rounded-control border border-danger/40 bg-danger/5 p-3 text-sm text-danger">
            Your journal entry was not saved: {failed} Your text is still here, so you can try again.
          </p>
        ) : savedNow ? (
          <span className="sr-only" aria-live="polite">
            Journal entry saved.
          </span>
        ) : null}
      </fetcher.Form>
    </section>
  );
}
