import { describe, expect, it } from "vitest";
import express from "express";
import type { AddressInfo } from "node:net";
import { ADMIN_CACHE_CONTROL, adminNoStore } from "./private-no-store";

describe("answers under /admin", () => {
  it("are private, no-store whatever wrote them; other paths keep their own", async () => {
    const app = express();
    app.use(adminNoStore);
    app.get("/admin/export/orders", (_req, res) => void res.set("Cache-Control", "public, max-age=600").type("text/csv").send("a,b"));
    app.get("/admin/uploads/x", (_req, res) => void res.writeHead(204, { "cache-control": "public, max-age=60" }).end());
    app.get("/admin/redirect", (_req, res) => res.redirect("/login"));
    app.use((req, res) => void res.append("Cache-Control", "private, no-cache").send(req.path));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const cacheControl = async (address: string) => (await fetch(`${base}${address}`, { redirect: "manual" })).headers.get("cache-control");
      for (const address of ["/admin", "/admin.data", "/admin/orders", "/admin/orders.data?x=1", "/admin/export/orders", "/admin/uploads/x", "/admin/redirect"])
        expect(await cacheControl(address), address).toBe(ADMIN_CACHE_CONTROL);
      expect(await cacheControl("/courses")).toBe("private, no-cache");
      expect(await cacheControl("/administration")).toBe("private, no-cache");
    } finally {
      server.close();
    }
  });
});
