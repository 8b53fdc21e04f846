import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { envSchema, InvalidEnvironmentError, parseDuration, parseEnv } from "./env.server";

describe("environment", () => {
  it("runs with no configuration at all", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("0.0.0.0");
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.MAIL_RETRY_BASE_MS).toBe(60_000);
    expect(env.TRUST_PROXY).toBe(false);
  });

  it.each([
    ["1", 1],
    ["loopback", ["loopback"]],
    ["10.0.0.1, 172.16.0.0/12,fd00::/8", ["10.0.0.1", "172.16.0.0/12", "fd00::/8"]],
    ["192.168.1.0/255.255.255.0, uniquelocal", ["192.168.1.0/255.255.255.0", "uniquelocal"]],
    ["", false],
  ])("reads TRUST_PROXY %j as Express's trust proxy setting", (value, expected) => {
    expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: " ", COACH_EMAIL: "", DATA_DIR: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.COACH_EMAIL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
  });

  it("accepts a full valid configuration", () => {
    const env = parseEnv({
      PORT: "8080",
      DATABASE_URL: "postgresql://u:p@db:5432/vocal",
      PUBLIC_URL: "https://majaholm.dk",
      SMTP_URL: "smtps://u:p@mail.example.com:465",
      COACH_EMAIL: "coach@example.com",
      S3_BUCKET: "uploads",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      MAIL_RETRY_BASE_MS: "500",
      LOG_LEVEL: "debug",
      STRIPE_SECRET_KEY: "sk_test_abc",
      STRIPE_WEBHOOK_SECRET: "whsec_abc",
    });
    expect(env).toMatchObject({ PORT: 8080, S3_BUCKET: "uploads", MAIL_RETRY_BASE_MS: 500, LOG_LEVEL: "debug" });
  });

  it.each([
    [{ PORT: "abc" }, "PORT must be a number"],
    [{ PORT: "70000" }, "PORT must be between 1 and 65535"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must be a PostgreSQL URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL must be a SMTP URL"],
    [{ COACH_EMAIL: "not-an-email" }, "COACH_EMAIL must be an e-mail address"],
    [{ TRUST_PROXY: "true" }, "TRUST_PROXY must be a number of proxy hops"],
    [{ TRUST_PROXY: "proxy.example.com" }, "TRUST_PROXY must be a number of proxy hops"],
    [{ TRUST_PROXY: "10.0.0.0/33" }, "TRUST_PROXY must be a number of proxy hops"],
    [{ TRUST_PROXY: "10.0.0.1,,10.0.0.2" }, "TRUST_PROXY must be a number of proxy hops"],
    [{ PUBLIC_URL: "majaholm.dk" }, "PUBLIC_URL must be an http:// or https:// URL"],
    [{ S3_BUCKET: "uploads", S3_ACCESS_KEY_ID: "key" }, "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set"],
    [{ MAIL_RETRY_BASE_MS: "10" }, "MAIL_RETRY_BASE_MS must be at least 100"],
    [{ LOG_LEVEL: "verbose" }, "LOG_LEVEL"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together"],
    [{ STRIPE_WEBHOOK_SECRET: "whsec_1" }, "STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together"],
    [{ STRIPE_SECRET_KEY: "pk_test_1", STRIPE_WEBHOOK_SECRET: "whsec_1" }, "STRIPE_SECRET_KEY must be a Stripe secret key"],
    [{ STRIPE_SECRET_KEY: "sk_test_1", STRIPE_WEBHOOK_SECRET: "secret" }, "STRIPE_WEBHOOK_SECRET must start with whsec_"],
    [{ METRICS_TOKEN: "short" }, "METRICS_TOKEN must be at least 16 characters"],
    [{ BACKUP_EVERY: "daily" }, "BACKUP_EVERY must be a duration"],
    [{ BACKUP_EVERY: "5s" }, "BACKUP_EVERY must be a duration"],
    [{ BACKUP_KEEP: "0" }, "BACKUP_KEEP must be at least 1"],
  ])("refuses %o with a message naming the variable", (source, message) => {
    expect(() => parseEnv(source)).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv(source)).toThrow(message);
  });
});

describe("backup settings", () => {
  it("reads BACKUP_EVERY as milliseconds and keeps 7 archives by default", () => {
    expect(parseEnv({ BACKUP_EVERY: "6h" })).toMatchObject({ BACKUP_EVERY: 6 * 3_600_000, BACKUP_KEEP: 7 });
    expect(parseEnv({}).BACKUP_EVERY).toBeUndefined();
    expect(parseDuration("1d")).toBe(86_400_000);
    expect(parseDuration("30m")).toBe(1_800_000);
    expect(parseDuration("10s")).toBe(10_000);
    expect(parseDuration("9s")).toBeUndefined();
    expect(parseDuration("1w")).toBeUndefined();
  });
});

describe("the validated variables", () => {
  const variables = Object.keys(envSchema.shape);

  const sourceFiles = [
    ...["app", "server"].flatMap((dir) => readdirSync(dir, { recursive: true, encoding: "utf8" }).map((file) => path.join(dir, file))),
    "server.js",
  ].filter((file) => /\.(ts|tsx|js)$/.test(file) && !/\.test\.tsx?$/.test(file) && file !== path.join("app", "env.server.ts"));
  const source = sourceFiles.map((file) => readFileSync(file, "utf8")).join("\n");

  it.each(variables)("%s is read by the code (a variable nothing reads is not validated)", (variable) => {
    expect(source).toMatch(new RegExp(`\\b${variable}\\b`));
  });

  it("are the README's Configuration table (NODE_ENV aside, which npm start sets)", () => {
    const readme = readFileSync("README.md", "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"), readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1));
    const documented = [...table.matchAll(/^\|([^|]+)\|/gm)].flatMap(([, cell]) => [...cell!.matchAll(/`([A-Z0-9_]+)`/g)].map(([, name]) => name));
    expect(documented.sort()).toEqual(variables.filter((variable) => variable !== "NODE_ENV").sort());
  });
});
