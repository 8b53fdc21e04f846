import type { ShippingAddress } from "~/db/schema";

/** Gelato's Order API v4 create-order body (https://dashboard.gelato.com/docs/orders/v4/create). */
export interface GelatoOrderRequest {
  orderType: "order";
  orderReferenceId: string;
  customerReferenceId: string;
  currency: string;
  items: { itemReferenceId: string; productUid: string; quantity: number }[];
  shippingAddress: {
    firstName: string;
    lastName: string;
    addressLine1: string;
    addressLine2?: string;
    city: string;
    postCode: string;
    state?: string;
    country: string;
    email: string;
    phone?: string;
  };
}

export interface PodLine {
  id: string;
  orderId: string;
  productId: string;
  podProductId: string;
  quantity: number;
  currency: string;
  shippingAddress: ShippingAddress;
}

/** Gelato wants first and last name apart: the last word is the last name (one word: both). */
export function splitName(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.pop() ?? "";
  return { firstName: words.length > 0 ? words.join(" ") : lastName, lastName };
}

/**
 * One Gelato order per queued line. orderReferenceId is the line's own id, so the printer's
 * records name it and a resubmission after a lost answer can be recognised by the coach.
 */
export function gelatoOrderRequest(line: PodLine, customerReferenceId: string): GelatoOrderRequest {
  const address = line.shippingAddress;
  return {
    orderType: "order",
    orderReferenceId: line.id,
    customerReferenceId,
    currency: line.currency.toUpperCase(),
    items: [{ itemReferenceId: `${line.orderId}:${line.productId}`, productUid: line.podProductId, quantity: line.quantity }],
    shippingAddress: {
      ...splitName(address.name),
      addressLine1: address.line1,
      ...(address.line2 ? { addressLine2: address.line2 } : {}),
      city: address.city,
      postCode: address.postalCode,
      ...(address.state ? { state: address.state } : {}),
      country: address.country.toUpperCase(),
      email: address.email,
      ...(address.phone ? { phone: address.phone } : {}),
    },
  };
}
