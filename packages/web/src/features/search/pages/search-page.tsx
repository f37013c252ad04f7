import { SEARCH_ITEMS_PER_PAGE } from '@espaces/domain/api/search-page-sizes';
import { Box, Button, Grid, Group, Paper, Skeleton, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppConfig } from '../../../api/config.ts';
import { pageFromQuery } from '../../../lib/page-param.ts';
import { PlacesMap } from '../../../ui/map/lazy-places-map.tsx';
import type { MapPlace } from '../../../ui/map/places-map.tsx';
import { Page } from '../../../ui/page.tsx';
import { useFilterOptions, useMapPlaces, usePlaceSearch } from '../api/search-api.ts';
import { SearchFiltersPanel } from '../components/search-filters-panel.tsx';
import { SearchResults } from '../components/search-results.tsx';
import { filterOptionsOf } from '../lib/filter-options.ts';
import { filtersFromQuery, filtersToQuery, type SearchFilters } from '../lib/search-filters.ts';

const MAP_ID = 'carte-des-resultats';

/** /recherche (auth-search: anyone): filters, results and their map, kept in sync. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromQuery(params);
  const page = pageFromQuery(params);
  const filtersKey = filtersToQuery(filters).toString();
  const results = usePlaceSearch(filters, page);
  // The cards render in a transition, just after the rest of the page: React then splits their
  // render into short tasks instead of one that blocks the page (Lighthouse's TBT). The initial
  // values keep them out of the first render when the answer asked for at start (main.tsx) is
  // already in: the heading would otherwise wait for thirty cards (Lighthouse's LCP).
  const shownResults = useDeferredValue(results.data, undefined);
  const resultsPending = useDeferredValue(results.isPending, true);
  const resultsFailed = useDeferredValue(results.isError, false);
  const mapResults = useMapPlaces(filters);
  const allPlaces = useFilterOptions();
  const { mapTileUrl } = useAppConfig();
  const [mapShown, setMapShown] = useState(true);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const options = useMemo(() => filterOptionsOf(allPlaces.data ?? []), [allPlaces.data]);
  const markers = useMemo<MapPlace[]>(
    () =>
      (mapResults.data ?? []).map((place) => ({
        id: place.id,
        name: place.name,
        description: `${place.facility.name}, ${place.facility.city}`,
        latitude: place.facility.latitude,
        longitude: place.facility.longitude,
        href: `/espace/${place.id}`,
      })),
    [mapResults.data],
  );
  const total = shownResults?.['hydra:totalItems'] ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SEARCH_ITEMS_PER_PAGE));

  const apply = (next: SearchFilters) => {
    setSelectedId(null);
    setParams(filtersToQuery(next));
  };
  const changePage = (nextPage: number) => setParams(filtersToQuery(filters, { page: nextPage }));
  // The map holds every result in the list's order: a marker's place is on the page its rank gives.
  const selectOnMap = (placeId: string) => {
    const rank = (mapResults.data ?? []).findIndex((place) => place.id === placeId);
    const placePage = rank < 0 ? page : Math.floor(rank / SEARCH_ITEMS_PER_PAGE) + 1;
    if (placePage !== page) changePage(placePage);
    setSelectedId(placeId);
  };

  return (
    <Page
      title="Rechercher un espace"
      lead="Trouvez un gymnase, une salle ou un terrain disponible près de chez vous."
    >
      <Paper withBorder p="md" component="section" aria-labelledby="filtres-titre">
        <Title order={2} size="h3" id="filtres-titre" mb="sm">
          Filtres
        </Title>
        <SearchFiltersPanel
          key={filtersKey}
          filters={filters}
          options={options}
          optionsLoading={allPlaces.isPending}
          onApply={apply}
        />
      </Paper>

      <Box component="section" aria-labelledby="resultats-titre">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h3" id="resultats-titre">
            Résultats
          </Title>
          <Button
            variant="default"
            aria-expanded={mapShown}
            aria-controls={MAP_ID}
            onClick={() => setMapShown((shown) => !shown)}
          >
            {mapShown ? 'Masquer la carte' : 'Afficher la carte'}
          </Button>
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: mapShown ? 6 : 12 }}>
            <SearchResults
              results={shownResults}
              isPending={resultsPending}
              isError={resultsFailed}
              page={page}
              pageCount={pageCount}
              onPageChange={changePage}
              selectedId={selectedId}
              onHighlight={setHighlightedId}
            />
          </Grid.Col>
          {mapShown && (
            <Grid.Col span={{ base: 12, md: 6 }} id={MAP_ID}>
              <Box pos="sticky" top={16}>
                {mapResults.isPending ? (
                  <Skeleton height={520} role="status" aria-label="Chargement de la carte" />
                ) : (
                  <PlacesMap
                    label="Carte des espaces trouvés"
                    tileUrl={mapTileUrl}
                    places={markers}
                    highlightedId={highlightedId}
                    onSelect={selectOnMap}
                    height={520}
                  />
                )}
              </Box>
            </Grid.Col>
          )}
        </Grid>
      </Box>
    </Page>
  );
}
