import { useLayoutEffect, type RefObject } from "react";

/**
 * A controlled form on a server-rendered page: what the visitor types (or picks) before the
 * page's script has hydrated it stays in the page, but React's state still holds the server's
 * value, and the next render of the field (any state change in the form, a timer) writes that
 * value back over the visitor's text. Once, as the form mounts (before the browser paints), this
 * hands `adopt` the named fields whose value in the page differs from `values` (keyed by field
 * name), so the state takes them over. On a client-side navigation the page holds React's own
 * values: nothing to adopt. (SlotPicker does the same for its radio group.)
 */
export function useValuesTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  values: Record<string, string>,
  adopt: (typed: Record<string, string>) => void,
) {
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const typed: Record<string, string> = {};
    for (const [name, value] of Object.entries(values)) {
      const field = element.elements.namedItem(name);
      // An input, textarea or select, or a RadioNodeList (a radio group: the checked one's value).
      const inPage = field && "value" in field ? String(field.value) : undefined;
      if (inPage !== undefined && inPage !== value) typed[name] = inPage;
    }
    if (Object.keys(typed).length > 0) adopt(typed);
    // Once, on the first mount: what the page held before React took it over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
