import { describe, expect, it } from 'vitest';
import { readCsv } from '../csv/csv.test-support.ts';
import {
  PAYMENT_EXPORT_COLUMNS,
  paymentExportCsv,
  paymentExportFileName,
  type PaymentMovement,
} from './payment-export.ts';

const paid: PaymentMovement = {
  // 23:30 UTC on 31 March is already 1 April in Paris.
  paidAt: new Date('2026-03-31T23:30:00Z'),
  receiptNumber: '2026-000012',
  organizationName: 'Club Alpha',
  siret: '123 456 789 00012',
  rna: null,
  agreementReference: 'CONV-2026-0042',
  month: '2026-03',
  amountCents: 1_234_567,
  paidWith: 'card',
  cardLast4: '4242',
  reference: 'ch_81',
  facilityName: 'Lycée Ampère',
  uai: '0690001a',
};

describe('paymentExportCsv', () => {
  it('writes one line per movement under its header: Paris day, euros to the cent, credits negative', () => {
    const credit = { ...paid, amountCents: -2_501, siret: null, rna: 'w691234567' };
    const rows = readCsv(paymentExportCsv([paid, { ...credit, paidWith: 'other' as const }]));
    expect(rows[0]).toEqual([...PAYMENT_EXPORT_COLUMNS]);
    expect(rows[1]).toEqual([
      '01/04/2026',
      '2026-000012',
      'Paiement',
      'Club Alpha',
      '12345678900012',
      '',
      'CONV-2026-0042',
      'mars 2026',
      '12345,67',
      'Carte bancaire ••••\u00a04242',
      'ch_81',
      'Lycée Ampère',
      '0690001A',
    ]);
    expect(rows[2]).toMatchObject({ 2: 'Avoir remboursé', 4: '', 5: 'W691234567', 8: '-25,01' });
    expect(rows[2]![9]).toBe('Autre moyen (mandat administratif ou virement)');
  });

  it('writes a typed reference that would be a formula as text', () => {
    expect(readCsv(paymentExportCsv([{ ...paid, reference: '=1+1' }]))[1]![10]).toBe("'=1+1");
  });

  it('names the file after the period', () => {
    expect(paymentExportFileName({ from: '2026-03-01', to: '2026-03-31' })).toBe(
      'paiements-2026-03-01-au-2026-03-31.csv',
    );
  });
});
