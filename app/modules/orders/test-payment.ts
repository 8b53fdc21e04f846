/** The landing page's 'Test $1 Payment': an order item that is no course and grants nothing. */
export const TEST_PAYMENT_ID = "test-payment";

/**
 * A USD 1 checkout is opened only while payments are in test mode (the built-in provider or
 * Stripe test keys): with live keys it would let anyone try stolen cards for a dollar.
 */
export function testPaymentAllowed(provider: { testMode: boolean }): boolean {
  return provider.testMode;
}
