import pino from "pino";
import { currentRequestId } from "./request-context.server";

// JSON lines on stdout. Personal data (emails, names, messages, tokens) is never passed
// to the logger; the redact list is a second line of defence for fields that slip in.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: undefined,
  // Every line written while a request is handled names it (X-Request-Id, decision 027).
  mixin() {
    const reqId = currentRequestId();
    return reqId ? { reqId } : {};
  },
  redact: {
    paths: [
      "email",
      "*.email",
      "name",
      "*.name",
      "phone",
      "*.phone",
      "password",
      "*.password",
      "token",
      "*.token",
      "req.headers.cookie",
      "req.headers.authorization",
    ],
    censor: "[redacted]",
  },
});
