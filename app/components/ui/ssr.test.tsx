// @vitest-environment node
// Server rendering, without a DOM: what visitors get before (or without) JavaScript.
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { Checkbox } from "./checkbox";
import { Progress } from "./progress";
import { Select } from "./select";
import { getToasts, toast } from "./toast";
import { Toaster } from "./toaster";

describe("server rendering", () => {
  it("ignores toast() on the server, where the store would be shared by all requests", () => {
    expect(typeof window).toBe("undefined");
    toast({ title: "Leaked to another visitor" });
    expect(getToasts()).toEqual([]);
    expect(renderToString(<Toaster />)).not.toContain("Leaked to another visitor");
  });

  it("puts closed accordion answers in the HTML", () => {
    const html = renderToString(
      <Accordion type="single" collapsible>
        <AccordionItem value="a">
          <AccordionTrigger>Do I need experience?</AccordionTrigger>
          <AccordionContent>No, beginners are welcome.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    expect(html).toContain("No, beginners are welcome.");
    expect(html).toContain('data-state="closed"');
  });

  it("renders a native input for a checkbox so plain forms can submit it", () => {
    const html = renderToString(
      <form>
        <Checkbox name="newsletter" value="yes" defaultChecked />
      </form>,
    );
    expect(html).toMatch(/<input[^>]*type="checkbox"[^>]*name="newsletter"/);
  });

  it("renders a native select", () => {
    const html = renderToString(
      <Select name="level" aria-label="Level">
        <option value="beginner">Beginner</option>
      </Select>,
    );
    expect(html).toMatch(/<select[^>]*name="level"/);
  });

  it("renders progress state on the server", () => {
    expect(renderToString(<Progress aria-label="Upload" value={5} max={5} />)).toContain('data-state="complete"');
  });
});
