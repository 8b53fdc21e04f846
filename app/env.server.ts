import { isIP } from "node:net";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], label: string) =>
  optionalString.refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
    message: `must be a ${label} URL (${protocols.map((p) => `${p}://`).join(" or ")})`,
  });

const DURATION_UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "30m", "6h", "1d" (or "45s") in milliseconds; undefined for anything else or under 10 seconds. */
export function parseDuration(value: string): number | undefined {
  const match = /^(\d+)\s*([smhd])$/.exec(value.trim());
  if (!match) return undefined;
  const ms = Number(match[1]) * DURATION_UNITS[match[2]!]!;
  return ms >= 10_000 && Number.isSafeInteger(ms) ? ms : undefined;
}

const PROXY_NAMES = ["loopback", "linklocal", "uniquelocal"];

/** One entry of Express's "trust proxy" list: a name for a range, an address, or address/prefix (or /netmask). */
function isProxyAddress(entry: string) {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(range) === 4;
}

/**
 * Which peers may tell us the client's address in X-Forwarded-For: a hop count, or
 * addresses and subnets. None by default: a forged header from anyone else would give
 * them a fresh rate-limit bucket on every request.
 */
const trustProxy = optionalString
  .refine((value) => value === undefined || /^\d+$/.test(value) || value.split(",").every((entry) => isProxyAddress(entry.trim())), {
    message: `must be a number of proxy hops (e.g. 1) or a comma-separated list of addresses and subnets (e.g. 10.0.0.1, 172.16.0.0/12, ${PROXY_NAMES.join(", ")})`,
  })
  .transform((value) => (value === undefined ? false : /^\d+$/.test(value) ? Number(value) : value.split(",").map((entry) => entry.trim())));

// Only variables the code reads (env.server.test.ts checks each is used and in the README).
// NODE_ENV and LOG_LEVEL are read straight from process.env (the logger exists before env()
// runs); they are validated here so a typo stops the server at start instead of going unnoticed.
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
    HOST: optionalString.default("0.0.0.0"),
    DATA_DIR: optionalString.default("./data"),
    DATABASE_URL: urlWithProtocols(["postgres", "postgresql"], "PostgreSQL"),
    TRUST_PROXY: trustProxy,
    PUBLIC_URL: optionalString.refine((value) => value === undefined || /^https?:\/\/[^/]+/.test(value), { message: "must be an http:// or https:// URL" }),
    SMTP_URL: urlWithProtocols(["smtp", "smtps"], "SMTP"),
    MAIL_FROM: optionalString.default("Maja Holm Vocal Studio <studio@example.com>"),
    COACH_EMAIL: z
      .email({ message: "must be an e-mail address" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    S3_BUCKET: optionalString,
    S3_REGION: optionalString,
    S3_ENDPOINT: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    SITE_PROFILE_FILE: optionalString,
    STRIPE_SECRET_KEY: optionalString.refine((value) => value === undefined || /^(sk|rk)_(test|live)_/.test(value), {
      message: "must be a Stripe secret key (sk_test_… or sk_live_…)",
    }),
    STRIPE_WEBHOOK_SECRET: optionalString.refine((value) => value === undefined || value.startsWith("whsec_"), { message: "must start with whsec_" }),
    /** Signs session cookies; generated once (DATA_DIR or the database) when unset (decision 013). */
    BETTER_AUTH_SECRET: optionalString.refine((value) => value === undefined || value.length >= 32, { message: "must be at least 32 characters" }),
    ADMIN_EMAIL: z
      .email({ message: "must be an e-mail address" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    ADMIN_PASSWORD: optionalString.refine((value) => value === undefined || value.length >= 8, { message: "must be at least 8 characters" }),
    /** Gelato's order API key: paid orders' print-on-demand items are submitted only when it is set (decisions 018, 020). */
    GELATO_API_KEY: optionalString,
    /** Gelato's order API base URL; a local stand-in in tests. */
    GELATO_API_URL: optionalString
      .refine((value) => value === undefined || /^https?:\/\/[^/]+/.test(value), { message: "must be an http:// or https:// URL" })
      .default("https://order.gelatoapis.com"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** For tests only: a payment hold lasts this many seconds instead of SPEC's 10 minutes (never longer). */
    BOOKING_HOLD_SECONDS: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(5, "must be between 5 and 600")
      .max(600, "must be between 5 and 600")
      .optional(),
    /** Seed the demo learning content and demo student (decision 017); unset: on for the embedded database only. */
    DEMO_CONTENT: z
      .enum(["1", "0", "true", "false", "yes", "no", ""], { message: "must be 1 or 0 (or true/false)" })
      .optional()
      .transform((value) => (value === undefined || value === "" ? undefined : ["1", "true", "yes"].includes(value))),
    /** The built-in test provider on a public production address: refused unless this says it is meant. */
    PAYMENTS_TEST_MODE: z
      .enum(["1", "0", "true", "false", "yes", "no", ""], { message: "must be 1 or 0 (or true/false)" })
      .optional()
      .transform((value) => value !== undefined && ["1", "true", "yes"].includes(value)),
    /** The render cache of anonymous pages (decision 041): on unless `0`; production only. */
    RENDER_CACHE: z
      .enum(["1", "0", "true", "false", "yes", "no", ""], { message: "must be 1 or 0 (or true/false)" })
      .optional()
      .transform((value) => value === undefined || value === "" || ["1", "true", "yes"].includes(value)),
    /** For tests only: how long a worker holds a mail it is sending before another instance may take it (seconds). */
    MAIL_LEASE_SECONDS: z.coerce
      .number({ message: "must be a number" })
      .int()
      .min(5, "must be between 5 and 600")
      .max(600, "must be between 5 and 600")
      .optional(),
    /** GET /metrics answers only requests that carry it as a bearer token; unset, /metrics is 404 (decision 027). */
    METRICS_TOKEN: optionalString.refine((value) => value === undefined || value.length >= 16, { message: "must be at least 16 characters" }),
    /** npm run move-to-postgres only: the empty PostgreSQL database to move to (its password in PGPASSWORD, never in arguments). */
    MOVE_TO_DATABASE_URL: optionalString,
    /** Signs backups (HMAC-SHA-256, decision 070); unset: the auth secret signs them. */
    BACKUP_KEY: optionalString.refine((value) => value === undefined || value.length >= 32, { message: "must be at least 32 characters" }),
    /** Where backups are written; default DATA_DIR/backups. */
    BACKUP_DIR: optionalString,
    /** How often the server takes a backup by itself, e.g. 6h or 1d; unset: only on request (npm run backup). */
    BACKUP_EVERY: optionalString
      .refine((value) => value === undefined || parseDuration(value) !== undefined, {
        message: "must be a duration such as 30m, 6h or 1d (at least 10s)",
      })
      .transform((value) => (value === undefined ? undefined : parseDuration(value))),
    /** How many archives to keep in BACKUP_DIR; older ones are deleted after a good backup. */
    BACKUP_KEEP: z.coerce
      .number({ message: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1000, "must be at most 1000")
      .default(7),
    /** First retry of an undelivered e-mail after this long; each further retry waits twice as long. */
    MAIL_RETRY_BASE_MS: z.coerce.number({ message: "must be a number" }).int().min(100, "must be at least 100").default(60_000),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["STRIPE_SECRET_KEY"],
        message: "and STRIPE_WEBHOOK_SECRET must be set together (or neither, for the test provider)",
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: "custom", path: ["ADMIN_EMAIL"], message: "and ADMIN_PASSWORD must be set together (or neither)" });
    }
    if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: "custom", path: ["S3_ACCESS_KEY_ID"], message: "and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set" });
    }
  });

export type Env = z.infer<typeof envSchema>;

export class InvalidEnvironmentError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "InvalidEnvironmentError";
  }
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    throw new InvalidEnvironmentError(result.error.issues.map((issue) => `${issue.path.join(".") || "environment"} ${issue.message}`));
  }
  return result.data;
}

let cached: Env | undefined;

/** The validated environment; parsed once, on first use (which `startApp` forces at boot). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Test hook: forget the cached environment so the next `env()` reads process.env again. */
export function resetEnvForTests() {
  cached = undefined;
}
