import { formatEuros } from '@espaces/domain/locale/format';
import { Anchor, Badge, Button, Group, Pagination, Select, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { Page } from '../../../ui/page.tsx';
import {
  PLACES_PER_PAGE,
  useFacilityOptions,
  usePlaces,
  usePlaceTypes,
  type PlaceFilters,
} from '../api/places-api.ts';
import { countOf } from '@espaces/domain/locale/french';

/** Filters and page live in the query string, so a list can be bookmarked and shared. */
function useFiltersFromQuery(): [PlaceFilters, (change: Partial<PlaceFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1');
  const filters: PlaceFilters = {
    facility: params.get('facility') || null,
    placeType: params.get('placeType') || null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  const change = (next: Partial<PlaceFilters>) => {
    const merged = { ...filters, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.facility !== null) query.set('facility', merged.facility);
    if (merged.placeType !== null) query.set('placeType', merged.placeType);
    if (merged.page > 1) query.set('page', String(merged.page));
    setParams(query);
  };
  return [filters, change];
}

/** « 25,00 € / h » (docs/api.md#money-and-dates: the interface shows euros in French). */
export function hourlyRate(euros: number): string {
  return `${formatEuros(euros)}\u00a0/\u00a0h`;
}

/** /espaces/liste: the places of the facilities the user manages. */
export function PlaceListPage() {
  const [filters, changeFilters] = useFiltersFromQuery();
  const places = usePlaces(filters);
  const facilities = useFacilityOptions();
  const placeTypes = usePlaceTypes();
  const canCreate = (facilities.data ?? []).some((facility) => facility._abilities.createPlace);
  const total = places.data?.['hydra:totalItems'] ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PLACES_PER_PAGE));

  return (
    <Page title="Espaces" lead="Les espaces des établissements que vous gérez.">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <Select
            label="Établissement"
            placeholder="Tous les établissements"
            data={(facilities.data ?? []).map((facility) => ({
              value: facility.id,
              label: facility.name,
            }))}
            value={filters.facility}
            onChange={(facility) => changeFilters({ facility })}
            clearable
            searchable
            nothingFoundMessage="Aucun établissement"
            w={280}
          />
          <Select
            label="Type d’espace"
            placeholder="Tous les types"
            data={(placeTypes.data ?? []).map((placeType) => ({
              value: placeType.id,
              label: placeType.name,
            }))}
            value={filters.placeType}
            onChange={(placeType) => changeFilters({ placeType })}
            clearable
            w={240}
          />
        </Group>
        {canCreate && (
          <Button component={Link} to="/espace/creer">
            Créer un espace
          </Button>
        )}
      </Group>

      {places.isPending ? (
        <PageLoader label="Chargement des espaces" />
      ) : places.isError ? (
        <Text role="alert">La liste des espaces n’a pas pu être chargée.</Text>
      ) : places.data['hydra:member'].length === 0 ? (
        <Text>Aucun espace pour le moment.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {countOf(total, 'espace')}
          </Text>
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover>
              <Table.Caption>Espaces gérés</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Nom</Table.Th>
                  <Table.Th scope="col">Établissement</Table.Th>
                  <Table.Th scope="col">Type</Table.Th>
                  <Table.Th scope="col">Capacité</Table.Th>
                  <Table.Th scope="col">Tarif</Table.Th>
                  <Table.Th scope="col">Publié</Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {places.data['hydra:member'].map((place) => (
                  <Table.Tr key={place.id}>
                    <Table.Th scope="row" fw={500}>
                      {place.name}
                    </Table.Th>
                    <Table.Td>{place.facility.name}</Table.Td>
                    <Table.Td>{place.placeType.name}</Table.Td>
                    <Table.Td>{place.capacity ?? '—'}</Table.Td>
                    <Table.Td>{hourlyRate(place.rentPrice)}</Table.Td>
                    <Table.Td>
                      <Badge color={place.published ? 'green' : 'gray'} variant="light" c="dark.7">
                        {place.published ? 'Publié' : 'Non publié'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {place._abilities.edit && (
                        <Anchor
                          component={Link}
                          to={`/espace/editer/${place.id}`}
                          aria-label={`Modifier l’espace ${place.name}`}
                        >
                          Modifier
                        </Anchor>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pageCount > 1 && (
            <Pagination
              total={pageCount}
              value={filters.page}
              onChange={(page) => changeFilters({ page })}
              getControlProps={(control) => ({
                'aria-label':
                  control === 'previous'
                    ? 'Page précédente'
                    : control === 'next'
                      ? 'Page suivante'
                      : undefined,
              })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          )}
        </>
      )}
    </Page>
  );
}
