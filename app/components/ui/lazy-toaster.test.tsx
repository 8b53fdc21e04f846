// @vitest-environment jsdom
import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LazyToaster } from "./lazy-toaster";
import { dismissToast, toast } from "./toast";

afterEach(() => act(() => dismissToast()));

describe("LazyToaster", () => {
  it("renders nothing until the first toast, then shows it", async () => {
    const { container } = render(<LazyToaster />);
    expect(container).toBeEmptyDOMElement();
    expect(document.querySelector("ol")).toBeNull();
    act(() => {
      toast({ title: "Message Sent!", description: "We'll get back to you as soon as possible." });
    });
    expect((await screen.findAllByText("Message Sent!", {}, { timeout: 8000 }))[0]).toBeInTheDocument();
    expect(screen.getAllByText("We'll get back to you as soon as possible.")[0]).toBeInTheDocument();
  });
});
