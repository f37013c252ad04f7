import type { Actor } from '@espaces/domain/access/actor';
import { checkAccess } from '@espaces/domain/access/checks';
import type { CardRegistrationResult } from '@espaces/domain/payment/payment-messages';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import { DomainError } from '@espaces/domain/errors';
import type { Database } from '../../db/client.ts';
import { recordAuditEvent } from '../audit/audit-events.ts';
import { findOrganization, updateOrganization } from '../organizations/organizations.repository.ts';
import {
  findRegistration,
  insertRegistration,
  lockRegistration,
  signedAgreementOf,
  updateRegistration,
} from './card-registrations.repository.ts';
import type { PaymentProvider, SavedCard } from './provider/payment-provider.ts';

const REGISTRATION_VALIDITY_MS = 30 * 60_000;

/** auth-organization: the organisation's own users manage its payment means. */
export function requireOwnOrganization(actor: Actor, organizationId: string): void {
  if (!checkAccess('auth-organization', actor, { organizationId }).allowed) {
    throw new DomainError('NOT_FOUND');
  }
}

async function requireCardAgreement(db: Database, organizationId: string, agreementId: string) {
  const agreement = await signedAgreementOf(db, agreementId);
  if (!agreement || agreement.organizationId !== organizationId) {
    throw new DomainError('VALIDATION_FAILED', PAYMENT_MESSAGES.agreementNotYours);
  }
  if (agreement.status !== 'signed') {
    throw new DomainError('VALIDATION_FAILED', PAYMENT_MESSAGES.agreementNotSigned);
  }
}

// Refusals carry no property path: the page shows the bare hydra:description for 5 s
// (docs/messages.md#error-catalogue).

/**
 * GET {organization}/create-credit-card?agreementId=… (docs/payments.md#card-registration): a
 * registration valid 30 minutes, and the provider's hosted page where the browser types the card.
 */
export async function startCardRegistration(
  db: Database,
  context: { actor: Actor; now: Date; provider: PaymentProvider },
  organizationId: string,
  agreementId: string,
): Promise<{ payment_url: string }> {
  requireOwnOrganization(context.actor, organizationId);
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw new DomainError('NOT_FOUND');
  if (organization.paymentType !== 'card') {
    throw new DomainError('VALIDATION_FAILED', PAYMENT_MESSAGES.cardPaymentTypeRequired);
  }
  await requireCardAgreement(db, organizationId, agreementId);
  const registration = await insertRegistration(db, {
    organizationId,
    agreementId,
    provider: context.provider.name,
    expiresAt: new Date(context.now.getTime() + REGISTRATION_VALIDITY_MS),
    createdAt: context.now,
  });
  return { payment_url: await context.provider.registrationUrl(registration) };
}

export type CardOutcome = ({ kind: 'accepted' } & SavedCard) | { kind: 'declined'; reason: string };

/** A pending registration not yet expired, or the return page's « expired ». */
export async function openRegistration(db: Database, registrationId: string, now: Date) {
  const registration = await findRegistration(db, registrationId);
  if (!registration || registration.status !== 'pending' || registration.expiresAt <= now) {
    return null;
  }
  return registration;
}

/**
 * The provider's answer for a registration, in one transaction: an accepted card replaces
 * the organisation's (token, brand, last four digits, expiry, holder — never the number);
 * a declined one leaves it as it was. Answers the result the return page names.
 */
export async function completeCardRegistration(
  db: Database,
  provider: PaymentProvider,
  registrationId: string,
  outcome: CardOutcome,
  now: Date,
): Promise<CardRegistrationResult> {
  const applied = await db.transaction((tx) => applyCardOutcome(tx, registrationId, outcome, now));
  await forgetReplacedCard(provider, applied.replacedToken);
  return applied.result;
}

export interface AppliedCardOutcome {
  result: CardRegistrationResult;
  /** The organisation's previous card, which the accepted one replaced. */
  replacedToken: string | null;
}

/**
 * A replaced card is forgotten at the provider once the new one is recorded. A provider that
 * does not answer keeps it there, unused: no charge reads a token the organisation no longer
 * holds (docs/payments.md#card-registration).
 */
export async function forgetReplacedCard(provider: PaymentProvider, token: string | null) {
  if (token === null) return;
  await provider.forgetCard(token).catch(() => undefined);
}

/**
 * `completeCardRegistration` within the caller's transaction. `judgedByProvider`: the provider
 * enforced the page's validity itself (a Stripe session completed in time may be reported by
 * its webhook after the 30 minutes).
 */
export async function applyCardOutcome(
  tx: Database,
  registrationId: string,
  outcome: CardOutcome,
  now: Date,
  options: { judgedByProvider?: boolean } = {},
): Promise<AppliedCardOutcome> {
  const registration = await lockRegistration(tx, registrationId);
  const expired = !options.judgedByProvider && registration && registration.expiresAt <= now;
  if (!registration || registration.status !== 'pending' || expired) {
    return { result: 'expired', replacedToken: null };
  }
  if (outcome.kind === 'declined') {
    await updateRegistration(tx, registrationId, {
      status: 'declined',
      failureReason: outcome.reason,
      finishedAt: now,
    });
    return { result: 'declined', replacedToken: null };
  }
  const previous = (await findOrganization(tx, registration.organizationId))?.cardToken ?? null;
  await updateOrganization(tx, registration.organizationId, {
    cardToken: outcome.token,
    cardBrand: outcome.brand,
    cardLast4: outcome.last4,
    cardExpiryMonth: outcome.expiryMonth,
    cardExpiryYear: outcome.expiryYear,
    cardHolder: outcome.holder,
    updatedAt: now,
  });
  await updateRegistration(tx, registrationId, { status: 'succeeded', finishedAt: now });
  await recordAuditEvent(tx, {
    entityType: 'organization',
    entityId: registration.organizationId,
    actorUserId: null,
    action: 'register_card',
    changes: {
      brand: outcome.brand,
      last4: outcome.last4,
      agreementId: registration.agreementId,
    },
    occurredAt: now,
  });
  return { result: 'success', replacedToken: previous === outcome.token ? null : previous };
}

/** GET {organization}/delete-credit-card?agreementId=…. */
export async function deleteCreditCard(
  db: Database,
  context: { actor: Actor; now: Date; provider: PaymentProvider },
  organizationId: string,
  agreementId: string,
): Promise<void> {
  requireOwnOrganization(context.actor, organizationId);
  await requireCardAgreement(db, organizationId, agreementId);
  const stored = await findOrganization(db, organizationId);
  if (!stored?.cardToken) throw new DomainError('VALIDATION_FAILED', PAYMENT_MESSAGES.noCard);
  // Forgotten at the provider first: a provider that does not answer leaves the card as it was.
  await context.provider.forgetCard(stored.cardToken);
  await db.transaction(async (tx) => {
    const organization = await findOrganization(tx, organizationId);
    if (!organization?.cardToken) {
      throw new DomainError('VALIDATION_FAILED', PAYMENT_MESSAGES.noCard);
    }
    await updateOrganization(tx, organizationId, {
      cardToken: null,
      cardBrand: null,
      cardLast4: null,
      cardExpiryMonth: null,
      cardExpiryYear: null,
      cardHolder: null,
      updatedAt: context.now,
    });
    await recordAuditEvent(tx, {
      entityType: 'organization',
      entityId: organizationId,
      actorUserId: context.actor.id,
      action: 'delete_card',
      changes: { last4: organization.cardLast4 },
      occurredAt: context.now,
    });
  });
}

/** PATCH {organization}/payment-type (merge-patch, docs/payments.md#payment-types). */
export async function changePaymentType(
  db: Database,
  context: { actor: Actor; now: Date },
  organizationId: string,
  paymentType: 'card' | 'other',
): Promise<void> {
  requireOwnOrganization(context.actor, organizationId);
  await db.transaction(async (tx) => {
    const organization = await findOrganization(tx, organizationId);
    if (!organization) throw new DomainError('NOT_FOUND');
    if (organization.paymentType === paymentType) return;
    await updateOrganization(tx, organizationId, { paymentType, updatedAt: context.now });
    await recordAuditEvent(tx, {
      entityType: 'organization',
      entityId: organizationId,
      actorUserId: context.actor.id,
      action: 'change_payment_type',
      changes: { paymentType: { from: organization.paymentType, to: paymentType } },
      occurredAt: context.now,
    });
  });
}
