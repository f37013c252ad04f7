import { Pagination } from '@mantine/core';

const CONTROL_LABELS = {
  first: 'Première page',
  previous: 'Page précédente',
  next: 'Page suivante',
  last: 'Dernière page',
} as const;

/**
 * Pagination of a long list (docs/api.md#collections-and-filters), with French names for its
 * buttons; none for one page.
 */
export function ListPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
      getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
    />
  );
}
