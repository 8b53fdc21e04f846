// @vitest-environment jsdom
import { useRef, useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot, type Root } from "react-dom/client";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { useValuesTypedBeforeHydration } from "./values-typed-before-hydration";

// React's act() in a non-test-renderer environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function BookingLikeForm({ onValues }: { onValues?: (values: Record<string, string>) => void }) {
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState({ name: "", note: "", slot: "" });
  useValuesTypedBeforeHydration(form, values, (typed) => setValues((current) => ({ ...current, ...typed })));
  onValues?.(values);
  return (
    <form ref={form}>
      <input name="name" value={values.name} onChange={(event) => setValues({ ...values, name: event.target.value })} />
      <textarea name="note" value={values.note} onChange={(event) => setValues({ ...values, note: event.target.value })} />
      {["10:00", "11:00"].map((slot) => (
        <input key={slot} type="radio" name="slot" value={slot} checked={values.slot === slot} onChange={() => setValues({ ...values, slot })} />
      ))}
      <output>{values.name}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
});

/** The server's HTML in the page, then `beforeHydration` (the visitor at work), then React hydrates it. */
function hydrateAfter(beforeHydration: (container: HTMLElement) => void, onValues?: (values: Record<string, string>) => void) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<BookingLikeForm />);
  document.body.append(container);
  beforeHydration(container);
  act(() => {
    root = hydrateRoot(container, <BookingLikeForm onValues={onValues} />);
  });
  return container;
}

/** What a keystroke does: the field's value changes, then an input event (React's onChange). */
function typeInto(field: HTMLTextAreaElement | HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!;
  act(() => {
    setter.call(field, text);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("useValuesTypedBeforeHydration", () => {
  it("keeps text typed and a choice made before hydration through the form's next render, in the page and in state", () => {
    let latest: Record<string, string> = {};
    const container = hydrateAfter(
      (page) => {
        page.querySelector<HTMLInputElement>("input[name=name]")!.value = "Ada Lovelace";
        page.querySelector<HTMLTextAreaElement>("textarea")!.value = "Breath first";
        page.querySelector<HTMLInputElement>("input[value='11:00']")!.checked = true;
      },
      (values) => (latest = values),
    );
    expect(latest).toEqual({ name: "Ada Lovelace", note: "Breath first", slot: "11:00" });
    expect(container.querySelector("output")!.textContent).toBe("Ada Lovelace");
    expect(container.querySelector<HTMLInputElement>("input[name=name]")!.value).toBe("Ada Lovelace");
    expect(container.querySelector<HTMLTextAreaElement>("textarea")!.value).toBe("Breath first");
    expect(container.querySelector<HTMLInputElement>("input[value='11:00']")!.checked).toBe(true);
    // Typing on after hydration renders the form again: nothing typed before is written over.
    typeInto(container.querySelector("textarea")!, "Breath first, then tone");
    expect(latest).toEqual({ name: "Ada Lovelace", note: "Breath first, then tone", slot: "11:00" });
    expect(container.querySelector<HTMLInputElement>("input[name=name]")!.value).toBe("Ada Lovelace");
    expect(container.querySelector<HTMLInputElement>("input[value='11:00']")!.checked).toBe(true);
  });

  it("leaves the state alone when nothing was typed before hydration", () => {
    let renders = 0;
    let latest: Record<string, string> = {};
    hydrateAfter(
      () => {},
      (values) => {
        renders++;
        latest = values;
      },
    );
    expect(latest).toEqual({ name: "", note: "", slot: "" });
    expect(renders).toBe(1);
  });
});
