/**
 * The collections' page sizes (DESIGN §4), alone in their module: web pages that only need the
 * number (the booking list) would otherwise load zod and every schema of collection-params.ts,
 * ≈ 26 kB gzip evaluated before their first paint (issue 16 item 5).
 */

export const DEFAULT_ITEMS_PER_PAGE = 30;
export const MAX_ITEMS_PER_PAGE = 100;
