import { HtmlValidate } from "html-validate";
import { expect, test } from "./support/test";
import { allPages } from "./support/site-pages";

/**
 * Every registered page's server HTML against HTML's own rules (html-validate's "standard"
 * preset: the content model, nesting, attributes and ids as the HTML standard defines them).
 * The "recommended" preset's style rules (self-closing void elements as React writes them,
 * attribute case of React's `charSet`, non-breaking spaces in phone numbers) are matters of
 * taste, not validity, so they stay off.
 */
const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

test("every registered page's HTML validates", async ({ request }) => {
  const problems: string[] = [];
  for (const registered of allPages) {
    const response = await request.get(registered.path);
    expect(response.status(), registered.path).toBeLessThan(400);
    const report = await validator.validateString(await response.text(), registered.path);
    for (const result of report.results) {
      for (const message of result.messages) problems.push(`${registered.path}: ${message.ruleId} ${message.message} (${message.selector ?? ""})`);
    }
  }
  expect(problems).toEqual([]);
});

test("the validator catches what the footer once did (a heading inside <address>)", async () => {
  const report = await validator.validateString(
    "<!doctype html><html lang=en><head><title>x</title></head><body><address><h2>Contact</h2></address></body></html>",
  );
  expect(report.valid).toBe(false);
});
