import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startGelatoStandIn, type GelatoReply } from "../../../tests/support/gelato-stand-in";
import { createGelatoClient } from "./gelato-client.server";
import { gelatoOrderRequest } from "./gelato-payload";

const request = gelatoOrderRequest(
  {
    id: "pod-1",
    orderId: "order-1",
    currency: "DKK",
    items: [
      { productId: "tea-mug", podProductId: "mug_product_msz_11-oz", quantity: 1, printFileUrl: "https://files.example.com/mug.pdf" },
      { productId: "studio-hoodie", podProductId: "apparel_product_gca_hoodie", quantity: 2, printFileUrl: null },
    ],
    shippingAddress: { name: "Ida Jensen", line1: "Nørregade 1", city: "København", postalCode: "1165", country: "DK", email: "ida@example.dk" },
  },
  "order-order-1",
);

let next: GelatoReply | undefined;
let standIn: Awaited<ReturnType<typeof startGelatoStandIn>>;
beforeAll(async () => {
  standIn = await startGelatoStandIn({ apiKey: "gelato-test-key", reply: () => next, needsFiles: ["apparel_product_gca_hoodie_printed"] });
});
afterAll(() => standIn.close());

const client = (apiKey = "gelato-test-key") => createGelatoClient({ apiKey, apiUrl: standIn.url });

describe("Gelato client against a local stand-in", () => {
  it("posts one order with all items and their print files to /v4/orders with X-API-KEY and reads the created order's id (201)", async () => {
    next = undefined;
    expect(await client().createOrder(request)).toEqual({ kind: "created", providerOrderId: expect.stringMatching(/^gelato-order-/) });
    const sent = standIn.requests.at(-1)!;
    expect(sent.headers["x-api-key"]).toBe("gelato-test-key");
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.body).toEqual(JSON.parse(JSON.stringify(request)));
    expect(sent.body.items).toEqual([
      {
        itemReferenceId: "order-1:tea-mug",
        productUid: "mug_product_msz_11-oz",
        quantity: 1,
        files: [{ type: "default", url: "https://files.example.com/mug.pdf" }],
      },
      { itemReferenceId: "order-1:studio-hoodie", productUid: "apparel_product_gca_hoodie", quantity: 2 },
    ]);
  });

  it("500 and 429 are worth a retry; 429's Retry-After is kept", async () => {
    next = { status: 500, body: { message: "Internal error" } };
    expect(await client().createOrder(request)).toEqual({ kind: "retryable", reason: "Gelato answered 500: Internal error", retryAfterMs: undefined });
    next = { status: 429, body: { message: "Too many requests" }, headers: { "retry-after": "30" } };
    expect(await client().createOrder(request)).toEqual({ kind: "retryable", reason: "Gelato answered 429: Too many requests", retryAfterMs: 30_000 });
  });

  it("400 is a rejection with Gelato's reason; so is a wrong key (401)", async () => {
    next = undefined;
    const incomplete = { ...request, shippingAddress: { ...request.shippingAddress, postCode: "" } };
    expect(await client().createOrder(incomplete)).toEqual({ kind: "rejected", reason: "Gelato answered 400: Invalid request body: shippingAddress.postCode" });
    expect(await client("wrong-key").createOrder(request)).toEqual({ kind: "rejected", reason: "Gelato answered 401: Invalid API key" });
  });

  it("a malformed print file or a printed product without one is refused (400), as Gelato does", async () => {
    next = undefined;
    const [mug, hoodie] = request.items;
    const badFile = { ...request, items: [{ ...mug!, files: [{ type: "default" as const, url: "http://files.example.com/mug.pdf" }] }] };
    expect(await client().createOrder(badFile)).toEqual({ kind: "rejected", reason: "Gelato answered 400: Invalid request body: items[0].files[0].url" });
    const printed = { ...request, items: [{ ...hoodie!, productUid: "apparel_product_gca_hoodie_printed" }] };
    expect(await client().createOrder(printed)).toEqual({
      kind: "rejected",
      reason: "Gelato answered 400: Invalid request body: items[0].files (apparel_product_gca_hoodie_printed needs a print file)",
    });
  });

  it("a server that cannot be reached is a retry, not a crash", async () => {
    const offline = createGelatoClient({ apiKey: "k", apiUrl: "http://127.0.0.1:9", timeoutMs: 2_000 });
    expect(await offline.createOrder(request)).toMatchObject({ kind: "retryable", reason: expect.stringMatching(/^Could not reach Gelato|did not answer/) });
  });

  it("finds an order by our reference with POST /v4/orders:search, and says none or unknown otherwise", async () => {
    next = undefined;
    const created = await client().createOrder(request);
    expect(created.kind).toBe("created");
    // The first order Gelato holds under this reference (an earlier test made one too).
    expect(await client().findOrder("pod-1")).toEqual({ kind: "found", providerOrderId: standIn.created.find((o) => o.orderReferenceId === "pod-1")!.id });
    const search = standIn.requests.at(-1)!;
    expect(search).toMatchObject({ method: "POST", path: "/v4/orders:search", body: { orderReferenceIds: ["pod-1"], limit: 10 } });
    expect(search.headers["x-api-key"]).toBe("gelato-test-key");
    expect(await client().findOrder("pod-never")).toEqual({ kind: "none" });
    expect(await client("wrong-key").findOrder("pod-1")).toMatchObject({ kind: "unknown", reason: expect.stringContaining("401") });
    expect(await createGelatoClient({ apiKey: "k", apiUrl: "http://127.0.0.1:9" }).findOrder("pod-1")).toMatchObject({ kind: "unknown" });
  });
});
