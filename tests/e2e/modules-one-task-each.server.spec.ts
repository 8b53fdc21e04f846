import { compileHint } from "../../scripts/lib/compile-hints";
import { expect, test } from "./support/test";

// Decisions 055 and 056 on the built site: the landing page's module script imports its chunks
// one task each, every chunk after the chunks it imports, and the shell's chunks ask Chrome to
// compile their functions while they stream in.

test("the landing page imports its chunks one at a time, each after those it imports; the shell's chunks carry the compile hint", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const list = /for\(const address of (\[[^\]]*\])\)await load\(address\);/.exec(html);
  expect(list, "the rewritten module script").not.toBeNull();
  const addresses = JSON.parse(list![1]!) as string[];
  expect(addresses.length).toBeGreaterThan(3);
  const sources = new Map(await Promise.all(addresses.map(async (address) => [address, await (await request.get(address)).text()] as const)));
  for (const [position, address] of addresses.entries()) {
    const imported = [...sources.get(address)!.matchAll(/import\s*(?:[\w$*{}\s,]+?\s*from\s*)?"\.\/([\w.-]+\.js)"/g)].map((match) => `/assets/${match[1]}`);
    for (const dependency of imported.filter((file) => addresses.includes(file))) {
      expect(addresses.indexOf(dependency), `${dependency} before ${address}`).toBeLessThan(position);
    }
  }
  const shell = addresses.filter((address) => /\/assets\/(shell-|entry\.client-)/.test(address));
  expect(shell.map((address) => address.replace(/-[\w-]{8}\.js$/, "")).sort()).toEqual([
    "/assets/entry.client",
    "/assets/shell-react-dom",
    "/assets/shell-router",
    "/assets/shell-vendor",
  ]);
  for (const address of addresses) expect(sources.get(address)!.startsWith(compileHint), address).toBe(shell.includes(address));
  // React DOM and the router are evaluated before the entry, which hydrates when the last module is in.
  expect(html).toContain("self.__modulesArriving=true;");
  expect(html).toContain("self.__modulesArriving=false;self.__hydrateWhenModulesAreIn?.();");
});
