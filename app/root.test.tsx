// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { createRoutesStub, data, Outlet } from "react-router";
import { ErrorBoundary } from "./root";
import { RequestIdProvider } from "~/lib/request-id";

function renderFailingRoute(fail: () => never) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => null,
      loader: () => fail(),
      ErrorBoundary: ErrorBoundary as never,
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

describe("root error screen", () => {
  it("shows 'Unexpected Application Error!' with the message", async () => {
    renderFailingRoute(() => {
      throw new Error("The database is not connected yet");
    });
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("The database is not connected yet")).toBeInTheDocument();
  });

  it("shows the 404 page for a not-found response", async () => {
    renderFailingRoute(() => {
      throw data(null, { status: 404 });
    });
    expect(await screen.findByRole("heading", { name: "Oops! Page not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  it("shows status and text for other error responses", async () => {
    renderFailingRoute(() => {
      throw data("Too many requests", { status: 429, statusText: "Too Many Requests" });
    });
    expect(await screen.findByText("429 Too Many Requests")).toBeInTheDocument();
  });

  it("shows the request id the server rendered it with, to quote", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({}),
        Component: () => <Outlet />,
        ErrorBoundary: ErrorBoundary as never,
        children: [
          {
            index: true,
            Component: () => null,
            loader: () => {
              throw new Error("boom");
            },
          },
        ],
      },
    ]);
    render(
      <RequestIdProvider value="req-4711">
        <Stub initialEntries={["/"]} />
      </RequestIdProvider>,
    );
    expect(await screen.findByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByTestId("request-id")).toHaveTextContent("req-4711");
  });
});
