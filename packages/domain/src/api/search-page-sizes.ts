/**
 * The search's page sizes, alone in their module: the web app's entry asks for the
 * first results with them, and takes every module it imports into the home
 * page's code. search.ts builds the API contract on them.
 */

export const SEARCH_ITEMS_PER_PAGE = 30;
export const SEARCH_MAX_ITEMS_PER_PAGE = 100;
/** `pagination=false` feeds the map: every matching place, up to this many. */
export const SEARCH_MAP_LIMIT = 2000;
