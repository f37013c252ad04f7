import { afterEach, describe, expect, it } from 'vitest';
import { startFakePayfip, type FakePayfip } from '../../../test/support/fake-payfip.ts';
import { send } from '../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  type AgreementWorld,
} from '../agreements/agreements.test-support.ts';
import { createSignedAgreement, paymentsOf } from '../payments/payments.test-support.ts';

// POST /dev/payments/{id}/fall-due (docs/operations.md#mail-preview): a journey pays an instalment
// online the day its agreement is signed, which only DEV_MAIL_PREVIEW allows, never in production.

const MARCH_MONDAY = new Date('2026-03-02T09:00:00Z');
let world: AgreementWorld;
let fake: FakePayfip;
afterEach(async () => {
  await world.close();
  await fake.close();
});

async function signedPayment(environment: Record<string, string>) {
  fake = await startFakePayfip();
  world = await createAgreementWorld({
    startAt: MARCH_MONDAY,
    environment: {
      PAYMENT_PROVIDER: 'payfip',
      PAYFIP_CLIENT_NUMBER: '012345',
      PAYFIP_MODE: 'test',
      PAYFIP_SERVICE_URL: fake.serviceUrl,
      PAYFIP_PAYMENT_PAGE_URL: fake.paymentPageUrl,
      ...environment,
    },
  });
  const { agreementId } = await createSignedAgreement(world, [2]);
  const [payment] = await paymentsOf(world.db, agreementId);
  return payment!;
}

const fallDue = (id: string) => send(world, 'anonyme', 'POST', `/dev/payments/${id}/fall-due`);
const payOnline = (id: string) => send(world, 'asso', 'POST', `/api/payments/${id}/online-payment`);
const statusOf = async (id: string) =>
  (await send(world, 'asso', 'GET', `/api/payments/${id}`)).json().status as string;

describe('POST /dev/payments/{id}/fall-due', () => {
  it('makes a scheduled instalment due today in development: it is paid online now', async () => {
    const payment = await signedPayment({ NODE_ENV: 'development', DEV_MAIL_PREVIEW: 'true' });
    expect(payment.dueDate).toBe('2026-04-05');
    expect((await payOnline(payment.id)).statusCode).toBe(422);

    const due = await fallDue(payment.id);
    expect(due.statusCode, due.body).toBe(200);
    expect(due.json()).toEqual({ dueDate: '2026-03-02' });
    expect(await statusOf(payment.id)).toBe('due');
    const started = await payOnline(payment.id);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json().paymentUrl).toMatch(/\/tpa\/paiementws\.web\?idop=idop-000001$/);

    const unknown = await fallDue('60000000-0000-4000-8000-000000000999');
    expect(unknown.statusCode).toBe(404);
  });

  it('does not exist in production, where the instalment stays due on its day', async () => {
    const payment = await signedPayment({ NODE_ENV: 'production' });
    expect((await fallDue(payment.id)).statusCode).toBe(404);
    expect(await statusOf(payment.id)).toBe('scheduled');
  });
});
