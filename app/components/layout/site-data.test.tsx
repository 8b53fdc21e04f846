// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { createRoutesStub, useRouteError } from "react-router";
import { defaultSiteProfile } from "~/modules/site/profile";
import { rootData, useSiteOrigin, useSiteProfile } from "./site-data";

function ProfileName() {
  return (
    <p>
      {useSiteProfile().name} at {useSiteOrigin()}
    </p>
  );
}

describe("useSiteProfile", () => {
  it("reads the root route's loader data", async () => {
    const Stub = createRoutesStub([
      {
        id: "root",
        path: "/",
        loader: () => ({ profile: defaultSiteProfile, origin: "https://a.example" }),
        Component: ProfileName,
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub />);
    expect(await screen.findByText(`${defaultSiteProfile.name} at https://a.example`)).toBeInTheDocument();
  });

  it("throws a clear error when there is no root data", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const Caught = () => <p role="alert">{(useRouteError() as Error).message}</p>;
    const Stub = createRoutesStub([{ id: "page", path: "/", Component: ProfileName, ErrorBoundary: Caught }]);
    render(<Stub />);
    expect(await screen.findByRole("alert")).toHaveTextContent(/needs the root route's loader data/);
  });
});

describe("rootData", () => {
  it("finds the root match's data for meta functions", () => {
    const data = { profile: defaultSiteProfile, origin: "https://a.example" };
    expect(
      rootData([
        { id: "root", data },
        { id: "routes/shop", data: {} },
      ]),
    ).toBe(data);
    expect(rootData([{ id: "routes/shop", data: {} }])).toBeUndefined();
  });
});
