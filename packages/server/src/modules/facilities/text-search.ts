// Moved to db/text-search.ts (shared by every module); kept because modules/search still
// imports it from here.
export { containsText } from '../../db/text-search.ts';
