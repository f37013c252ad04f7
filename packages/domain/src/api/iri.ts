/**
 * IRIs (docs/api.md#resources-and-iris): `/api/{collection}/{id}`; query parameters also accept the
 * bare id.
 */
export const iri = (collection: string, id: string): string => `/api/${collection}/${id}`;

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id named by an IRI or a bare id, or null when it names none. */
export function idFromIri(value: string): string | null {
  return UUID.exec(value)?.[0]?.toLowerCase() ?? null;
}
