// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "./dialog";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "./sheet";

describe("Dialog", () => {
  it("opens on trigger click and closes on Escape", async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger>Cancel booking</DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Cancel this lesson?</DialogTitle>
            <DialogDescription>You can rebook at any time.</DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>,
    );
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel this lesson?" });
    expect(dialog).toHaveAccessibleDescription("You can rebook at any time.");
    expect(screen.getByRole("button", { name: "Close" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel booking" })).toHaveFocus();
  });

  it("closes from the Close button", async () => {
    const user = userEvent.setup();
    render(
      <Dialog defaultOpen>
        <DialogContent aria-describedby={undefined}>
          <DialogTitle>Notice</DialogTitle>
        </DialogContent>
      </Dialog>,
    );
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});

describe("Sheet", () => {
  it.each(["right", "left"] as const)("opens from the %s with a Close button", async (side) => {
    const user = userEvent.setup();
    render(
      <Sheet>
        <SheetTrigger>Menu</SheetTrigger>
        <SheetContent side={side} aria-describedby={undefined}>
          <SheetTitle>Menu</SheetTitle>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole("button", { name: "Menu" }));
    const sheet = screen.getByRole("dialog", { name: "Menu" });
    expect(sheet).toHaveClass(...(side === "left" ? ["left-0", "data-[state=open]:animate-sheet-in-left"] : ["right-0", "data-[state=open]:animate-sheet-in"]));
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
