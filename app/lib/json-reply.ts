import type { AppLoadContext } from "react-router";

/**
 * What a JSON endpoint served in front of React Router (server/json-route.ts, decision 021)
 * gets and answers: plain values, no Fetch bodies. A Fetch request or response with a body
 * costs a stream, and the garbage of one, per request.
 */
export interface JsonCall {
  /** Method, URL and headers (cookies, for the guards); its body is already `input`. */
  request: Request;
  /** The body: a JSON object, or a form's non-empty text fields; null when it is neither. */
  input: Record<string, unknown> | null;
  context: AppLoadContext;
}

export interface JsonReply {
  status?: number;
  headers?: HeadersInit;
  body: unknown;
}
