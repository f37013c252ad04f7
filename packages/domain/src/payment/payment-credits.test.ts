import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planCredits, refundableToCard, type CreditRow } from './payment-credits.ts';
import { STORED_PAYMENT_STATUSES } from './payment-statuses.ts';

const row = (
  id: string,
  month: string,
  amountCents: number,
  status: CreditRow['status'] = 'scheduled',
  paid: Partial<CreditRow> = {},
): CreditRow => ({ id, month, amountCents, status, ...paid });

const byTransfer = { paidWith: 'other', paymentReference: 'VIR-1' } as const;
const byCard = { paidWith: 'card', paymentReference: 'ch_1' } as const;

describe('planCredits', () => {
  it('imputes a January credit on the open February instalment, which asks that much less', () => {
    const plan = planCredits([
      row('jan', '2027-01', 5000, 'paid', byTransfer),
      row('credit', '2027-01', -2000),
      row('feb', '2027-02', 5000),
    ]);
    expect(plan.imputations).toEqual([
      {
        creditId: 'credit',
        creditMonth: '2027-01',
        paymentId: 'feb',
        paymentMonth: '2027-02',
        cents: 2000,
      },
    ]);
    expect(plan.imputedOn).toEqual(new Map([['feb', 2000]]));
    expect(plan.leftToRefund.size).toBe(0);
  });

  it('carries a credit larger than the next instalment over to the following one', () => {
    const plan = planCredits([
      row('jan', '2027-01', 9000, 'paid', byTransfer),
      row('credit', '2027-01', -8000),
      row('feb', '2027-02', 5000),
      row('mar', '2027-03', 5000),
    ]);
    expect(plan.imputedOn).toEqual(
      new Map([
        ['feb', 5000],
        ['mar', 3000],
      ]),
    );
    expect(plan.leftToRefund.size).toBe(0);
  });

  it('leaves the last month’s credit, and what no later instalment absorbs, for staff to refund', () => {
    const plan = planCredits([
      row('jan', '2027-01', 5000, 'paid', byTransfer),
      row('jan-credit', '2027-01', -3000),
      row('feb', '2027-02', 1000),
      row('feb-paid', '2027-03', 4000, 'paid', byTransfer),
      row('mar-credit', '2027-03', -1500),
    ]);
    expect(plan.imputedOn).toEqual(new Map([['feb', 1000]]));
    expect(plan.leftToRefund).toEqual(
      new Map([
        ['jan-credit', -2000],
        ['mar-credit', -1500],
      ]),
    );
  });

  it('never imputes on an earlier or the same month, nor a credit the card that paid takes back', () => {
    const rows = [
      row('jan', '2027-01', 5000),
      row('feb', '2027-02', 5000, 'paid', byCard),
      row('feb-credit', '2027-02', -2000),
      row('mar', '2027-03', 5000),
    ];
    expect(refundableToCard(rows[2]!, rows)).toBe(true);
    const plan = planCredits(rows);
    expect(plan.imputations).toEqual([]);
    expect(plan.leftToRefund.size).toBe(0);
  });

  it('imputes a credit whose month a card charge paid for less than the credit', () => {
    const rows = [
      row('feb', '2027-02', 1000, 'paid', byCard),
      row('feb-more', '2027-02', 4000, 'paid', byTransfer),
      row('feb-credit', '2027-02', -2000),
      row('mar', '2027-03', 5000),
    ];
    expect(refundableToCard(rows[2]!, rows)).toBe(false);
    expect(planCredits(rows).imputedOn).toEqual(new Map([['mar', 2000]]));
  });
});

// docs/payments.md#credits: whatever the rows, the plan keeps every cent. What the open
// instalments still ask plus what is left to refund equals their amounts plus the imputable
// credits; nothing asks below 0; every cent of a credit is imputed on a later open instalment or
// left to refund.
const months = ['2027-01', '2027-02', '2027-03', '2027-04', '2027-05'];
const rowArbitrary = fc.record({
  month: fc.constantFrom(...months),
  amountCents: fc.integer({ min: -20_000, max: 20_000 }).filter((cents) => cents !== 0),
  status: fc.constantFrom(...STORED_PAYMENT_STATUSES),
  paidWith: fc.constantFrom('card', 'other', 'online', 'credit') as fc.Arbitrary<
    CreditRow['paidWith']
  >,
});

describe('planCredits keeps every cent', () => {
  it('preserves the sums, asks nothing negative and imputes or leaves every cent', () => {
    fc.assert(
      fc.property(fc.array(rowArbitrary, { maxLength: 14 }), (drawn) => {
        const rows = drawn.map((r, index) => ({ ...r, id: `r${index}`, paymentReference: 'x' }));
        const plan = planCredits(rows);
        const open = rows.filter((r) => r.status === 'scheduled' || r.status === 'failed');
        const instalments = open.filter((r) => r.amountCents > 0);
        const imputable = open.filter((r) => r.amountCents < 0 && !refundableToCard(r, rows));
        const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

        const asks = instalments.map((r) => r.amountCents - (plan.imputedOn.get(r.id) ?? 0));
        expect(asks.every((cents) => cents >= 0)).toBe(true);
        expect(sum(asks) + sum([...plan.leftToRefund.values()])).toBe(
          sum(instalments.map((r) => r.amountCents)) + sum(imputable.map((r) => r.amountCents)),
        );
        for (const credit of imputable) {
          const imputed = plan.imputations.filter((i) => i.creditId === credit.id);
          const left = plan.leftToRefund.get(credit.id) ?? 0;
          expect(left).toBeLessThanOrEqual(0);
          expect(sum(imputed.map((i) => i.cents)) - left).toBe(-credit.amountCents);
          expect(imputed.every((i) => i.cents > 0 && i.paymentMonth > credit.month)).toBe(true);
        }
        // A credit is left to refund only when no later open instalment asks anything more.
        for (const [creditId] of plan.leftToRefund) {
          const credit = rows.find((r) => r.id === creditId)!;
          const later = instalments.filter((r) => r.month > credit.month);
          expect(later.every((r) => plan.imputedOn.get(r.id) === r.amountCents)).toBe(true);
        }
        const imputedIds = new Set(plan.imputations.map((i) => i.creditId));
        const refundable = open.filter((r) => r.amountCents < 0 && refundableToCard(r, rows));
        expect(refundable.some((r) => imputedIds.has(r.id))).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
