import { afterEach, describe, expect, it, vi } from "vitest";
import { UNSAFE_ErrorResponseImpl as ErrorResponse, type LoaderFunctionArgs } from "react-router";
import { logger } from "~/lib/logger.server";
import { handleError } from "./entry.server";

afterEach(() => vi.restoreAllMocks());

const args = (request: Request) => ({ request, params: {}, context: {} }) as unknown as LoaderFunctionArgs;

describe("errors React Router reports", () => {
  it("logs a POST to a page without an action (405) at info, with the path's pattern, not as an error", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    const refused = new ErrorResponse(405, "Method Not Allowed", new Error('You made a POST request to "/courses" but did not provide an `action`'), true);
    handleError(refused, args(new Request("http://site.test/booking/cancel/secret-token-1", { method: "POST" })));
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledTimes(1);
    expect(info.mock.calls[0]![0]).toEqual({ status: 405, method: "POST", path: "/booking/cancel/:token" });
  });

  it("logs a loader that threw as an error", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new Error("boom"), args(new Request("http://site.test/courses")));
    expect(error).toHaveBeenCalledTimes(1);
  });
});
