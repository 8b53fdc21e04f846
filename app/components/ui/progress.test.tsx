// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { normaliseProgress, Progress } from "./progress";

describe("normaliseProgress", () => {
  it.each([
    ["zero", 0],
    ["negative", -5],
    ["NaN", Number.NaN],
    ["undefined", undefined],
    ["null", null],
    ["Infinity", Number.POSITIVE_INFINITY],
  ])("falls back to max 100 when max is %s", (_label, max) => {
    expect(normaliseProgress(40, max)).toEqual({ value: 40, max: 100, state: "loading" });
  });

  it("keeps a valid max", () => {
    expect(normaliseProgress(3, 4)).toEqual({ value: 3, max: 4, state: "loading" });
  });

  it.each([
    ["above max", 101],
    ["negative", -1],
    ["NaN", Number.NaN],
    ["undefined", undefined],
    ["null", null],
    ["Infinity", Number.POSITIVE_INFINITY],
  ])("is indeterminate when value is %s", (_label, value) => {
    expect(normaliseProgress(value, 100)).toEqual({ value: null, max: 100, state: "indeterminate" });
  });

  it("checks value against the fallback max, not the invalid one", () => {
    expect(normaliseProgress(150, -200).state).toBe("indeterminate");
    expect(normaliseProgress(100, 0)).toEqual({ value: 100, max: 100, state: "complete" });
  });

  it("is complete when value equals max", () => {
    expect(normaliseProgress(7, 7)).toEqual({ value: 7, max: 7, state: "complete" });
  });

  it("treats 0 as loading, not indeterminate", () => {
    expect(normaliseProgress(0, 10)).toEqual({ value: 0, max: 10, state: "loading" });
  });

  it("accepts fractional values at the boundaries", () => {
    expect(normaliseProgress(0.5, 0.5).state).toBe("complete");
    expect(normaliseProgress(0.51, 0.5).state).toBe("indeterminate");
  });
});

describe("Progress", () => {
  it("exposes state and ARIA values", () => {
    render(<Progress aria-label="Upload" value={50} max={200} />);
    const bar = screen.getByRole("progressbar", { name: "Upload" });
    expect(bar).toHaveAttribute("data-state", "loading");
    expect(bar).toHaveAttribute("aria-valuenow", "50");
    expect(bar).toHaveAttribute("aria-valuemax", "200");
  });

  it("marks completion and indeterminate states", () => {
    const { rerender } = render(<Progress aria-label="Upload" value={100} />);
    expect(screen.getByRole("progressbar")).toHaveAttribute("data-state", "complete");
    rerender(<Progress aria-label="Upload" value={Number.NaN} max={0} />);
    const bar = screen.getByRole("progressbar");
    expect(bar).toHaveAttribute("data-state", "indeterminate");
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
  });
});
