import { z } from 'zod';
import type { HydraCollection } from '@espaces/domain/api/hydra';
import { instantField, queryList, relationIdFilter } from '@espaces/domain/api/fields';
import { idFromIri } from '@espaces/domain/api/iri';

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;

/** `a=x` or `a[]=x&a[]=y` both arrive as a list. */
export const listParam = queryList(z.string());

/** `a` and `a[]` both filter on the same relation (DESIGN §4): one list, or none if neither. */
export function mergedIds(...lists: (string[] | undefined)[]): string[] | undefined {
  const present = lists.filter((list): list is string[] => list !== undefined);
  return present.length === 0 ? undefined : [...new Set(present.flat())];
}

/** A relation filter takes an IRI or a bare id (DESIGN §4). */
export const idListParam = queryList(relationIdFilter('Identifiant invalide.'));

/** The shared territory filter may say `none` (SPEC §2): no territory filter then. */
export const territoryListParam = listParam
  .pipe(
    z.array(
      z.string().transform((value, ctx) => {
        if (value === 'none') return null;
        const id = idFromIri(value);
        if (!id) ctx.addIssue({ code: 'custom', message: 'Identifiant invalide.' });
        return id ?? '';
      }),
    ),
  )
  .transform((ids) => ids.filter((id): id is string => id !== null));

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

export function pageWindow(pagination: Pagination): { limit: number | undefined; offset: number } {
  if (!pagination.pagination) return { limit: undefined, offset: 0 };
  return {
    limit: pagination.itemsPerPage,
    offset: (pagination.page - 1) * pagination.itemsPerPage,
  };
}

/** Hydra collection with its partial view links, keeping the request's other parameters. */
export function hydraCollection<T>(
  path: string,
  query: Record<string, unknown>,
  members: T[],
  totalItems: number,
  pagination: Pagination,
): HydraCollection<T> {
  const result: HydraCollection<T> = {
    '@id': path,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': totalItems,
  };
  if (!pagination.pagination) return result;
  const lastPage = Math.max(1, Math.ceil(totalItems / pagination.itemsPerPage));
  const link = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (key === 'page' || value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    }
    params.set('page', String(page));
    return `${path}?${params.toString()}`;
  };
  result['hydra:view'] = {
    '@id': link(pagination.page),
    '@type': 'hydra:PartialCollectionView',
    'hydra:first': link(1),
    'hydra:last': link(lastPage),
    ...(pagination.page > 1
      ? { 'hydra:previous': link(Math.min(pagination.page - 1, lastPage)) }
      : {}),
    ...(pagination.page < lastPage ? { 'hydra:next': link(pagination.page + 1) } : {}),
  };
  return result;
}
