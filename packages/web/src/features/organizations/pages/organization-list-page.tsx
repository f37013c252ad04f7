import { SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Page } from '../../../ui/page.tsx';
import { CollectionList } from '../../../ui/list/collection-list.tsx';
import { ORGANIZATIONS_PER_PAGE, useOrganizationList } from '../api/organization-queries.ts';
import { OrganizationTable } from '../components/organization-table.tsx';
import {
  ALL_STATUSES,
  useOrganizationListFilters,
  type StatusChoice,
} from './use-organization-list-filters.ts';

/** The status filter, in the order central staff work through them. */
const STATUS_CHOICES: { value: StatusChoice; label: string }[] = [
  { value: 'to_review', label: 'À examiner' },
  { value: 'validated', label: 'Validées' },
  { value: 'non_compliant', label: 'Non conformes' },
  { value: 'rejected', label: 'Rejetées' },
  { value: 'email_to_validate', label: 'E-mail à valider' },
  { value: ALL_STATUSES, label: 'Toutes' },
];

const EMPTY_MESSAGES: Partial<Record<StatusChoice, string>> = {
  to_review: 'Aucune organisation à examiner pour le moment.',
  [ALL_STATUSES]: 'Aucune organisation pour le moment.',
};

/**
 * /organisations/liste (auth-organizations, docs/routes.md#pages): central staff review
 * organisations.
 */
export function OrganizationListPage() {
  const { filters, statusChoice, setFilter, searchText, setSearchText } =
    useOrganizationListFilters();
  const organizations = useOrganizationList(filters);
  // Six choices do not fit side by side on a phone.
  const isNarrow = useMediaQuery('(max-width: 40em)') ?? false;
  const emptyMessage =
    filters.search !== ''
      ? 'Aucune organisation ne correspond à votre recherche.'
      : (EMPTY_MESSAGES[statusChoice] ?? 'Aucune organisation dans cet état.');

  return (
    <Page title="Organisations" lead="Les organisations inscrites et leur statut.">
      <Stack gap="md" role="search" aria-label="Filtrer les organisations">
        <Stack gap={4}>
          <Text id="organization-status-filter" size="sm" fw={500}>
            Statut
          </Text>
          <SegmentedControl
            aria-labelledby="organization-status-filter"
            data={STATUS_CHOICES}
            value={statusChoice}
            onChange={(value) => setFilter('status', value)}
            orientation={isNarrow ? 'vertical' : 'horizontal'}
            fullWidth
          />
        </Stack>
        <TextInput
          type="search"
          label="Nom ou numéro SIRET"
          maw={480}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
        />
      </Stack>
      <CollectionList
        collection={organizations}
        perPage={ORGANIZATIONS_PER_PAGE}
        page={filters.page}
        onPageChange={(page) => setFilter('page', String(page))}
        itemName={{ one: 'organisation', other: 'organisations' }}
        errorMessage="La liste des organisations n’a pas pu être chargée."
        emptyMessage={emptyMessage}
      >
        {(members) => <OrganizationTable organizations={members} />}
      </CollectionList>
    </Page>
  );
}
