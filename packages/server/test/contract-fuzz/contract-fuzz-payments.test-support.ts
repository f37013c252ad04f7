import { eq } from 'drizzle-orm';
import { parisWallClockToUtc } from '@espaces/domain/availability/paris-time';
import { createBooking } from '../support/factories.ts';
import { payments } from '../../src/db/schema.ts';
import {
  signatureCodeMailed,
  type AgreementSetup,
} from './contract-fuzz-agreements.test-support.ts';

// The payments the contract fuzz test needs: two signed agreements of asso@, one
// whose payment the facility admin recorded (its receipt), one whose payment is still open,
// and a card registration waiting on the sandbox's page.

export interface PaymentFuzzIds {
  paidPaymentId: string;
  openPaymentId: string;
  cardAgreementId: string;
  registrationId: string;
}

export async function createFuzzPayments(setup: AgreementSetup): Promise<PaymentFuzzIds> {
  const { app, db } = setup;
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    cookies: Record<string, string>,
    url: string,
    payload?: object,
  ) => {
    const response = await app.inject({
      method,
      url,
      cookies,
      payload,
      headers: method === 'PATCH' ? { 'content-type': 'application/merge-patch+json' } : {},
    });
    if (response.statusCode >= 300) throw new Error(`${url}: ${response.body}`);
    return response.json() as Record<string, string>;
  };
  const signedAgreementOn = async (offset: number) => {
    const booking = await createBooking(db, {
      placeId: setup.placeId,
      organizationId: setup.organizationId,
      createdByUserId: setup.assoUserId,
      activity: 'Entraînement',
      status: 'approved',
      slots: [
        {
          // Mornings: the agreements and amendments worlds book the same place in the evening.
          startDate: parisWallClockToUtc(setup.day(offset), '07:00'),
          endDate: parisWallClockToUtc(setup.day(offset), '09:00'),
        },
      ],
    });
    const draft = await call('POST', setup.admin, '/api/agreements', {
      booking: `/api/bookings/${booking.id}`,
    });
    const agreementId = draft.id!;
    await call('POST', setup.admin, `/api/agreements/${agreementId}/generate`, {});
    await call('POST', setup.asso, `/api/agreements/${agreementId}/signature-code`, {});
    const code = await signatureCodeMailed(db, setup.assoEmail, agreementId);
    await call('POST', setup.asso, `/api/agreements/${agreementId}/signature`, {
      fullName: 'Léa Martin',
      consent: true,
      code,
    });
    const [payment] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.agreementId, agreementId));
    return { agreementId, paymentId: payment!.id };
  };

  const paid = await signedAgreementOn(7);
  await call('PUT', setup.admin, `/api/payments/${paid.paymentId}/record`, {
    reference: 'Virement 42',
  });
  const open = await signedAgreementOn(8);
  const organization = `/api/organizations/${setup.organizationId}`;
  await call('PATCH', setup.asso, `${organization}/payment-type`, { paymentType: 'card' });
  const started = await call(
    'GET',
    setup.asso,
    `${organization}/create-credit-card?agreementId=${open.agreementId}`,
  );
  await call('PATCH', setup.asso, `${organization}/payment-type`, { paymentType: 'other' });
  return {
    paidPaymentId: paid.paymentId,
    openPaymentId: open.paymentId,
    cardAgreementId: open.agreementId,
    registrationId: started.payment_url!.split('/').at(-1)!,
  };
}
