import { z } from 'zod';
import { checkIndicatorPeriod, indicatorPeriodFields } from '@espaces/domain/api/indicators';
import { idListParam, placeFacilityFilterFields } from '@espaces/domain/api/collection-params';

/**
 * GET /api/indicators: the period and the shared filter under the booking list's
 * names (`a` and `a[]` alike), plus the place type.
 */
export const indicatorsQuery = z
  .object({
    ...indicatorPeriodFields,
    ...placeFacilityFilterFields,
    'place.placeType.id': idListParam.optional(),
    'place.placeType.id[]': idListParam.optional(),
  })
  .superRefine(checkIndicatorPeriod);
export type IndicatorsQuery = z.infer<typeof indicatorsQuery>;
