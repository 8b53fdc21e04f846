// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { Link, MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Button, buttonVariants } from "./button";

describe("Button", () => {
  it("renders a button with the primary style by default and forwards ref", () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Book</Button>);
    const button = screen.getByRole("button", { name: "Book" });
    expect(ref.current).toBe(button);
    expect(button).toHaveClass("bg-amber-400", "text-ink-950", "min-h-11");
  });

  it("renders its child instead of a button with asChild", () => {
    render(
      <MemoryRouter>
        <Button asChild variant="secondary" size="lg">
          <Link to="/book">Book a lesson</Link>
        </Button>
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "Book a lesson" });
    expect(link).toHaveAttribute("href", "/book");
    expect(link).toHaveClass("bg-ink-900", "min-h-12");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});

describe("buttonVariants", () => {
  it("lets className win over the variant", () => {
    const classes = buttonVariants({ variant: "primary", className: "bg-ivory" }).split(" ");
    expect(classes).toContain("bg-ivory");
    expect(classes).not.toContain("bg-amber-400");
  });

  it("drops the touch-target padding for links", () => {
    const classes = buttonVariants({ variant: "link" }).split(" ");
    expect(classes).toContain("px-0");
    expect(classes).not.toContain("px-5");
  });
});
