import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { Pagination } from '@espaces/domain/api/collection-params';
import type { TextParts } from './answer-serializer.ts';

/**
 * `a` and `a[]` both filter on the same relation (docs/api.md#collections-and-filters): one list,
 * or none if neither.
 */
export function mergedIds(...lists: (string[] | undefined)[]): string[] | undefined {
  const present = lists.filter((list): list is string[] => list !== undefined);
  return present.length === 0 ? undefined : [...new Set(present.flat())];
}

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
  // The request's other parameters, encoded once for the three to five links; `page` last.
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const others = params.size === 0 ? '' : `${params.toString()}&`;
  const link = (page: number) => `${path}?${others}page=${page}`;
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

/**
 * The same collection as JSON text, its members already written as a JSON array (by
 * PostgreSQL), or the pieces of the members' text between the brackets, commas included: the
 * envelope is stringified with no member, then the members take the place of its empty list
 * (the first one: « @id » and « @type » come before it). In parts, the members' text between
 * the envelope's two halves, so that the answer's bytes are written from them without first
 * copying the whole text into one string (writtenAnswer).
 */
export function hydraCollectionJson(
  path: string,
  query: Record<string, unknown>,
  members: string | readonly string[],
  totalItems: number,
  pagination: Pagination,
): TextParts {
  const envelope = JSON.stringify(hydraCollection(path, query, [], totalItems, pagination));
  const emptyList = envelope.indexOf(EMPTY_MEMBERS) + EMPTY_MEMBERS.length - 2;
  const [head, tail] = [envelope.slice(0, emptyList), envelope.slice(emptyList + 2)];
  return typeof members === 'string' ? [head, members, tail] : [`${head}[`, members, `]${tail}`];
}

const EMPTY_MEMBERS = '"hydra:member":[]';
