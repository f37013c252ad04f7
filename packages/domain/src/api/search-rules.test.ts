import { describe, expect, it } from 'vitest';
import { placeSearchQuerySchema } from './search.ts';
import { availabilityIssues, type AvailabilityCriterion } from './search-rules.ts';

/** The violations the API answers for a query, as field and message, in its order. */
function apiIssues(criterion: AvailabilityCriterion) {
  const query = Object.fromEntries(
    Object.entries(criterion).filter(([, value]) => value !== undefined),
  );
  const issues = placeSearchQuerySchema.safeParse(query).error?.issues ?? [];
  return issues.map((issue) => ({ field: issue.path[0], message: issue.message }));
}

const DAYS = [
  undefined,
  '2026-11-30',
  '2028-02-29',
  '2027-02-29',
  '2026-13-01',
  '1999-12-31',
  '2101-01-01',
  '30/11/2026',
  '2026-1-5',
];
const TIMES = [undefined, '09:00', '10:30', '23:59', '00:00', '24:00', '9:00', '12:6'];

describe('« disponible le » without zod', () => {
  it('answers what the API answers, message for message and in the same order', () => {
    for (const availableOn of DAYS) {
      for (const startTime of TIMES) {
        for (const endTime of TIMES) {
          const criterion = { availableOn, startTime, endTime };
          expect(availabilityIssues(criterion), JSON.stringify(criterion)).toEqual(
            apiIssues(criterion),
          );
        }
      }
    }
  });

  it('asks for the missing fields and an end after the start', () => {
    expect(availabilityIssues({ startTime: '10:00' })).toEqual([
      {
        field: 'availableOn',
        message: 'Indiquez la date à laquelle l’espace doit être disponible.',
      },
      { field: 'endTime', message: 'Indiquez l’heure de fin.' },
    ]);
    expect(
      availabilityIssues({ availableOn: '2026-11-30', startTime: '10:00', endTime: '10:00' }),
    ).toEqual([{ field: 'endTime', message: 'L’heure de fin doit être après l’heure de début.' }]);
    expect(availabilityIssues({})).toEqual([]);
  });
});
