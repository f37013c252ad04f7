import { describe, expect, it } from 'vitest';
import {
  onlineStatusOfResult,
  payfipDebtReference,
  payfipObject,
  treasuryReferenceLabel,
  treasuryTransactionInstant,
} from './online-payment.ts';

describe('PayFiP operations (docs/payments.md#online-payment-payfip)', () => {
  it('reads the treasury’s result codes: paid by card or debit, refused, abandoned', () => {
    expect(['P', 'V', 'R', 'Z', 'A', 'X', ''].map(onlineStatusOfResult)).toEqual([
      'paid',
      'paid',
      'refused',
      'refused',
      'abandoned',
      null,
      null,
    ]);
  });

  it('gives an instalment one debt reference of 30 letters and digits', () => {
    const reference = payfipDebtReference('0a1b2c3d-0000-4000-8000-000000000a01');
    expect(reference).toBe('EP0A1B2C3D00004000800000000000');
    expect(reference).toMatch(/^[A-Z0-9]{6,30}$/);
  });

  it('writes the object in letters, digits and spaces, 100 at most', () => {
    expect(payfipObject('Convention CONV-2026-0042 échéance « mars » d’été & co')).toBe(
      'Convention CONV 2026 0042 echeance mars d ete co',
    );
    expect(payfipObject('a'.repeat(150))).toHaveLength(100);
  });

  it('reads the transaction’s date and time as Paris wall clock, refusing malformed ones', () => {
    expect(treasuryTransactionInstant('29112026', '1704')?.toISOString()).toBe(
      '2026-11-29T16:04:00.000Z',
    );
    expect(treasuryTransactionInstant('01072026', '0930')?.toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
    expect(treasuryTransactionInstant('2026-11-29', '1704')).toBeNull();
    expect(treasuryTransactionInstant('32132026', '1704')).toBeNull();
    expect(treasuryTransactionInstant('29112026', '2561')).toBeNull();
  });

  it('puts the treasury’s transaction number and date on the receipt', () => {
    expect(treasuryReferenceLabel('100001', '29112026', '1704')).toBe(
      'PayFiP n°\u00a0100001 du 29/11/2026 à 17:04',
    );
  });
});
