import { expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** Fails with the rule ids and elements of every serious or critical axe violation on the page. */
export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
