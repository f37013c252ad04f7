import type { HydraCollection } from '@espaces/domain/api/hydra';
import type { PlaceSummary } from '@espaces/domain/api/search';
import { Card, Skeleton, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { ListPagination } from '../../../ui/list/list-pagination.tsx';
import { PlaceResultCard, placeCardId } from './place-result-card.tsx';
import { countOf, plural } from '@espaces/domain/locale/french';

interface SearchResultsProps {
  results: HydraCollection<PlaceSummary> | undefined;
  isPending: boolean;
  isError: boolean;
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  selectedId: string | null;
  onHighlight: (placeId: string | null) => void;
}

/** The list of /recherche: every place is reachable from here, map or not (RGAA). */
export function SearchResults({
  results,
  isPending,
  isError,
  page,
  pageCount,
  onPageChange,
  selectedId,
  onHighlight,
}: SearchResultsProps) {
  const members = results?.['hydra:member'];
  const total = results?.['hydra:totalItems'] ?? 0;

  // A marker chosen on the map: bring its card into view and move the focus there.
  useEffect(() => {
    if (selectedId === null) return;
    const card = document.getElementById(placeCardId(selectedId));
    card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    card?.focus({ preventScroll: true });
  }, [selectedId, members]);

  if (isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Chargement des résultats">
        {[0, 1, 2].map((index) => (
          <Card key={index} withBorder padding="md">
            <Skeleton height={22} width="60%" mb="sm" />
            <Skeleton height={14} width="40%" mb={6} />
            <Skeleton height={14} width="80%" mb={6} />
            <Skeleton height={14} width="30%" />
          </Card>
        ))}
      </Stack>
    );
  }
  if (isError || members === undefined) {
    return <Text role="alert">Les résultats n’ont pas pu être chargés.</Text>;
  }
  return (
    <Stack gap="sm">
      <Text aria-live="polite" fw={500}>
        {total === 0
          ? 'Aucun espace ne correspond à votre recherche.'
          : `${countOf(total, 'espace')} ${plural(total, 'trouvé')}`}
      </Text>
      {members.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {members.map((place) => (
            <li key={place.id}>
              <PlaceResultCard
                place={place}
                selected={place.id === selectedId}
                onHighlight={onHighlight}
              />
            </li>
          ))}
        </Stack>
      )}
      <ListPagination total={pageCount} value={page} onChange={onPageChange} />
    </Stack>
  );
}
