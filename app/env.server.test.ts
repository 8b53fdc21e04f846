import { describe, expect, it } from "vitest";
import { InvalidEnvironmentError, parseEnv } from "./env.server";

describe("environment", () => {
  it("runs with no configuration at all", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats empty values as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " ", COACH_EMAIL: "" }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "abc" }, "PORT must be a number"],
    [{ PORT: "70000" }, "PORT must be between 1 and 65535"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL must be a PostgreSQL URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL must be a SMTP URL"],
    [{ COACH_EMAIL: "not-an-email" }, "COACH_EMAIL must be an e-mail address"],
    [{ STRIPE_SECRET_KEY: "sk_test_1" }, "STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set"],
    [{ ADMIN_EMAIL: "a@b.dk" }, "ADMIN_PASSWORD is required when ADMIN_EMAIL is set"],
    [{ PUBLIC_URL: "majaholm.dk" }, "PUBLIC_URL must be an http:// or https:// URL"],
  ])("refuses %o with a message naming the variable", (source, message) => {
    expect(() => parseEnv(source)).toThrow(InvalidEnvironmentError);
    expect(() => parseEnv(source)).toThrow(message);
  });
});
