import { z } from 'zod';
import { checkIndicatorPeriod, indicatorPeriodFields } from '@espaces/domain/api/indicators';
import { idListParam, placeFacilityFilterFields } from '@espaces/domain/api/collection-params';

/** The shared filter under the booking list's names (`a` and `a[]` alike), plus the place type. */
const filterFields = {
  ...placeFacilityFilterFields,
  'place.placeType.id': idListParam.optional(),
  'place.placeType.id[]': idListParam.optional(),
};

/** GET /api/indicators: the period and the filter. */
export const indicatorsQuery = z
  .object({ ...indicatorPeriodFields, ...filterFields })
  .superRefine(checkIndicatorPeriod);
export type IndicatorsQuery = z.infer<typeof indicatorsQuery>;

/** GET /api/indicators/campaigns/{id}: the filter only, the campaign being its own period. */
export const campaignIndicatorsQuery = z.object(filterFields);
export type FilterQuery = z.infer<typeof campaignIndicatorsQuery>;
