import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** Fails with the rule ids and elements of every serious or critical axe violation on the page. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * The serious violations above and, in the same axe run (a page walk pays for one analysis),
 * WCAG 2.5.3 label in name: a control's accessible name contains its visible text, so a person
 * speaking what they see can press it. axe counts that rule as experimental and leaves it off
 * unless asked.
 */
export async function expectAccessibleWithLabelsInNames(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } }).analyze();
  const failures = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical" || v.id === "label-content-name-mismatch");
  expect(failures.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
