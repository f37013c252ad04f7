import { z } from 'zod';
import { calendarDateField, namedRef } from './fields.ts';
import { INDICATOR_MESSAGES, periodProblemMessage } from '../indicators/indicator-messages.ts';
import { periodProblem } from '../indicators/indicator-period.ts';

/**
 * GET /api/indicators (docs/indicators.md): how the places in the asker's scope were used over a
 * period of Paris calendar days (`from`, `to`, both included). Durations in minutes, rates in [0,
 * 1] or null when nothing opened.
 */

/** The period fields of a query; both optional (the school year of today by default). */
export const indicatorPeriodFields = {
  from: calendarDateField(INDICATOR_MESSAGES.periodStartFormat).optional(),
  to: calendarDateField(INDICATOR_MESSAGES.periodEndFormat).optional(),
};

/** The period of a query: both days or neither, the end on or after the start, 366 days at most. */
export function checkIndicatorPeriod(
  period: { from?: string | undefined; to?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (!period.from !== !period.to) {
    const path = [period.from ? 'to' : 'from'];
    context.addIssue({ code: 'custom', path, message: INDICATOR_MESSAGES.periodIncomplete });
  }
  if (!period.from || !period.to) return;
  const message = periodProblemMessage(periodProblem({ from: period.from, to: period.to }));
  if (message !== undefined) context.addIssue({ code: 'custom', path: ['to'], message });
}

const minutes = z.number();
const rate = z.number().nullable();

export const requestFiguresSchema = z.object({
  received: z.number().int(),
  approved: z.number().int(),
  counterProposed: z.number().int(),
  rejected: z.number().int(),
  withdrawn: z.number().int(),
  medianDecisionMinutes: minutes.nullable(),
});
export type RequestFigures = z.infer<typeof requestFiguresSchema>;

export const usageFiguresSchema = z.object({
  openedMinutes: minutes,
  bookedMinutes: minutes,
  occupancyRate: rate,
  organizations: z.number().int(),
  requests: requestFiguresSchema,
});
export type UsageFigures = z.infer<typeof usageFiguresSchema>;

/**
 * Payments of the period's months in cents (docs/indicators.md#figures, FIGURE_DEFINITIONS): by
 * facility, territory and in total, never by place (a payment is an agreement's month, for all its
 * places); null when a place type filter is on, since a payment cannot be split by place.
 */
export const amountFiguresSchema = z.object({
  invoicedCents: z.number().int(),
  paidCents: z.number().int(),
  dueCents: z.number().int(),
});
export type AmountFigures = z.infer<typeof amountFiguresSchema>;
const withAmounts = usageFiguresSchema.extend({ amounts: amountFiguresSchema.nullable() });

export const CANCELLERS = ['organization', 'facility', 'central', 'unknown'] as const;
export const CANCELLATION_CONDITIONS = [
  'not_to_be_paid',
  'fully_paid',
  'partially_paid',
  'none',
] as const;

export const indicatorsSchema = z.object({
  '@id': z.string(),
  '@type': z.literal('Indicators'),
  period: z.object({ from: z.string(), to: z.string() }),
  totals: withAmounts,
  territories: z.array(withAmounts.extend({ territory: namedRef })),
  facilities: z.array(withAmounts.extend({ facility: namedRef, territory: namedRef })),
  places: z.array(usageFiguresSchema.extend({ place: namedRef, facility: namedRef })),
  months: z.array(
    z.object({
      month: z.string(),
      openedMinutes: minutes,
      bookedMinutes: minutes,
      occupancyRate: rate,
    }),
  ),
  heatmap: z.array(
    z.object({
      weekDay: z.number().int(),
      hour: z.number().int(),
      openedMinutes: minutes,
      bookedMinutes: minutes,
      occupancyRate: rate,
    }),
  ),
  organizations: z.array(
    z.object({ organization: namedRef, bookedMinutes: minutes, slots: z.number().int() }),
  ),
  cancellations: z.array(
    z.object({
      cancelledBy: z.enum(CANCELLERS),
      condition: z.enum(CANCELLATION_CONDITIONS),
      slots: z.number().int(),
      minutes,
    }),
  ),
});
export type Indicators = z.infer<typeof indicatorsSchema>;
