import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from "react-dom/server";
import { NonceProvider } from "~/lib/nonce";
import { RequestIdProvider } from "~/lib/request-id";
import { currentRequestId } from "~/lib/request-context.server";
import { scriptsAfterFirstPaint } from "~/lib/scripts-after-first-paint.server";
import { unexpectedErrorLine } from "~/lib/error-line.server";
import { logger } from "~/lib/logger.server";
import { loggablePath } from "~/lib/secret-routes";

export const streamTimeout = 5_000;

/**
 * A loader or action that threw: one log line with its stack frames and the request id, without
 * the error's message (see unexpectedErrorLine); aborted requests are not errors. A refusal React
 * Router answers itself (405 for a POST to a page without an action) is the visitor's doing, not
 * the site's: logged at info, so that anyone posting cannot raise alerts.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.info({ status: error.status, method: request.method, path: loggablePath(new URL(request.url).pathname) }, "request refused");
    return;
  }
  logger.error(unexpectedErrorLine(error, request), "request failed");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const nonce = loadContext.cspNonce || undefined;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode generation get the whole document at once.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RequestIdProvider value={currentRequestId()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </RequestIdProvider>
      </NonceProvider>,
      {
        nonce,
        // React streams a finished Suspense boundary larger than this (12.8 KB by default) after
        // the rest of the page and shows it with an inline script: the landing page's part below
        // the hero (decision 042) came after the footer, which the first paint showed under the
        // hero and the reveal then pushed away (a layout shift), and without JavaScript it stayed
        // hidden. Finished parts go out in document order; parts still waiting for data stream as before.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = scriptsAfterFirstPaint(nonce);
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}
