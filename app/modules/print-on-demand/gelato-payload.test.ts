import { describe, expect, it } from "vitest";
import { gelatoOrderRequest, splitName, type PodLine } from "./gelato-payload";

const line: PodLine = {
  id: "pod-1",
  orderId: "order-1",
  productId: "studio-hoodie",
  podProductId: "apparel_product_gca_hoodie_gsi_m",
  quantity: 2,
  currency: "dkk",
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
  it("builds the v4 create-order body for one queued line", () => {
    expect(gelatoOrderRequest(line, "user-7")).toEqual({
      orderType: "order",
      orderReferenceId: "pod-1",
      customerReferenceId: "user-7",
      currency: "DKK",
      items: [{ itemReferenceId: "order-1:studio-hoodie", productUid: "apparel_product_gca_hoodie_gsi_m", quantity: 2 }],
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

  it("leaves out optional address fields that are empty, and includes state and phone when given", () => {
    const body = gelatoOrderRequest({ ...line, shippingAddress: { ...line.shippingAddress, line2: undefined, state: "NY", phone: "+1 555 0100" } }, "c");
    expect(body.shippingAddress).not.toHaveProperty("addressLine2");
    expect(body.shippingAddress).toMatchObject({ state: "NY", phone: "+1 555 0100" });
  });

  it("splits a name into first and last; one word serves as both", () => {
    expect(splitName("  Ida   Jensen ")).toEqual({ firstName: "Ida", lastName: "Jensen" });
    expect(splitName("Madonna")).toEqual({ firstName: "Madonna", lastName: "Madonna" });
  });
});
