import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { accountsInProcess } from "../../tests/support/accounts-data";
import { productVariants, user } from "~/db/schema";
import { action } from "./admin.products.$productId";

// The product page's variant forms (decision 046), as the router calls its action: a visitor and
// a student are refused before the form is read, and no variant is added or changed.

const flows = accountsInProcess();
const { state, context, settle, signUp, sessionCookie } = flows;
const PRODUCT = "warmup-zip-hoodie";
const URL_OF = `https://studio.test/admin/products/${PRODUCT}`;

const post = (cookie: string | undefined, fields: Record<string, string>) =>
  settle(() =>
    action({
      request: new Request(URL_OF, { method: "POST", body: new URLSearchParams(fields), headers: cookie ? { Cookie: cookie } : {} }),
      params: { productId: PRODUCT },
      context: context(),
    } as never),
  );

async function personWithRole(email: string, role: "student" | "admin") {
  await signUp(email, "a long enough passphrase", "Someone");
  await state.handle.db.update(user).set({ role, emailVerified: true }).where(eq(user.email, email));
  return sessionCookie(email, "a long enough passphrase");
}

const variantsOf = () => state.handle.db.select().from(productVariants).where(eq(productVariants.productId, PRODUCT)).orderBy(productVariants.id);

describe("the product page's variants", () => {
  it("refuse a visitor (to the login) and a student (403) for adding and changing a variant; nothing changes; the coach's add goes through", async () => {
    const before = await variantsOf();
    const add = { intent: "variant-add", size: "XXL", colour: "", stock: "3", podProductId: "" };
    const change = { intent: "variant-update", variantId: `${PRODUCT}-m`, stock: "0", podProductId: "", active: "on" };

    for (const fields of [add, change]) {
      const visitor = await post(undefined, fields);
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
    }
    const student = await personWithRole("student@example.dk", "student");
    for (const fields of [add, change]) expect((await post(student, fields)).status).toBe(403);
    expect(await variantsOf()).toEqual(before);

    // The same form from the coach adds it: the refusals above were the guard's, not the form's.
    const coach = await personWithRole("coach@example.dk", "admin");
    expect((await post(coach, add)).status).toBe(200);
    expect((await variantsOf()).find((variant) => variant.size === "XXL")).toMatchObject({ stock: 3, isActive: true });
  });
});
