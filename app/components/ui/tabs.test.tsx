// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";

function Lessons() {
  return (
    <Tabs defaultValue="single">
      <TabsList aria-label="Lesson types">
        <TabsTrigger value="single">Single lesson</TabsTrigger>
        <TabsTrigger value="package">Package</TabsTrigger>
      </TabsList>
      <TabsContent value="single">One hour, one voice.</TabsContent>
      <TabsContent value="package">Ten lessons, one plan.</TabsContent>
    </Tabs>
  );
}

describe("Tabs", () => {
  it("switches content on click and marks the active trigger", async () => {
    const user = userEvent.setup();
    render(<Lessons />);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("One hour, one voice.");
    expect(screen.getByRole("tab", { name: "Single lesson" })).toHaveAttribute("aria-selected", "true");

    await user.click(screen.getByRole("tab", { name: "Package" }));
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Ten lessons, one plan.");
    expect(screen.queryByText("One hour, one voice.")).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Package" })).toHaveAttribute("data-state", "active");
    expect(screen.getByRole("tab", { name: "Single lesson" })).toHaveAttribute("aria-selected", "false");
  });

  it("moves between tabs with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Lessons />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Single lesson" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Package" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Ten lessons, one plan.");
  });
});
