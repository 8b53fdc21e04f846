import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** Fails with the rule ids and elements of every serious or critical axe violation on the page. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * WCAG 2.5.3 (label in name): a control's accessible name contains its visible text, so a
 * person speaking what they see can press it. axe counts the rule as experimental and leaves
 * it off unless asked.
 */
export async function expectLabelsInNames(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(["label-content-name-mismatch"]).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`))).toEqual([]);
}
