import { eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@espaces/domain/payment/payment-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentAttempts, payments, sandboxCharges } from '../../db/schema.ts';
import { chargeDuePayments } from './charge-due-payments.job.ts';
import { mailsTo, organizationIdOf } from '../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  type AgreementWorld,
} from '../agreements/agreements.test-support.ts';
import type { PaymentProvider } from './provider/payment-provider.ts';
import { paymentProviderFor } from './provider/payment-providers.ts';
import {
  parisNoon,
  paymentsOf,
  registerCard,
  createSignedAgreement,
} from './payments.test-support.ts';

// The charge job (docs/payments.md#charging): a declined card tried three times with backoff and
// the organisation told, and a crash between the provider's answer and the database write that
// never charges twice.

const APP = { appName: 'Espaces Partagés', appUrl: 'http://localhost:3000' };
const DAY = 86_400_000;
let world: AgreementWorld;
let organizationId: string;
let sandbox: PaymentProvider;

beforeAll(async () => {
  world = await createAgreementWorld();
  organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
  sandbox = paymentProviderFor({ paymentProvider: 'sandbox', appUrl: APP.appUrl }, world.db);
});
afterAll(() => world.close());

const onlyPayment = async (agreementId: string) => {
  const rows = await paymentsOf(world.db, agreementId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};

describe('a card whose charges are declined', () => {
  it('is tried three times (then, one day, two days later), the organisation told each time', async () => {
    const { agreementId } = await createSignedAgreement(world, [2]);
    const back = await registerCard(world, organizationId, agreementId, '4000 0000 0000 0341');
    expect(back).toBe('/moyens-de-paiement/mise-a-jour?status=success');
    const payment = await onlyPayment(agreementId);
    const due = parisNoon(payment.dueDate);

    expect(await chargeDuePayments(world.db, sandbox, due, APP)).toMatchObject({ declined: 1 });
    let row = await onlyPayment(agreementId);
    expect(row).toMatchObject({ status: 'scheduled', attempts: 1 });
    expect(row.nextAttemptAt?.getTime()).toBe(due.getTime() + DAY);
    expect(row.lastFailureReason).toBe(PAYMENT_MESSAGES.chargeDeclined);
    expect((await chargeDuePayments(world.db, sandbox, due, APP)).attempted).toBe(0);

    expect(
      await chargeDuePayments(world.db, sandbox, new Date(due.getTime() + DAY), APP),
    ).toMatchObject({ declined: 1 });
    row = await onlyPayment(agreementId);
    expect(row.nextAttemptAt?.getTime()).toBe(due.getTime() + 3 * DAY);
    expect(
      (await chargeDuePayments(world.db, sandbox, new Date(due.getTime() + 2 * DAY), APP))
        .attempted,
    ).toBe(0);

    expect(
      await chargeDuePayments(world.db, sandbox, new Date(due.getTime() + 3 * DAY), APP),
    ).toMatchObject({ failed: 1 });
    row = await onlyPayment(agreementId);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    expect(
      (await chargeDuePayments(world.db, sandbox, new Date(due.getTime() + 9 * DAY), APP))
        .attempted,
    ).toBe(0);

    const keys = (
      await world.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, row.id))
    ).map((a) => a.idempotencyKey);
    expect(new Set(keys).size).toBe(3);
    const mails = (await mailsTo(world.db, 'asso@espaces.test')).filter((m) =>
      m.subject.startsWith('Paiement refusé'),
    );
    expect(mails).toHaveLength(3);
    expect(mails.some((m) => m.text.includes('Un nouvel essai aura lieu le'))).toBe(true);
    expect(mails.some((m) => m.text.includes('La carte ne sera plus présentée'))).toBe(true);
  });
});

describe('a crash between the provider’s answer and the database write', () => {
  it('charges the card exactly once: the next pass reads the charge back under its key', async () => {
    const { agreementId } = await createSignedAgreement(world, [3]);
    await registerCard(world, organizationId, agreementId, '4242 4242 4242 4242');
    const payment = await onlyPayment(agreementId);
    const due = parisNoon(payment.dueDate);
    const crashing: PaymentProvider = {
      ...sandbox,
      charge: async (request) => {
        await sandbox.charge(request);
        throw new Error('process killed after the provider answered');
      },
    };
    await expect(chargeDuePayments(world.db, crashing, due, APP)).rejects.toThrow('process killed');
    const [pending] = await world.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, payment.id));
    expect(pending!.outcome).toBe('pending');
    expect((await onlyPayment(agreementId)).status).toBe('scheduled');

    // While the attempt may still be waiting for its answer, nothing is charged again.
    expect(
      (await chargeDuePayments(world.db, sandbox, new Date(due.getTime() + 60_000), APP)).attempted,
    ).toBe(0);
    const report = await chargeDuePayments(
      world.db,
      sandbox,
      new Date(due.getTime() + 11 * 60_000),
      APP,
    );
    expect(report).toMatchObject({ attempted: 1, paid: 1 });
    expect(
      (await chargeDuePayments(world.db, sandbox, new Date(due.getTime() + DAY), APP)).attempted,
    ).toBe(0);

    const charges = await world.db
      .select()
      .from(sandboxCharges)
      .where(sql`${sandboxCharges.idempotencyKey} like ${`payment-${payment.id}-%`}`);
    expect(charges.map((charge) => charge.idempotencyKey)).toEqual([pending!.idempotencyKey]);
    const paid = await onlyPayment(agreementId);
    expect(paid).toMatchObject({
      status: 'paid',
      paidWith: 'card',
      attempts: 1,
      paymentReference: charges[0]!.reference,
    });
    const [counted] = await world.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.status, 'paid'));
    expect(counted!.n).toBe(1);
  });
});
