// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion";
import { Checkbox } from "./checkbox";
import { Label } from "./label";
import { Select } from "./select";
import { Spinner } from "./spinner";
import { Tooltip, TooltipContent, TooltipTrigger } from "./tooltip";

// jsdom has no ResizeObserver; Radix measures the checkbox and the tooltip with it.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

describe("Checkbox", () => {
  it("submits its value with a plain form once checked", async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="Consent">
        <Checkbox id="consent" name="consent" value="yes" />
        <Label htmlFor="consent">I agree</Label>
      </form>,
    );
    const form = screen.getByRole("form", { name: "Consent" }) as HTMLFormElement;
    expect(new FormData(form).get("consent")).toBeNull();
    await user.click(screen.getByText("I agree"));
    expect(screen.getByRole("checkbox", { name: "I agree" })).toBeChecked();
    expect(new FormData(form).get("consent")).toBe("yes");
  });
});

describe("Select", () => {
  it("is a native select", async () => {
    const user = userEvent.setup();
    render(
      <Select aria-label="Level" name="level" defaultValue="beginner">
        <option value="beginner">Beginner</option>
        <option value="advanced">Advanced</option>
      </Select>,
    );
    const select = screen.getByRole("combobox", { name: "Level" });
    expect(select.tagName).toBe("SELECT");
    await user.selectOptions(select, "advanced");
    expect(select).toHaveValue("advanced");
  });
});

describe("Accordion", () => {
  it("keeps closed answers in the DOM but hidden, and toggles on click", async () => {
    const user = userEvent.setup();
    render(
      <Accordion type="single" collapsible>
        <AccordionItem value="a">
          <AccordionTrigger>Do I need experience?</AccordionTrigger>
          <AccordionContent>No, beginners are welcome.</AccordionContent>
        </AccordionItem>
      </Accordion>,
    );
    const trigger = screen.getByRole("button", { name: "Do I need experience?" });
    const answer = screen.getByText("No, beginners are welcome.");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(answer.parentElement).toHaveAttribute("data-state", "closed");
    expect(answer.parentElement).toHaveClass("data-[state=closed]:hidden");

    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(answer.parentElement).toHaveAttribute("data-state", "open");
    expect(screen.getByRole("heading", { level: 3 })).toContainElement(trigger);
  });
});

describe("Tooltip", () => {
  it("works without an explicit provider and shows on keyboard focus", async () => {
    const user = userEvent.setup();
    render(
      <Tooltip>
        <TooltipTrigger>Info</TooltipTrigger>
        <TooltipContent>Lessons last an hour.</TooltipContent>
      </Tooltip>,
    );
    await user.tab();
    expect(await screen.findByRole("tooltip")).toHaveTextContent("Lessons last an hour.");
  });
});

describe("Spinner", () => {
  it("is a status with a readable label", () => {
    render(<Spinner label="Sending your message" />);
    expect(screen.getByRole("status")).toHaveTextContent("Sending your message");
  });
});
