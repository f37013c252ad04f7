/**
 * The collections' page sizes (docs/api.md#collections-and-filters), alone in their module: web
 * pages that only need the number (the booking list) would otherwise load zod and every schema of
 * collection-params.ts, ≈ 26 kB gzip evaluated before their first paint.
 */

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;
