// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { Input } from "./input";

describe("Field", () => {
  it("associates the label and passes name and required to the control", () => {
    render(
      <Field label="Email" name="email" required>
        {(props) => <Input {...props} type="email" />}
      </Field>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute("name", "email");
    expect(input).toBeRequired();
    expect(input).not.toHaveAttribute("aria-invalid");
    expect(input).not.toHaveAttribute("aria-describedby");
    // The asterisk is visible but not read out; `required` already tells screen readers.
    expect(screen.getByText("*")).toHaveAttribute("aria-hidden", "true");
  });

  it("marks the control invalid and describes it with the error and hint", () => {
    render(
      <Field label="Email" name="email" error="Enter a valid email address." hint="We never share it.">
        {(props) => <Input {...props} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Email" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Enter a valid email address. We never share it.");
    const error = screen.getByText("Enter a valid email address.");
    expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(error.id);
    expect(error).toHaveClass("text-danger");
  });

  it("joins a list of errors and honours a given id", () => {
    render(
      <Field label="Name" name="name" id="contact-name" error={["Too short.", "Use letters."]}>
        {(props) => <Input {...props} />}
      </Field>,
    );
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(input).toHaveAttribute("id", "contact-name");
    expect(input).toHaveAccessibleDescription("Too short. Use letters.");
  });

  it("treats an empty error list as valid", () => {
    render(
      <Field label="Name" name="name" error={[]}>
        {(props) => <Input {...props} />}
      </Field>,
    );
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveAttribute("aria-invalid");
  });
});
