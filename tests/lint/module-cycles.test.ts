import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { addEdges, findCycles, neverReason, NEVER_IMPORTS, pathBetween, readModuleGraph } from "../../eslint-rules/module-cycles.js";

// The project's own eslint.config.js, on snippets placed at chosen paths: the rule as `npm run lint` runs it.
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: projectRoot });

async function messages(filePath: string, code: string, ruleId: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

beforeAll(async () => {
  await eslint.lintText("export {};", { filePath: "app/lib/warm-up.ts" });
}, 60_000);

describe("no import cycles between modules", () => {
  it("fails an import that closes a loop: orders may not import what is sold", async () => {
    const errors = await messages(
      "app/modules/orders/x.server.ts",
      `import { confirmPaidBooking } from "~/modules/booking/confirm.server";`,
      "layers/module-cycles",
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("orders → booking → orders");
  });

  it("fails a loop through a third module and through relative paths", async () => {
    // shop → orders today; orders → accounts → shop would close orders → accounts → … → orders.
    const errors = await messages("app/modules/orders/x.server.ts", `export * from "../shop/cart.server";`, "layers/module-cycles");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^orders must not import shop/);
  });

  it("lets what is sold import orders, and tests wire modules as they like", async () => {
    expect(await messages("app/modules/booking/x.server.ts", `import { refundOrder } from "~/modules/orders/refunds.server";`, "layers/module-cycles")).toEqual(
      [],
    );
    expect(
      await messages("app/modules/orders/x.data.test.ts", `import { confirmPaidBooking } from "~/modules/booking/confirm.server";`, "layers/module-cycles"),
    ).toEqual([]);
  });

  it("keeps app/wiring.server out of every module", async () => {
    const errors = await messages("app/modules/orders/x.server.ts", `import { wireModules } from "~/wiring.server";`, "layers/import-direction");
    expect(errors).toHaveLength(1);
  });

  it("finds a made-up cycle in a graph, and none in this project's modules", () => {
    const graph = new Map<string, Set<string>>();
    addEdges(graph, "app/modules/a/x.ts", `import { b } from "~/modules/b/y";`);
    addEdges(graph, "app/modules/b/y.ts", `import { c } from "../c/z";`);
    addEdges(graph, "app/modules/c/z.ts", `const a = await import("~/modules/a/x");`);
    expect(pathBetween(graph, "b", "a")).toEqual(["b", "c", "a"]);
    expect(findCycles(graph).length).toBeGreaterThan(0);
    expect(findCycles(readModuleGraph(projectRoot))).toEqual([]);
  });
});

describe("module pairs that never import each other", () => {
  it("fails a made-up import from accounts into booking", async () => {
    const errors = await messages(
      "app/modules/accounts/x.server.ts",
      `import { cancelBooking } from "~/modules/booking/bookings.server";`,
      "layers/module-never",
    );
    expect(errors).toEqual([expect.stringMatching(/^accounts must never import booking: /)]);
  });

  it("fails an import from any domain module into admin, relative paths included", async () => {
    for (const from of ["inbox", "today", "booking", "settings"]) {
      const errors = await messages(`app/modules/${from}/x.server.ts`, `import { recordAudit } from "../admin/orders.server";`, "layers/module-never");
      expect(errors, from).toEqual([expect.stringMatching(new RegExp(`^${from} must never import admin: `))]);
    }
  });

  it("fails orders importing anything sold, and lets the sellers import orders", async () => {
    const errors = await messages("app/modules/orders/x.server.ts", `import type { CartLine } from "~/modules/shop/cart-rules";`, "layers/module-never");
    expect(errors).toHaveLength(1);
    expect(await messages("app/modules/shop/x.server.ts", `import { refundOrder } from "~/modules/orders/refunds.server";`, "layers/module-never")).toEqual([]);
  });

  it("leaves tests free to wire modules, and the admin module its own files", async () => {
    expect(await messages("app/modules/booking/x.data.test.ts", `import { orderDetail } from "~/modules/admin/orders.server";`, "layers/module-never")).toEqual(
      [],
    );
    expect(await messages("app/modules/admin/x.server.ts", `import { orderDetail } from "./orders.server";`, "layers/module-never")).toEqual([]);
  });

  it("names every pair with a reason", () => {
    expect(neverReason("accounts", "booking")).toMatch(/time zone/);
    expect(neverReason("booking", "accounts")).toBeNull();
    for (const rule of NEVER_IMPORTS) expect(rule.why.length).toBeGreaterThan(10);
  });
});
