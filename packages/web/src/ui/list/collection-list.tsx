import type { HydraCollection } from '@espaces/domain/api/hydra';
import { Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageLoader } from '../page-loader.tsx';
import { ListPagination } from './list-pagination.tsx';
import { countOf } from '@espaces/domain/locale/french';

interface CollectionListProps<Item> {
  collection: UseQueryResult<HydraCollection<Item>>;
  perPage: number;
  /** The page asked for in the query string (it may be past the last one). */
  page: number;
  onPageChange: (page: number) => void;
  /** How to count the items: « 1 établissement », « 12 établissements ». */
  itemName: { one: string; other: string };
  errorMessage: string;
  emptyMessage: string;
  children: (items: Item[]) => ReactNode;
}

/**
 * One page of a filtered list: the loader, the failure, the total, the empty state or the
 * items, and the pagination. The previous page stays, faded, while the next one loads.
 */
export function CollectionList<Item>({
  collection,
  perPage,
  page,
  onPageChange,
  itemName,
  errorMessage,
  emptyMessage,
  children,
}: CollectionListProps<Item>) {
  if (collection.isPending) return <PageLoader />;
  if (collection.isError) return <Text role="alert">{errorMessage}</Text>;

  const total = collection.data['hydra:totalItems'];
  const items = collection.data['hydra:member'];
  const pageCount = Math.max(1, Math.ceil(total / perPage));
  return (
    <>
      <Text aria-live="polite" fw={500}>
        {countOf(total, itemName)}
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed">{emptyMessage}</Text>
      ) : (
        <div style={{ opacity: collection.isPlaceholderData ? 0.6 : 1 }}>{children(items)}</div>
      )}
      <ListPagination total={pageCount} value={Math.min(page, pageCount)} onChange={onPageChange} />
    </>
  );
}
