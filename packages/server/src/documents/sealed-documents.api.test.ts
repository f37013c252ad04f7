import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementWorld } from '../modules/agreements/agreements.test-support.ts';
import {
  createAmendmentWorld,
  createSignedBooking,
} from '../modules/amendments/amendments.test-support.ts';
import { organizationIdOf, send } from '../modules/bookings/bookings.test-support.ts';
import { patchAs } from '../modules/payments/payments.test-support.ts';
import { pdfsigOf, VALID_SEAL, withOneByteChanged } from './pdf-seal.test-support.ts';
import { textOf } from './pdf-text.test-support.ts';
import { sha256Of } from './render-pdf.ts';

// Every PDF the product delivers as evidence carries the seal, over the very bytes whose SHA-256
// is stored (docs/security.md#the-seal); pdfsig checks what users download.

let world: AgreementWorld;
const downloads: Record<'issued' | 'signed' | 'amendment' | 'receipt', Buffer> = {} as never;
let agreement: { documentSha256: string; signedDocumentSha256: string };

const download = async (url: string) => {
  const response = await send(world, 'asso', 'GET', url);
  expect(response.statusCode, url).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return response.rawPayload;
};

beforeAll(async () => {
  world = await createAmendmentWorld();
  // Recorded by the facility admin, the organisation's payments have a receipt at once.
  const organizationId = await organizationIdOf(world.db, 'asso@espaces.test');
  await patchAs(world, 'asso', `/api/organizations/${organizationId}/payment-type`, {
    paymentType: 'other',
  });
  const booking = await createSignedBooking(world, [31, 32]);
  const agreementUrl = `/api/agreements/${booking.agreementId}`;
  agreement = (await send(world, 'asso', 'GET', agreementUrl)).json();
  downloads.issued = await download(`${agreementUrl}/document`);
  downloads.signed = await download(`${agreementUrl}/signed-document`);
  const amended = await send(
    world,
    'validateur',
    'POST',
    `/api/bookings/${booking.id}/amendments`,
    {
      reason: 'Travaux dans le gymnase',
      counterPart: '',
      timeSlotsToCancel: [booking.slots[0]],
      proposedRentPrice: null,
      proposedCleaningPrice: null,
    },
  );
  expect(amended.statusCode, amended.body).toBe(201);
  downloads.amendment = await download(amended.json().document);
  const paymentsUrl = `/api/payments?agreement.id=${booking.agreementId}&status=scheduled`;
  const payments: { 'hydra:member': { id: string }[] } = (
    await send(world, 'admin', 'GET', paymentsUrl)
  ).json();
  const [payment] = payments['hydra:member'];
  const recorded = await send(world, 'admin', 'PUT', `/api/payments/${payment!.id}/record`, {
    reference: 'Mandat 2026-118',
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
  downloads.receipt = await download(`/api/payments/${payment!.id}/ticket/pdf`);
});
afterAll(() => world.close());

describe('sealed PDFs', () => {
  it.each(['issued', 'signed', 'amendment', 'receipt'] as const)(
    'seals the %s PDF over the whole file, and the seal breaks with one byte changed',
    (kind) => {
      const report = pdfsigOf(downloads[kind]);
      for (const line of VALID_SEAL) expect(report).toContain(line);
      expect(report.match(/Signature #/g)).toHaveLength(1);
      expect(report).toContain('Cachet de test — non qualifié');

      const altered = pdfsigOf(withOneByteChanged(downloads[kind]));
      expect(altered).toContain('Signature Validation: Digest Mismatch.');
      expect(altered).not.toContain('Signature is Valid');
    },
  );

  it('stores the SHA-256 of the sealed files users download, as the signed file quotes it', () => {
    expect(sha256Of(downloads.issued)).toBe(agreement.documentSha256);
    expect(sha256Of(downloads.signed)).toBe(agreement.signedDocumentSha256);
    expect(textOf(downloads.signed)).toContain(agreement.documentSha256);
  });
});
