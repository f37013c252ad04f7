/**
 * What the product asks of a payment provider (docs/payments.md#card-registration), small enough
 * that a real one (Stripe, PayFiP, a bank's hosted page — docs/decisions.md) is added here
 * without touching the domain: send the browser to the provider's hosted page to register a
 * card, charge the card's token under an idempotency key, read a charge back, forget a card.
 * The product never sees a card number nor a CVV: only the token, brand, last four digits and
 * expiry that the registration's completion hands back.
 */
export type ChargeResult =
  | { outcome: 'succeeded'; reference: string }
  | { outcome: 'declined'; reason: string }
  /** The bank wants the cardholder to confirm (strong authentication): nothing was charged. */
  | { outcome: 'requires_authentication'; reason: string; reference: string };

/** What a completed registration hands back: never the number nor the CVV. */
export interface SavedCard {
  token: string;
  brand: string | null;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  holder: string;
}

export interface ChargeRequest {
  token: string;
  amountCents: number;
  /** One per attempt: the same key always answers the first charge made with it. */
  idempotencyKey: string;
  description: string;
}

/** A payment the cardholder confirms on the provider's page (strong authentication). */
export interface ConfirmationRequest {
  paymentId: string;
  token: string;
  amountCents: number;
  /** What the provider's page shows: « Convention CONV-… — mars 2026 ». */
  label: string;
}

export interface RefundRequest {
  /** The charge refunded (its reference, as `charge` answered it). */
  chargeReference: string;
  amountCents: number;
  idempotencyKey: string;
}

export interface PaymentProvider {
  readonly name: string;
  /**
   * The provider's hosted page for one card registration (its id names it). A provider that
   * cannot be reached throws `DomainError('PROVIDER_UNAVAILABLE')`.
   */
  registrationUrl(registration: { id: string; organizationId: string }): Promise<string>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /**
   * The result of the charge made under `idempotencyKey`, or null if none was made — or if the
   * provider cannot say, when charging again under the same key answers the first charge.
   */
  findCharge(idempotencyKey: string): Promise<ChargeResult | null>;
  /**
   * The card can no longer be charged at the provider (a card already forgotten there is not
   * an error). A provider that cannot be reached throws `DomainError('PROVIDER_UNAVAILABLE')`.
   */
  forgetCard(token: string): Promise<void>;
  /**
   * The provider's page where the cardholder confirms a payment the bank wanted authenticated;
   * absent for a provider whose charges never ask for it.
   */
  confirmationUrl?(request: ConfirmationRequest): Promise<string>;
  /** Gives back part or all of a charge; answers the refund's reference. */
  refund(request: RefundRequest): Promise<string>;
}
