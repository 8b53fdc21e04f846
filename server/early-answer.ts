import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";

/** How long a closing connection keeps reading (and dropping) what the client still sends. */
export const LINGER_MS = 5_000;

const hasBody = (req: IncomingMessage) => Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;

/**
 * An answer given before the request's body has arrived (413 too large, 415 not a form,
 * 429 rate limit) closes the connection. Left open, the unread rest of the body stays in
 * the connection: the parser reading it has been abandoned, so the client's next request
 * on that keep-alive connection is never answered and ends in a reset.
 *
 * `Connection: close` tells the client not to reuse the connection. Closing at once would
 * itself reset it while the client is still sending (a kernel answers data for a closed
 * socket with a reset, and the client may lose the answer it has not read yet), so the
 * connection lingers: our side is finished, and what still arrives is read and dropped
 * until the client stops or LINGER_MS passes.
 */
export function closeAfterEarlyAnswer(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (!req.complete && hasBody(req) && !res.headersSent) {
      res.setHeader("Connection", "close");
      linger(req);
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
  next();
}

function linger(req: IncomingMessage) {
  // Whoever was reading the body has stopped; what still comes is dropped, not buffered.
  req.removeAllListeners("data");
  req.on("data", () => undefined);
  req.resume();
  const socket = req.socket as Socket & { destroySoon?: () => void };
  // Node ends a `Connection: close` response's socket with destroySoon(): our side done, then
  // destroyed. Here the socket only ends our side and is destroyed when the client has
  // finished too, or after LINGER_MS.
  socket.destroySoon = function (this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), LINGER_MS);
    timer.unref();
    this.once("close", () => clearTimeout(timer));
    this.once("end", () => this.destroy());
    this.resume();
  };
}
