/** Lists the browser holds whole (a facility's wishes, the scope's facilities), found and paged here. */

const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether `text` holds what was typed, case and accents aside. */
export const matchesSearch = (text: string, search: string): boolean =>
  comparable(text).includes(comparable(search.trim()));

/** One page of `items` (the page asked for may be past the last one) and the number of pages. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, pageCount);
  return {
    items: items.slice((current - 1) * perPage, current * perPage),
    page: current,
    pageCount,
  };
}
