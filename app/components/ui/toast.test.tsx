// @vitest-environment jsdom
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { dismissToast, MAX_VISIBLE_TOASTS, toast, useToasts } from "./toast";
import { Toaster } from "./toaster";

afterEach(() => {
  act(() => dismissToast());
});

describe("toast store", () => {
  it("adds a toast with the default variant", () => {
    const { result } = renderHook(() => useToasts());
    let id = "";
    act(() => {
      id = toast({ title: "Saved" });
    });
    expect(result.current).toEqual([{ id, title: "Saved", description: undefined, variant: "default" }]);
  });

  it("dismisses one toast by id", () => {
    const { result } = renderHook(() => useToasts());
    let first = "";
    act(() => {
      first = toast({ title: "One" });
      toast({ title: "Two" });
    });
    act(() => dismissToast(first));
    expect(result.current.map((t) => t.title)).toEqual(["Two"]);
  });

  it("keeps only the newest three", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      for (const title of ["1", "2", "3", "4", "5"]) toast({ title });
    });
    expect(MAX_VISIBLE_TOASTS).toBe(3);
    expect(result.current.map((t) => t.title)).toEqual(["3", "4", "5"]);
  });

  it("lets the same message replace itself instead of stacking", () => {
    const { result } = renderHook(() => useToasts());
    let second = "";
    act(() => {
      toast({ title: "Added to cart", description: "Pop filter", variant: "success" });
      second = toast({ title: "Added to cart", description: "Pop filter", variant: "success" });
      toast({ title: "Added to cart", description: "Tote bag", variant: "success" });
    });
    expect(result.current.map((t) => [t.id === second, t.description])).toEqual([
      [true, "Pop filter"],
      [false, "Tote bag"],
    ]);
  });

  it("clears earlier failures when a success follows", () => {
    const { result } = renderHook(() => useToasts());
    act(() => {
      toast({ title: "Saved draft" });
      toast({ title: "Missing Information", variant: "destructive" });
      toast({ title: "Message Sent!", variant: "success" });
    });
    expect(result.current.map((t) => t.title)).toEqual(["Saved draft", "Message Sent!"]);
  });

  it("gives every toast a unique id", () => {
    const ids = [toast({ title: "a" }), toast({ title: "b" })];
    expect(new Set(ids).size).toBe(2);
  });
});

describe("Toaster", () => {
  it("renders title and description of toasts raised after mount", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Booking confirmed", description: "See you on Tuesday." });
    });
    expect(screen.getByText("Booking confirmed")).toBeInTheDocument();
    expect(screen.getByText("See you on Tuesday.")).toBeInTheDocument();
  });

  it("styles errors as destructive and announces them assertively", async () => {
    render(<Toaster />);
    act(() => {
      // A success after a failure would clear it; a failure after a success stands beside it.
      toast({ title: "Saved", variant: "success" });
      toast({ title: "Payment failed", variant: "destructive" });
    });
    const error = screen.getByText("Payment failed").closest("li");
    expect(error).toHaveAttribute("data-variant", "destructive");
    expect(error).toHaveClass("bg-danger");
    expect(screen.getByText("Saved").closest("li")).toHaveAttribute("data-variant", "success");
    await waitFor(() => {
      expect(document.querySelector('[aria-live="assertive"]')).toHaveTextContent("Payment failed");
    });
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent("Saved");
  });

  it("removes a toast from the store when its close button is pressed with the keyboard", async () => {
    const user = userEvent.setup();
    const { result } = renderHook(() => useToasts());
    render(<Toaster />);
    act(() => {
      toast({ title: "Dismiss me" });
    });
    screen.getByRole("button", { name: "Close" }).focus();
    await user.keyboard("{Enter}");
    expect(result.current).toEqual([]);
    expect(screen.queryByText("Dismiss me")).not.toBeInTheDocument();
  });
});
