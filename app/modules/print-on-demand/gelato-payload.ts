import type { ShippingAddress } from "~/db/schema";

/** One item of Gelato's Order API v4 create-order body; `files` only when the product has a print file. */
export interface GelatoOrderItem {
  itemReferenceId: string;
  productUid: string;
  quantity: number;
  files?: { type: "default"; url: string }[];
}

/** Gelato's Order API v4 create-order body (https://dashboard.gelato.com/docs/orders/v4/create). */
export interface GelatoOrderRequest {
  orderType: "order";
  orderReferenceId: string;
  customerReferenceId: string;
  currency: string;
  items: GelatoOrderItem[];
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

/** One item as the worker sends it: the paid item and the product's print file now (null: none). */
export interface PodSendItem {
  productId: string;
  variantId?: string;
  podProductId: string;
  quantity: number;
  printFileUrl: string | null;
}

/** A paid order's print-on-demand items on their way to Gelato, as one Gelato order. */
export interface PodOrder {
  id: string;
  orderId: string;
  currency: string;
  items: PodSendItem[];
  shippingAddress: ShippingAddress;
}

/** Gelato fetches print files itself: only an absolute https address will do (the database holds the same rule). */
export function isPrintFileUrl(value: string): boolean {
  if (!/^https:\/\/[^\s/?#]+\S*$/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Gelato wants first and last name apart: the last word is the last name (one word: both). */
export function splitName(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.pop() ?? "";
  return { firstName: words.length > 0 ? words.join(" ") : lastName, lastName };
}

/**
 * One Gelato order per paid order, with every print-on-demand item of it. orderReferenceId is
 * the queue row's id, so the printer's records name it and a resubmission after a lost answer
 * can be recognised by the coach. Each item carries its print file as Gelato's
 * `files: [{ type: "default", url }]` when the product has one.
 */
export function gelatoOrderRequest(order: PodOrder, customerReferenceId: string): GelatoOrderRequest {
  const address = order.shippingAddress;
  return {
    orderType: "order",
    orderReferenceId: order.id,
    customerReferenceId,
    currency: order.currency.toUpperCase(),
    items: order.items.map((item) => ({
      // Two sizes of one product are two items: the variant tells them apart.
      itemReferenceId: `${order.orderId}:${item.variantId ?? item.productId}`,
      productUid: item.podProductId,
      quantity: item.quantity,
      ...(item.printFileUrl && isPrintFileUrl(item.printFileUrl) ? { files: [{ type: "default" as const, url: item.printFileUrl }] } : {}),
    })),
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

/** The names of items Gelato gets without a print file, for the coach's reason when Gelato refuses the order. */
export function itemsWithoutFile(items: (PodSendItem & { productName: string })[]): string[] {
  return items.filter((item) => !item.printFileUrl || !isPrintFileUrl(item.printFileUrl)).map((item) => item.productName);
}
