import { data, redirect, type AppLoadContext } from "react-router";
import { readJsonOrForm } from "~/lib/request-input.server";
import { changeCart, checkoutCartWith } from "./actions.server";
import { parseLineChange, reviewNotices } from "./cart-page-form";
import { cartMessages as m } from "./messages";

/** What the /cart page shows after one of its posts (the cart itself is read again by the loader). */
export type CartPageAnswer = { ok: true; removed?: true } | { ok: false; error?: string; emailError?: string; notices?: string[]; email?: string };

const privateHeaders = { "Cache-Control": "private, no-store", Vary: "Cookie" };

/**
 * The /cart page's form posts (the panel's calls, without JavaScript): a line's quantity or
 * removal goes through `changeCart` and checkout through `checkoutCartWith`, so the schemas,
 * limits, owner checks and the idempotent checkout are the panel's own. Answers are 200: the
 * page shows the message; a redirect only to the payment provider.
 */
export async function cartPageAction(request: Request, context: AppLoadContext) {
  const input = await readJsonOrForm(request);
  if (input?.intent === "checkout") return checkoutFromPage(request, input, context);
  const change = parseLineChange(input?.change);
  const reply = await changeCart({ request, input: change ?? { intent: "set" }, context });
  const ok = (reply.body as { ok?: boolean }).ok === true;
  const headers = new Headers(reply.headers);
  headers.delete("Retry-After");
  if (ok) return data<CartPageAnswer>({ ok: true, removed: change?.intent === "remove" ? true : undefined }, { headers });
  return data<CartPageAnswer>({ ok: false, error: change?.intent === "remove" ? m.removeFailed : m.updateFailed }, { headers });
}

type ShownLine = { productId: string; unitAmount: number; quantity: number; name?: string };

async function checkoutFromPage(request: Request, input: Record<string, unknown>, context: AppLoadContext) {
  const shown = parseShown(input.shown);
  const email = typeof input.email === "string" ? input.email.trim() : undefined;
  const answer = await checkoutCartWith(
    request,
    {
      idempotencyKey: input.idempotencyKey,
      shown: shown.map(({ productId, unitAmount, quantity }) => ({ productId, unitAmount, quantity })),
      email: email || undefined,
      returnPath: "/cart",
    },
    context,
  );
  const result = answer.data;
  if (result.ok) throw redirect(result.url, { headers: privateHeaders });
  const keep = { email: email?.slice(0, 254) };
  if (result.reason === "review") {
    const names = new Map(shown.flatMap((line) => (typeof line.name === "string" ? [[line.productId, line.name.slice(0, 200)] as const] : [])));
    return data<CartPageAnswer>({ ok: false, notices: reviewNotices(result, names), ...keep }, { headers: privateHeaders });
  }
  if (result.reason === "not-enough-stock")
    return data<CartPageAnswer>(
      { ok: false, notices: result.short.map((line) => m.notEnoughLeft(line.name, line.left)), ...keep },
      { headers: privateHeaders },
    );
  if (result.reason === "email-needed" || (result.reason === "invalid" && email !== undefined && !shownEmailValid(email)))
    return data<CartPageAnswer>({ ok: false, emailError: m.emailNeeded, ...keep }, { headers: privateHeaders });
  if (result.reason === "empty") return data<CartPageAnswer>({ ok: false, ...keep }, { headers: privateHeaders });
  return data<CartPageAnswer>({ ok: false, error: m.checkoutFailed, ...keep }, { headers: privateHeaders });
}

/** A guest's address that the schema would refuse is the panel's 'Enter your e-mail' message, not a failed checkout. */
const shownEmailValid = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

function parseShown(value: unknown): ShownLine[] {
  if (typeof value !== "string" || value.length > 20_000) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as ShownLine[]) : [];
  } catch {
    return [];
  }
}
