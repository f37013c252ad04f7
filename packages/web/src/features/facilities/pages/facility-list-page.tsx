import type { Facility } from '@espaces/domain/api/facilities';
import { formatUai } from '@espaces/domain/locale/format';
import { Anchor, Button, Group, Select, SimpleGrid, Table, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../session/session.tsx';
import { Page } from '../../../ui/page.tsx';
import { CollectionList } from '../../../ui/list/collection-list.tsx';
import { useFacilityTypes } from '../../../api/facilities.ts';
import { FACILITIES_PER_PAGE, useFacilityList } from '../api/facility-queries.ts';
import { useTerritories } from '../../../api/territories.ts';
import { useFacilityListFilters } from './use-facility-list-filters.ts';

function FacilityTable({ facilities }: { facilities: Facility[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Nom</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Commune</Table.Th>
            <Table.Th scope="col">UAI</Table.Th>
            <Table.Th scope="col" ta="right">
              Espaces
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {facilities.map((facility) => (
            <Table.Tr key={facility.id}>
              <Table.Td>
                <Anchor component={Link} to={`/etablissement/${facility.id}`}>
                  {facility.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{facility.facilityType.name}</Table.Td>
              <Table.Td>{facility.city}</Table.Td>
              <Table.Td ff="monospace">{formatUai(facility.uai)}</Table.Td>
              <Table.Td ta="right">{facility.placeCount}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /etablissements/liste: the facilities the user administers. */
export function FacilityListPage() {
  const user = useCurrentUser();
  const { filters, setFilter, searchText, setSearchText } = useFacilityListFilters();
  const facilities = useFacilityList(filters);
  const territories = useTerritories();
  const facilityTypes = useFacilityTypes();

  const filtered =
    filters.search !== '' || filters.territory !== null || filters.facilityType !== null;

  return (
    <Page title="Établissements" lead="Les établissements que vous administrez.">
      {user?._abilities.createFacility && (
        <Group justify="flex-end">
          <Button component={Link} to="/etablissement/creer">
            Créer un établissement
          </Button>
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, md: 3 }} role="search" aria-label="Filtrer les établissements">
        <TextInput
          type="search"
          label="Nom, commune ou UAI"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <Select
          label="Territoire"
          placeholder="Tous les territoires"
          clearable
          data={(territories.data?.['hydra:member'] ?? []).map((territory) => ({
            value: territory.id,
            label: territory.name,
          }))}
          value={filters.territory}
          onChange={(value) => setFilter('territory', value)}
        />
        <Select
          label="Type d’établissement"
          placeholder="Tous les types"
          clearable
          data={(facilityTypes.data?.['hydra:member'] ?? []).map((type) => ({
            value: type.id,
            label: type.name,
          }))}
          value={filters.facilityType}
          onChange={(value) => setFilter('facilityType', value)}
        />
      </SimpleGrid>
      <CollectionList
        collection={facilities}
        perPage={FACILITIES_PER_PAGE}
        page={filters.page}
        onPageChange={(page) => setFilter('page', String(page))}
        itemName={{ one: 'établissement', other: 'établissements' }}
        errorMessage="La liste des établissements n’a pas pu être chargée."
        emptyMessage={
          filtered
            ? 'Aucun établissement ne correspond à votre recherche.'
            : 'Aucun établissement pour le moment.'
        }
      >
        {(members) => <FacilityTable facilities={members} />}
      </CollectionList>
    </Page>
  );
}
