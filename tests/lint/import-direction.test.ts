import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// Runs the project's own eslint.config.js on snippets placed at chosen paths, so what is
// tested is the configuration `npm run lint` uses, not a copy of it.
const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const eslint = new ESLint({ cwd: projectRoot });

async function ruleMessages(filePath: string, code: string, ruleId: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === ruleId).map((message) => message.message);
}

const directionErrors = (filePath: string, code: string) => ruleMessages(filePath, code, "layers/import-direction");

beforeAll(async () => {
  // The first run loads the config and the TypeScript parser: slow on a busy machine.
  await eslint.lintText("export {};", { filePath: "app/lib/warm-up.ts" });
}, 60_000);

describe("import direction: routes → components → modules → db/lib", () => {
  it.each([
    ["app/lib/x.ts", `import { siteProfileSchema } from "~/modules/site/profile.server";`, "app/modules"],
    ["app/lib/x.ts", `import type { SiteProfile } from "~/modules/site/profile";`, "app/modules"],
    ["app/lib/x.ts", `import { SiteProfile } from "../modules/site/profile";`, "app/modules"],
    ["app/lib/x.ts", `import { Button } from "~/components/ui/button";`, "app/components"],
    ["app/lib/x.ts", `import { Button } from "../components/ui/button";`, "app/components"],
    ["app/lib/x.ts", `import { loader } from "~/routes/home";`, "app/routes"],
    ["app/lib/x.ts", `export { loader } from "../routes/home";`, "app/routes"],
    ["app/lib/nested/x.ts", `import { ErrorBoundary } from "../../root";`, "app/root"],
    ["app/modules/site/x.ts", `import { Button } from "~/components/ui/button";`, "app/components"],
    ["app/modules/site/x.ts", `import { Button } from "../../components/ui/button";`, "app/components"],
    ["app/modules/site/x.ts", `import { loader } from "~/routes/home";`, "app/routes"],
    ["app/modules/site/x.ts", `import { loader } from "../../routes/home";`, "app/routes"],
    ["app/modules/site/x.ts", `export * from "~/components/ui/button";`, "app/components"],
    ["app/modules/site/x.ts", `export const page = () => import("~/routes/home");`, "app/routes"],
    ["app/modules/site/x.ts", `export type Props = import("~/components/ui/button").ButtonProps;`, "app/components"],
    ["app/components/ui/x.tsx", `import { loader } from "~/routes/home";`, "app/routes"],
    ["app/components/ui/x.tsx", `import { loader } from "../../routes/home";`, "app/routes"],
    ["app/components/ui/x.tsx", `import routes from "~/routes";`, "app/routes"],
    ["app/components/ui/x.tsx", `import type { Route } from "~/routes/+types/home";`, "app/routes"],
    ["app/components/ui/x.tsx", `import { ErrorBoundary } from "~/root";`, "app/root"],
    ["app/db/x.server.ts", `import { loadSiteProfile } from "~/modules/site/profile.server";`, "app/modules"],
  ])("%s may not import upwards: %s", async (filePath, code, target) => {
    const errors = await directionErrors(filePath, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`must not import from ${target}`);
  });

  it.each([
    [
      "app/routes/home.tsx",
      `import { Button } from "~/components/ui/button"; import { loadSiteProfile } from "~/modules/site/profile.server"; import { cn } from "~/lib/cn"; import { db } from "~/db/db.server";`,
    ],
    ["app/routes/home.tsx", `import type { Route } from "./+types/home"; import { Button } from "../components/ui/button";`],
    ["app/root.tsx", `import { SiteHeader } from "~/components/layout/site-header"; import { loader } from "./routes/home";`],
    ["app/components/ui/x.tsx", `import { Card } from "./card"; import { Hero } from "../home/hero"; import { cn } from "~/lib/cn";`],
    ["app/components/ui/x.tsx", `import { coursePriceText } from "~/modules/catalogue/format"; import { formatNumber } from "../../lib/number-format";`],
    [
      "app/modules/site/x.ts",
      `import { defaultSiteProfile } from "./profile"; import { catalogue } from "../catalogue/seed-data"; import { cn } from "~/lib/cn";`,
    ],
    ["app/modules/site/x.server.ts", `import { db } from "~/db/db.server"; import { logger } from "../../lib/logger.server"; import { z } from "zod";`],
    ["app/lib/x.ts", `import { cn } from "./cn"; import { db } from "~/db/db.server"; import path from "node:path"; import { clsx } from "clsx";`],
    ["app/lib/x.ts", `import { routesHelper } from "./routes-helper"; import { modulesList } from "~/lib/modules";`],
    ["app/db/x.server.ts", `import * as schema from "./schema"; import { env } from "~/env.server"; import { logger } from "~/lib/logger.server";`],
    ["server/x.ts", `import { loader } from "~/routes/home"; import { Button } from "~/components/ui/button";`],
  ])("%s may import downwards or sideways: %s", async (filePath, code) => {
    expect(await directionErrors(filePath, code)).toEqual([]);
  });
});

describe("server-only modules stay out of browser code", () => {
  it("refuses a .server import in a component", async () => {
    const errors = await ruleMessages("app/components/ui/x.tsx", `import { db } from "~/db/db.server";`, "no-restricted-imports");
    expect(errors).toEqual([expect.stringContaining("Server-only module")]);
  });

  it("allows it in a route module and in another .server file", async () => {
    expect(await ruleMessages("app/routes/home.tsx", `import { db } from "~/db/db.server";`, "no-restricted-imports")).toEqual([]);
    expect(await ruleMessages("app/modules/site/x.server.ts", `import { db } from "~/db/db.server";`, "no-restricted-imports")).toEqual([]);
  });
});
