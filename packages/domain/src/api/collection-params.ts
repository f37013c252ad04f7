import { z } from 'zod';
import { instantField, queryList, relationIdFilter } from './fields.ts';
import { idFromIri } from './iri.ts';
import { INVALID_ID } from '../messages.ts';
import { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE } from './collection-page-sizes.ts';

/**
 * Query parameters of the Hydra collections (docs/api.md#collections-and-filters): the server
 * validates them with these schemas and the web builds its queries against their input types, so
 * both read one contract.
 */

export { DEFAULT_ITEMS_PER_PAGE, MAX_ITEMS_PER_PAGE };

/** `a=x` or `a[]=x&a[]=y` both arrive as a list. */
export const listParam = queryList(z.string());

/** A list of known values (statuses, profiles), each unknown one refused with `message`. */
export const enumListParam = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
) => listParam.pipe(z.array(z.enum(values, { message })));

/** A relation filter takes an IRI or a bare id (docs/api.md#resources-and-iris). */
export const idListParam = queryList(relationIdFilter(INVALID_ID));

/**
 * The shared territory filter may say `none` (docs/routes.md#page-flows): no territory filter then.
 */
export const territoryListParam = listParam
  .pipe(
    z.array(
      z.string().transform((value, ctx) => {
        if (value === 'none') return null;
        const id = idFromIri(value);
        if (!id) ctx.addIssue({ code: 'custom', message: INVALID_ID });
        return id ?? '';
      }),
    ),
  )
  .transform((ids) => ids.filter((id): id is string => id !== null));

/**
 * The shared filter (facility, territory, facility type) on a place's facility,
 * under the booking list's names, `a` and `a[]` alike: bookings and indicators read it.
 */
export const placeFacilityFilterFields = {
  'place.facility.id': idListParam.optional(),
  'place.facility.id[]': idListParam.optional(),
  'place.facility.territory.id': territoryListParam.optional(),
  'place.facility.territory.id[]': territoryListParam.optional(),
  'place.facility.facilityType.id': idListParam.optional(),
  'place.facility.facilityType.id[]': idListParam.optional(),
};

/** `x[before]`, `x[after]`: an instant of the years the application knows (fields.ts). */
export const dateParam = instantField.transform((value) => new Date(value));

export const orderParam = z.enum(['asc', 'desc']);

export const paginationQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  itemsPerPage: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_ITEMS_PER_PAGE)
    .default(DEFAULT_ITEMS_PER_PAGE),
  pagination: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type Pagination = z.infer<typeof paginationQuery>;
