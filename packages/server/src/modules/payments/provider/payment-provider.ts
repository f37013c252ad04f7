/**
 * What the product asks of a payment provider (docs/payments.md#card-registration), small enough
 * that a real one (PayFiP, a bank's or a payment service provider's hosted page —
 * docs/decisions.md) is added here without touching the domain: send the browser to the provider's
 * hosted page to register a card, charge the card's token under an idempotency key, and read a
 * charge back. The product never sees a card number nor a CVV: only the token, brand, last four
 * digits and expiry that the registration's completion hands back.
 */
export type ChargeResult =
  { outcome: 'succeeded'; reference: string } | { outcome: 'declined'; reason: string };

export interface ChargeRequest {
  token: string;
  amountCents: number;
  /** One per attempt: the same key always answers the first charge made with it. */
  idempotencyKey: string;
  description: string;
}

export interface PaymentProvider {
  readonly name: string;
  /** The provider's hosted page for one card registration (its id names it). */
  registrationUrl(registrationId: string): string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The result of the charge made under `idempotencyKey`, or null if none was made. */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
}
