/** The `page` of a list's query string: a positive integer, the first page otherwise. */
export function pageFromQuery(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}
