import { Button, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { Page } from '../../../ui/page.tsx';
import { CollectionList } from '../../../ui/list/collection-list.tsx';
import { useFacilityOptions } from '../../../api/facilities.ts';
import { USERS_PER_PAGE, useUserList } from '../api/user-queries.ts';
import { UserTable } from '../components/user-table.tsx';
import { useToggleActive } from '../components/use-toggle-active.ts';
import { FACILITY_PROFILE_CHOICES, TERRITORY_PROFILE_CHOICES } from '../profile-choices.ts';
import { useUserListFilters } from './use-user-list-filters.ts';

const PROFILE_CHOICES = [...FACILITY_PROFILE_CHOICES, ...TERRITORY_PROFILE_CHOICES];
const ACTIVE_CHOICES = [
  { value: 'true', label: 'Actifs' },
  { value: 'false', label: 'Désactivés' },
];
/** /utilisateurs/liste: the institutional users the signed-in user manages. */
export function UserListPage() {
  const { filters, setFilter, searchText, setSearchText } = useUserListFilters();
  const users = useUserList(filters);
  const facilities = useFacilityOptions();
  const { toggle, switching } = useToggleActive();

  const filtered =
    filters.search !== '' ||
    filters.facility !== null ||
    filters.profile !== null ||
    filters.active !== null;

  return (
    <Page title="Utilisateurs" lead="Les personnes qui gèrent les établissements et les espaces.">
      <Group justify="flex-end">
        <Button component={Link} to="/utilisateur/creer">
          Créer un utilisateur
        </Button>
      </Group>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 4 }}
        role="search"
        aria-label="Filtrer les utilisateurs"
      >
        <TextInput
          type="search"
          label="Nom ou adresse e-mail"
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
        <Select
          label="Établissement"
          placeholder="Tous les établissements"
          clearable
          searchable
          nothingFoundMessage="Aucun établissement trouvé"
          data={(facilities.data ?? []).map((facility) => ({
            value: facility.id,
            label: facility.name,
          }))}
          value={filters.facility}
          onChange={(value) => setFilter('facility', value)}
        />
        <Select
          label="Profil"
          placeholder="Tous les profils"
          clearable
          data={PROFILE_CHOICES}
          value={filters.profile}
          onChange={(value) => setFilter('profile', value)}
        />
        <Select
          label="Statut"
          placeholder="Tous les comptes"
          clearable
          data={ACTIVE_CHOICES}
          value={filters.active}
          onChange={(value) => setFilter('active', value)}
        />
      </SimpleGrid>
      <CollectionList
        collection={users}
        perPage={USERS_PER_PAGE}
        page={filters.page}
        onPageChange={(page) => setFilter('page', String(page))}
        itemName={{ one: 'utilisateur', other: 'utilisateurs' }}
        errorMessage="La liste des utilisateurs n’a pas pu être chargée."
        emptyMessage={
          filtered
            ? 'Aucun utilisateur ne correspond à votre recherche.'
            : 'Aucun utilisateur pour le moment.'
        }
      >
        {(members) => (
          <UserTable
            users={members}
            switching={switching}
            onToggleActive={(user) => void toggle(user)}
          />
        )}
      </CollectionList>
    </Page>
  );
}
