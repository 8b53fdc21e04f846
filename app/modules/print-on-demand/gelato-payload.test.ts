import { describe, expect, it } from "vitest";
import { gelatoOrderRequest, isPrintFileUrl, itemsWithoutFile, splitName, type PodOrder } from "./gelato-payload";

const order: PodOrder = {
  id: "pod-1",
  orderId: "order-1",
  currency: "dkk",
  items: [
    { productId: "studio-hoodie", podProductId: "apparel_product_gca_hoodie_gsi_m", quantity: 2, printFileUrl: "https://files.example.com/hoodie.pdf" },
    { productId: "tea-mug", podProductId: "mug_product_msz_11-oz", quantity: 1, printFileUrl: null },
  ],
  shippingAddress: {
    name: "Ida Marie Jensen",
    line1: "Nørregade 1",
    line2: "2. tv",
    city: "København K",
    postalCode: "1165",
    country: "dk",
    email: "ida@example.dk",
  },
};

describe("Gelato order payload", () => {
  it("builds one v4 create-order body for all of a paid order's items, each with its print file when it has one", () => {
    expect(gelatoOrderRequest(order, "user-7")).toEqual({
      orderType: "order",
      orderReferenceId: "pod-1",
      customerReferenceId: "user-7",
      currency: "DKK",
      items: [
        {
          itemReferenceId: "order-1:studio-hoodie",
          productUid: "apparel_product_gca_hoodie_gsi_m",
          quantity: 2,
          files: [{ type: "default", url: "https://files.example.com/hoodie.pdf" }],
        },
        { itemReferenceId: "order-1:tea-mug", productUid: "mug_product_msz_11-oz", quantity: 1 },
      ],
      shippingAddress: {
        firstName: "Ida Marie",
        lastName: "Jensen",
        addressLine1: "Nørregade 1",
        addressLine2: "2. tv",
        city: "København K",
        postCode: "1165",
        country: "DK",
        email: "ida@example.dk",
      },
    });
  });

  it("never sends a print file that is not an https address", () => {
    const body = gelatoOrderRequest({ ...order, items: [{ ...order.items[0]!, printFileUrl: "http://files.example.com/hoodie.pdf" }] }, "c");
    expect(body.items[0]).not.toHaveProperty("files");
  });

  it("print file addresses: https with a host only", () => {
    expect(isPrintFileUrl("https://cdn.example.com/prints/tee%20front.png?v=2")).toBe(true);
    for (const bad of [
      "http://cdn.example.com/a.png",
      "https://",
      "https:///a.png",
      "ftp://x/a.png",
      "https://user:pw@cdn.example.com/a.png",
      "https://cdn.example.com/a b.png",
      "/prints/a.png",
      "",
    ])
      expect(isPrintFileUrl(bad), bad).toBe(false);
  });

  it("names the items that go without a print file", () => {
    expect(itemsWithoutFile(order.items.map((item) => ({ ...item, productName: item.productId })))).toEqual(["tea-mug"]);
  });

  it("leaves out optional address fields that are empty, and includes state and phone when given", () => {
    const body = gelatoOrderRequest({ ...order, shippingAddress: { ...order.shippingAddress, line2: undefined, state: "NY", phone: "+1 555 0100" } }, "c");
    expect(body.shippingAddress).not.toHaveProperty("addressLine2");
    expect(body.shippingAddress).toMatchObject({ state: "NY", phone: "+1 555 0100" });
  });

  it("splits a name into first and last; one word serves as both", () => {
    expect(splitName("  Ida   Jensen ")).toEqual({ firstName: "Ida", lastName: "Jensen" });
    expect(splitName("Madonna")).toEqual({ firstName: "Madonna", lastName: "Madonna" });
  });
});
