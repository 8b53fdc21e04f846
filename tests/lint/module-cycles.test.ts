import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";
import { addEdges, findCycles, pathBetween, readModuleGraph } from "../../eslint-rules/module-cycles.js";

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
