import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button-variants";

type State = "idle" | "copied" | "selected";

/**
 * Copies `text` to the clipboard and says so ("Copied") in a live region beside the button.
 * Where the clipboard is refused (an old browser, a page not on https), it selects the shown
 * text (`selectId`) instead and says how to copy it. Rendered only once script runs: without
 * it there is nothing to click, and the text stays on the page to copy by hand.
 */
export function CopyButton({
  text,
  label,
  selectId,
  announce = "status",
}: {
  text: string;
  label: string;
  selectId: string;
  /**
   * "polite": a plain live region instead of a status role, for a page whose own answer is its
   * one status (the back office's forms; decision 066).
   */
  announce?: "status" | "polite";
}) {
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<State>("idle");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    setReady(true);
    return () => clearTimeout(timer.current);
  }, []);
  if (!ready) return null;

  const show = (next: State) => {
    setState(next);
    clearTimeout(timer.current);
    if (next === "copied") timer.current = setTimeout(() => setState("idle"), 5000);
  };
  const selectText = () => {
    const target = document.getElementById(selectId);
    const selection = window.getSelection();
    if (!target || !selection) return;
    selection.selectAllChildren(target);
    show("selected");
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      show("copied");
    } catch {
      selectText();
    }
  };

  return (
    <span className="inline-flex flex-wrap items-center gap-3 print:hidden">
      <button type="button" onClick={() => void copy()} className={buttonVariants({ variant: "outline" })} aria-describedby={`${selectId}-copy-status`}>
        {label}
      </button>
      <span
        id={`${selectId}-copy-status`}
        {...(announce === "status" ? { role: "status" } : { "aria-live": "polite" as const })}
        className={state === "copied" ? "text-sm font-medium text-success" : "text-sm text-ink-900"}
      >
        {state === "copied" ? "Copied" : state === "selected" ? "Selected: press Ctrl+C (Command+C on a Mac) to copy." : ""}
      </span>
    </span>
  );
}
