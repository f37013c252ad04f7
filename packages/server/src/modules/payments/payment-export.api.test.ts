import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCsv } from '@espaces/domain/csv/csv.test-support';
import { PAYMENT_EXPORT_COLUMNS } from '@espaces/domain/payment/payment-export';
import { agreements, facilities, organizations, payments } from '../../db/schema.ts';
import {
  organizationIdOf,
  send,
  violationsOf,
  type Who,
} from '../bookings/bookings.test-support.ts';
import {
  createAgreementWorld,
  referenceOf,
  type AgreementWorld,
} from '../agreements/agreements.test-support.ts';
import { reschedulePayments } from './payment-schedule.ts';
import {
  cancelSlotsOf,
  createSignedAgreement,
  patchAs,
  paymentsOf,
} from './payments.test-support.ts';

// The accounting export (docs/payments.md#accounting-export): what a spreadsheet reads back, to
// the cent, for each role. The clock is frozen on a Monday of March: every payment recorded is
// paid on 02/03/2026, and the default period is March 2026.

const MARCH_MONDAY = new Date('2026-03-02T09:00:00Z');
const MARCH = 'from=2026-03-01&to=2026-03-31';
const AMOUNT = PAYMENT_EXPORT_COLUMNS.indexOf('Montant (€)');
const ORGANIZATION = PAYMENT_EXPORT_COLUMNS.indexOf('Organisation');

let world: AgreementWorld;
let first: string;
let large: string;
let other: string;

const recordOpen = async (agreementId: string, reference: string) => {
  const open = (await paymentsOf(world.db, agreementId)).find((p) => p.status === 'scheduled')!;
  const recorded = await send(world, 'admin', 'PUT', `/api/payments/${open.id}/record`, {
    reference,
  });
  expect(recorded.statusCode, recorded.body).toBe(200);
};

const payByOtherMeans = async (who: 'asso' | 'autre-asso') => {
  const organizationId = await organizationIdOf(world.db, `${who}@espaces.test`);
  const changed = await patchAs(world, who, `/api/organizations/${organizationId}/payment-type`, {
    paymentType: 'other',
  });
  expect(changed.statusCode).toBe(200);
};

beforeAll(async () => {
  world = await createAgreementWorld({ startAt: MARCH_MONDAY });
  await payByOtherMeans('asso');
  await payByOtherMeans('autre-asso');
  // 100 € paid, then half of one 50 € slot cancelled: a credit of 25 € refunded.
  const signed = await createSignedAgreement(world, [2, 3]);
  first = signed.agreementId;
  await recordOpen(first, 'Virement 118');
  await cancelSlotsOf(world.db, signed.bookings[0]!.id, {
    cancelledByOrganizationToBePartiallyPaid: true,
  });
  await world.db.transaction((tx) => reschedulePayments(tx, first, MARCH_MONDAY));
  await recordOpen(first, '=SOMME(A1)');
  // An open instalment given cents and thousands before it is paid.
  large = (await createSignedAgreement(world, [4])).agreementId;
  await world.db
    .update(payments)
    .set({ amountCents: 1_234_567 })
    .where(eq(payments.agreementId, large));
  await recordOpen(large, 'Mandat 7');
  other = (await createSignedAgreement(world, [5], 'autre-asso')).agreementId;
  await recordOpen(other, 'Virement 9');
});
afterAll(() => world.close());

const exported = async (who: Who, query = MARCH) => {
  const response = await send(world, who, 'GET', `/api/payments/export?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...rows] = readCsv(response.body);
  expect(header).toEqual([...PAYMENT_EXPORT_COLUMNS]);
  return rows;
};

describe('GET /api/payments/export', () => {
  it('writes every payment and refunded credit of the period, to the cent', async () => {
    const response = await send(world, 'asso', 'GET', `/api/payments/export?${MARCH}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'filename="paiements-2026-03-01-au-2026-03-31.csv"',
    );
    const [organization] = await world.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, await organizationIdOf(world.db, 'asso@espaces.test')));
    const [facility] = await world.db
      .select()
      .from(facilities)
      .where(eq(facilities.id, world.facilityId));
    const rows = await exported('asso');
    expect(rows.map((row) => row[AMOUNT])).toEqual(['100,00', '-25,00', '12345,67']);
    expect(rows[0]).toEqual([
      '02/03/2026',
      '2026-000001',
      'Paiement',
      organization!.name,
      organization!.siret ?? '',
      organization!.siret ? '' : organization!.rna,
      await referenceOf(world.db, first),
      'mars 2026',
      '100,00',
      'Autre moyen (mandat administratif ou virement)',
      'Virement 118',
      facility!.name,
      facility!.uai.toUpperCase(),
    ]);
    expect(rows[1]).toMatchObject({ 1: '2026-000002', 2: 'Avoir remboursé', 10: "'=SOMME(A1)" });
    expect(rows[2]![6]).toBe(await referenceOf(world.db, large));
  });

  it('takes the current month by default, and leaves out what was paid outside the period', async () => {
    expect(await exported('asso', '')).toHaveLength(3);
    expect(await exported('asso', 'from=2026-04-01&to=2026-04-30')).toEqual([]);
    expect(await exported('asso', 'from=2026-03-02&to=2026-03-02')).toHaveLength(3);
    expect(await exported('asso', 'from=2026-03-03&to=2026-03-31')).toEqual([]);
  });

  it('gives each role the payments it sees in the list, never another organisation’s', async () => {
    const otherName = (await exported('autre-asso')).map((row) => row[ORGANIZATION]);
    expect(otherName).toHaveLength(1);
    const own = await exported('asso');
    expect(own.map((row) => row[ORGANIZATION])).not.toContain(otherName[0]);
    expect(await exported('admin')).toHaveLength(4);
    expect(await exported('central')).toHaveLength(4);
    // A filter narrows the scope, never widens it.
    const otherId = await organizationIdOf(world.db, 'autre-asso@espaces.test');
    expect(await exported('asso', `${MARCH}&agreement.organization.id=${otherId}`)).toEqual([]);
    expect(await exported('admin', `${MARCH}&agreement.id[]=${large}`)).toHaveLength(1);
    const [{ reference } = { reference: null }] = await world.db
      .select({ reference: agreements.reference })
      .from(agreements)
      .where(eq(agreements.id, large));
    const byReference = `${MARCH}&agreement.reference=${reference!.toLowerCase()}`;
    expect(await exported('admin', byReference)).toHaveLength(1);
    expect(await exported('autre-asso', byReference)).toEqual([]);
    for (const who of ['validateur', 'superviseur'] as const) {
      expect((await send(world, who, 'GET', `/api/payments/export?${MARCH}`)).statusCode).toBe(403);
    }
    expect((await send(world, 'anonyme', 'GET', '/api/payments/export')).statusCode).toBe(401);
  });

  it.each([
    ['from=2026-03-31&to=2026-03-01', 'to', 'La fin de la période doit être le même jour'],
    ['from=10000-01-01&to=10000-01-31', 'from', 'Le début de la période doit être une date'],
    ['from=2026-03-01%00&to=2026-03-31', 'from', 'Le début de la période doit être une date'],
    ['from=2026-01-01&to=2027-01-02', 'to', 'La période dure au plus 366\u00a0jours.'],
    ['from=2026-03-01', 'to', 'Indiquez le début et la fin de la période'],
    [`${MARCH}&agreement.id=x`, 'agreement.id', ''],
    [
      `${MARCH}&agreement.reference=CONV%00`,
      'agreement.reference',
      'La référence de la convention',
    ],
  ])('refuses %s with a French violation', async (query, path, message) => {
    const response = await send(world, 'central', 'GET', `/api/payments/export?${query}`);
    expect(response.statusCode).toBe(422);
    const violation = violationsOf(response).find((v) => v.propertyPath.startsWith(path));
    expect(violation?.message).toContain(message);
  });
});
